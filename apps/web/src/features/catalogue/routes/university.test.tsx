import type { UniversityDetail } from '@edupath/contract';
import { LIST_ORDER_TEXTS } from '@edupath/contract/neutrality';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courseDetail } from '../../../test/fixtures/course-page';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import UniversityRoute from './university';

describe('University detail', () => {
  it("shows 'Error loading university details' for a server failure without a message", async () => {
    mockApi({ 'GET university/detail/5': () => ({ status: 500, body: { success: false } }) });
    renderPage(<UniversityRoute />, {
      route: '/university/:universityId',
      path: '/university/5',
      user: null,
    });
    expect(await screen.findByText('Error loading university details')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});

describe('University neutrality (docs/catalogue.md#neutrality)', () => {
  const detail = (over: Partial<UniversityDetail>): UniversityDetail => {
    const c = courseDetail(7, { isFeatured: true, featuredReason: 'Strong placement record' });
    return {
      ...c.UniversityModel,
      universityId: 5,
      courseCount: 1,
      CountryModel: c.CountryModel,
      CourseModels: [c],
      ...over,
    };
  };
  const show = (over: Partial<UniversityDetail>) => {
    mockApi({
      'GET university/detail/5': () => ({ body: { data: detail(over) } }),
      'GET data-sources': () => ({ status: 500, body: {} }),
      'GET scholarships': () => ({ body: { data: [] } }),
    });
    renderPage(<UniversityRoute />, {
      route: '/university/:universityId',
      path: '/university/5',
      user: null,
    });
  };

  it('says EduPath earns nothing, and links to how EduPath earns', async () => {
    show({ earning: 'none', earningSince: null });
    const line = await screen.findByTestId('neutrality-line');
    expect(line).toHaveTextContent('EduPath earns nothing from this university.');
    expect(within(line).getByRole('link', { name: 'How EduPath earns' })).toHaveAttribute(
      'href',
      '/about/how-we-earn',
    );
    expect(screen.getByText(LIST_ORDER_TEXTS.universityCourses)).toBeInTheDocument();
  });

  it('says a commission and since when', async () => {
    show({ earning: 'commission', earningSince: '2025-03-14' });
    expect(await screen.findByTestId('neutrality-line')).toHaveTextContent(
      'EduPath is paid a commission by this university when a student enrols, since March 2025.',
    );
  });

  it("a featured course's badge says who chose it and why, on a tap", async () => {
    show({});
    await userEvent.click(await screen.findByRole('button', { name: /^Course 7/ }));
    const badge = screen.getByRole('button', { name: /Featured/ });
    expect(badge).toHaveAttribute(
      'title',
      'Chosen by the EduPath team, not paid for by the university: Strong placement record',
    );
    await userEvent.click(badge);
    expect(screen.getByRole('note')).toHaveTextContent('Strong placement record');
  });
});

describe('Programmes reported to the US Department of Education (docs/catalogue.md#register-imports)', () => {
  it('lists what the College Scorecard reports for a US university, with its provenance', async () => {
    const c = courseDetail(7);
    const us = { ...c.CountryModel, countryName: 'United States' };
    mockApi({
      'GET university/detail/5': () => ({
        body: {
          data: {
            ...c.UniversityModel,
            universityId: 5,
            courseCount: 1,
            CountryModel: us,
            CourseModels: [c],
          },
        },
      }),
      'GET data-sources': () => ({ status: 500, body: {} }),
      'GET scholarships': () => ({ body: { data: [] } }),
      'GET universities/5/reported-programmes': () => ({
        body: {
          data: {
            programmes: [
              {
                cipCode: '11.07',
                cipTitle: 'Computer Science',
                credentialLevel: 3,
                credentialTitle: "Bachelor's Degree",
              },
            ],
            source: {
              kind: 'official_register',
              sourceName: 'College Scorecard, file dated 2026-11-30',
              sourceUrl: 'https://collegescorecard.ed.gov/data/',
              checkedOn: new Date().toISOString().slice(0, 10),
              checkedBy: null,
            },
          },
        },
      }),
    });
    renderPage(<UniversityRoute />, {
      route: '/university/:universityId',
      path: '/university/5',
      user: null,
    });
    const list = await screen.findByTestId('reported-programmes');
    expect(list).toHaveTextContent("Computer Science (Bachelor's Degree)");
    expect(screen.getByText(/^From College Scorecard, file dated 2026-11-30, checked/)).toBeInTheDocument();
  });
});
