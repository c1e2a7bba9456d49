import type { StudyPreferences } from '@edupath/contract';
import { STUDY_PREFERENCE_MESSAGES as M } from '@edupath/contract/study-preferences-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { category, country, page } from '../../../test/fixtures/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { StudyPreferencesPanel } from './study-preferences-panel';

/** The profile's Study preferences section (docs/fit-and-chances.md#study-preferences). */

const EMPTY: StudyPreferences = {
  countryIds: [],
  countries: [],
  intake: null,
  courseType: null,
  categoryIds: [],
  categories: [],
  budgetInr: null,
  backlogs: null,
  updatedAt: null,
};

const catalogue = {
  'GET country': () => ({
    body: {
      data: page(
        [
          { ...country(5), countryName: 'Germany' },
          { ...country(6), countryName: 'Canada' },
        ],
        1,
        100,
        2,
      ),
    },
  }),
  'GET course/categories': () => ({
    body: { data: [category(2, 'Computer Science', 10), category(4, 'Data Science', 3)] },
  }),
};

describe('Study preferences on /profile', () => {
  it('saves countries, intake, level, fields, budget and backlogs, and shows the budget in lakh as she types', async () => {
    const api = mockApi({
      ...catalogue,
      'GET profile/preferences': () => ({ body: { data: EMPTY } }),
      'PUT profile/preferences': ({ body }) => ({
        body: {
          message: M.saved,
          data: {
            ...EMPTY,
            ...(body as object),
            countries: [{ countryId: 5, countryName: 'Germany' }],
            categories: [{ courseCategoryId: 2, categoryName: 'Computer Science' }],
            updatedAt: '2026-11-27T03:00:00.000Z',
          },
        },
      }),
    });
    renderPage(<StudyPreferencesPanel />);
    const user = userEvent.setup();
    const countries = within(await screen.findByRole('group', { name: 'Countries you would study in' }));
    await user.click(await countries.findByLabelText('Germany'));
    await user.selectOptions(screen.getByLabelText('Intake'), 'September');
    await user.selectOptions(screen.getByLabelText('Level'), 'Postgraduate');
    const fields = within(screen.getByRole('group', { name: 'Fields of study' }));
    await user.click(await fields.findByLabelText('Computer Science'));
    await user.type(screen.getByLabelText('First-year budget in ₹'), '25,00,000');
    expect(screen.getByText(/₹25 lakh for tuition, living/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Active backlogs'), '2');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      countryIds: [5],
      intake: 'September',
      courseType: 'Postgraduate',
      categoryIds: [2],
      budgetInr: 2_500_000,
      backlogs: 2,
    });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    // The form shows what was saved.
    expect(screen.getByLabelText('Germany')).toBeChecked();
    expect(screen.getByLabelText('Active backlogs')).toHaveValue('2');
  });

  it('checks the fields before sending, and puts the server’s field errors under the fields', async () => {
    const api = mockApi({
      ...catalogue,
      'GET profile/preferences': () => ({ body: { data: EMPTY } }),
      'PUT profile/preferences': () => ({
        status: 400,
        body: { message: M.countryUnknown, errors: { countryIds: M.countryUnknown } },
      }),
    });
    renderPage(<StudyPreferencesPanel />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First-year budget in ₹'), '50000');
    await user.type(screen.getByLabelText('Active backlogs'), '51');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(M.budgetInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.backlogsInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Active backlogs')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(screen.getByLabelText('First-year budget in ₹'));
    await user.clear(screen.getByLabelText('Active backlogs'));
    await user.click(await screen.findByLabelText('Canada'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const group = screen.getByRole('group', { name: 'Countries you would study in' });
    expect(await within(group).findByText(M.countryUnknown)).toBeInTheDocument();
  });
});
