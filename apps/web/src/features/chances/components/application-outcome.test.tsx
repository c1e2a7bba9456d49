import type { MyOutcomes } from '@edupath/contract/chances-endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ApplicationOutcome } from './application-outcome';

const mine: MyOutcomes = {
  items: [
    {
      outcomeId: 9,
      courseId: 5,
      courseName: 'MSc Data Science',
      universityName: 'TU Munich',
      result: 'admitted',
      source: 'platform',
      admissionApplicationId: 41,
      verified: true,
      shared: false,
      snapshot: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  draft: {
    testType: 'ielts',
    testScore: 7.5,
    gradeScale: 'cgpa10',
    grade: 8.6,
    degreeFamily: 'computing',
    workMonths: 48,
    intake: null,
  },
};

describe('a decided application’s outcome (docs/fit-and-chances.md#outcomes)', () => {
  it('is verified and waits for her consent; sharing sends the decision’s result and her snapshot', async () => {
    const api = mockApi({
      'GET outcomes': () => ({ body: { data: mine } }),
      'POST outcomes': () => ({
        status: 201,
        body: { message: 'Outcome shared', data: { ...mine.items[0], shared: true, snapshot: mine.draft } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ApplicationOutcome applicationId={41} decided />);
    const outcome = await screen.findByTestId('application-outcome');
    expect(outcome).toHaveTextContent('Verified');
    expect(outcome).toHaveTextContent('Not shared: it counts for no one until you share it.');
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    // The form has no decision to choose: EduPath's is the result.
    expect(screen.queryByLabelText('Decision')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      courseId: 5,
      result: 'admitted',
      consent: true,
      snapshot: mine.draft,
    });
  });

  it('asks for nothing while the application is undecided', () => {
    const api = mockApi({});
    renderPage(<ApplicationOutcome applicationId={41} decided={false} />);
    expect(screen.queryByTestId('application-outcome')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
