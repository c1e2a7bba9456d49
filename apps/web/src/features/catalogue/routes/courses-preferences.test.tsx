import type { AuthUser, StudyPreferences } from '@edupath/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { course, courseSearchResult, dataSources } from '../../../test/fixtures/catalogue';
import { TEST_ADVISOR } from '../../../test/fixtures/console';
import { type MockHandler, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import CoursesRoute from './courses';

/** A student's study preferences as /courses's defaults (docs/fit-and-chances.md#study-preferences). */

const PREFERENCES: StudyPreferences = {
  countryIds: [5],
  countries: [{ countryId: 5, countryName: 'Germany' }],
  intake: 'September',
  courseType: 'Postgraduate',
  categoryIds: [2, 4],
  categories: [
    { courseCategoryId: 2, categoryName: 'Computer Science' },
    { courseCategoryId: 4, categoryName: 'Data Science' },
  ],
  budgetInr: 2_500_000,
  backlogs: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

let api: ReturnType<typeof mockApi>;
const setUp = (preferences: StudyPreferences | MockHandler = PREFERENCES) => {
  api = mockApi({
    'GET course/search': () => ({ body: { data: courseSearchResult([course(1)]) } }),
    'GET course/categories': () => ({ body: { data: [] } }),
    'GET data-sources': () => ({ body: { data: dataSources() } }),
    // A student's cards ask for her shortlist and applications.
    'GET shortlist': () => ({ body: { data: [] } }),
    'GET admission/applied': () => ({ body: { data: [] } }),
    'GET eligibility/facts': () => ({
      body: { data: { tests: {}, qualifications: [], workMonths: null } },
    }),
    'GET profile/preferences':
      typeof preferences === 'function' ? preferences : () => ({ body: { data: preferences } }),
  });
};
beforeEach(() => sessionStorage.clear());

const searches = () =>
  api.calls
    .filter((call) => call.path === 'course/search')
    .map((call) => Object.fromEntries(call.url.searchParams));
const urlParams = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const openCourses = (path = '/courses', user?: AuthUser | null) =>
  renderPage(<CoursesRoute />, { route: '/courses', path, ...(user !== undefined && { user }) });

const APPLIED = {
  courseType: 'Postgraduate',
  country: '5',
  intake: 'September',
  costBasis: 'firstYear',
  maxFee: '2500000',
};

describe('/courses starts from her study preferences', () => {
  it('applies level, the one country, intake and budget as filters in the URL, says so, and searches once, with them', async () => {
    setUp();
    const { router } = openCourses();
    const line = await screen.findByTestId('preference-defaults');
    expect(line).toHaveTextContent(
      'Using your study preferences: Postgraduate · Germany · September intake · ≤ ₹25 lakh first year',
    );
    expect(urlParams(router)).toEqual(APPLIED);
    await screen.findByTestId('course-results');
    // The page waited for her preferences: no search went out without them.
    expect(searches()).toEqual([{ pageSize: '12', ...APPLIED }]);
    expect(screen.getByLabelText('Course type')).toHaveValue('Postgraduate');
    expect(screen.getByRole('link', { name: 'Edit preferences' })).toHaveAttribute('href', '/profile');
    // Two fields: the search takes one, so she picks.
    expect(line).toHaveTextContent('The search takes one field at a time. Your fields:');
    await userEvent.click(screen.getByRole('button', { name: 'Data Science' }));
    expect(urlParams(router)).toEqual({ ...APPLIED, category: '4' });
    expect(screen.queryByRole('button', { name: 'Data Science' })).toBeNull();
    // What she set herself is hers; the line still names what came from the preferences.
    expect(screen.getByTestId('preference-defaults')).toHaveTextContent('Postgraduate · Germany');
  });

  it('Turn off removes them, searches without them, and keeps them off for the session', async () => {
    setUp();
    const { router, unmount } = openCourses();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('preference-defaults')).toBeNull();
    await waitFor(() => expect(searches().at(-1)).toEqual({ pageSize: '12' }));
    expect(screen.getByText(/Your study preferences are off for this visit/)).toBeInTheDocument();
    unmount();

    // Back on /courses later in the session (a link, Back): not applied again.
    const again = openCourses();
    await screen.findByTestId('course-results');
    expect(again.router.state.location.search).toBe('');
    expect(screen.queryByTestId('preference-defaults')).toBeNull();
    // Use them brings them back.
    await userEvent.click(screen.getByRole('button', { name: 'Use them' }));
    expect(urlParams(again.router)).toEqual(APPLIED);
    expect(await screen.findByTestId('preference-defaults')).toHaveTextContent(
      'Using your study preferences',
    );
  });

  it('a filter in the URL wins: a shared link is searched as it is, without her preferences', async () => {
    setUp();
    const { router } = openCourses('/courses?q=law&country=9');
    await screen.findByTestId('course-results');
    expect(urlParams(router)).toEqual({ q: 'law', country: '9' });
    expect(searches()).toEqual([{ pageSize: '12', q: 'law', country: '9' }]);
    expect(screen.queryByTestId('preference-defaults')).toBeNull();
  });

  it('several countries: none is applied (the search takes one), and each is a button that sets it', async () => {
    setUp({
      ...PREFERENCES,
      countryIds: [5, 6],
      countries: [
        { countryId: 6, countryName: 'Canada' },
        { countryId: 5, countryName: 'Germany' },
      ],
      categoryIds: [],
      categories: [],
      budgetInr: null,
    });
    const { router } = openCourses();
    const line = await screen.findByTestId('preference-defaults');
    expect(line).toHaveTextContent('Using your study preferences: Postgraduate · September intake');
    expect(line).toHaveTextContent('The search takes one country at a time. Your countries:CanadaGermany');
    expect(urlParams(router)).toEqual({ courseType: 'Postgraduate', intake: 'September' });
    await userEvent.click(screen.getByRole('button', { name: 'Canada' }));
    expect(urlParams(router)).toEqual({ courseType: 'Postgraduate', intake: 'September', country: '6' });
  });

  it('no preferences saved: nothing is applied and no line shows', async () => {
    setUp({
      ...PREFERENCES,
      countryIds: [],
      countries: [],
      intake: null,
      courseType: null,
      categoryIds: [],
      categories: [],
      budgetInr: null,
      backlogs: 3,
    });
    const { router } = openCourses();
    await screen.findByTestId('course-results');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('preference-defaults')).toBeNull();
  });

  it('visitors and staff never get defaults, nor ask for preferences', async () => {
    for (const user of [null, TEST_ADVISOR]) {
      setUp();
      const { router, unmount } = openCourses('/courses', user);
      await screen.findByTestId('course-results');
      expect(router.state.location.search).toBe('');
      expect(api.calls.some((call) => call.path === 'profile/preferences')).toBe(false);
      unmount();
    }
  });
});
