import {
  type CourseSearchResult,
  type CourseSuggestion,
  courseSearchResultSchema,
  courseSuggestionsSchema,
} from '@edupath/contract';
import { BEST_MATCH_EXPLANATION } from '@edupath/contract/catalogue-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { course, courseSearchResult, dataSources } from '../../../test/fixtures/catalogue';
import { type MockRequest, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import CoursesRoute from './courses';

/**
 * The fake search reads words as the server does for the two words these tests type
 * (docs/catalogue.md#how-search-reads-a-query): 'ms' is Postgraduate and 'germany' is country 5
 * unless the request sets that filter itself; 'cs' is computer science; 'mba' is Postgraduate
 * and, being the course's own name, stays in the words, unless the request sets the course type
 * or says readLevel=false.
 */
function search({ url }: MockRequest): { body: { data: CourseSearchResult } } {
  let q = url.searchParams.get('q');
  if (!q) return { body: { data: courseSearchResult([course(1)]) } };
  const understood: NonNullable<CourseSearchResult['understood']> = { terms: [] };
  const budget = /\bunder (\d+) lakh\b/.exec(q);
  if (budget) {
    q = q.replace(budget[0], '').trim();
    if (!url.searchParams.has('maxFee'))
      understood.budget = { maxInr: Number(budget[1]) * 100_000, words: budget[0], cheap: false };
  }
  const corrections = [
    { from: 'sciense', to: 'science' },
    { from: 'germnay', to: 'germany' },
  ].filter(({ from }) => q?.split(' ').includes(from));
  if (corrections.length > 0) {
    for (const { from, to } of corrections) q = q.replace(from, to);
    Object.assign(understood, { corrections, showingResultsFor: q });
  }
  const words = q.split(' ').filter(Boolean);
  for (const word of words) {
    const readLevel = !url.searchParams.has('courseType') && url.searchParams.get('readLevel') !== 'false';
    if (word === 'ms') {
      if (readLevel) understood.courseType = 'Postgraduate';
    } else if (word === 'mba') {
      if (readLevel) understood.courseType = 'Postgraduate';
      understood.terms.push(word);
    } else if (word === 'germany') {
      if (!url.searchParams.has('country'))
        Object.assign(understood, { countryId: 5, countryName: 'Germany' });
    } else understood.terms.push(word === 'cs' ? 'computer science' : word);
  }
  // Checked against the contract, so the readings these tests rely on are ones the server can send.
  return { body: { data: courseSearchResultSchema.parse(courseSearchResult([course(1)], { understood })) } };
}

/** The fake suggestions: names that start with the last word typed, checked against the contract. */
const SUGGESTIONS: CourseSuggestion[] = [
  { kind: 'country', label: 'Germany', id: 5, detail: null },
  { kind: 'university', label: 'German University of Technology', id: 8, detail: 'Oman' },
  { kind: 'course', label: 'MSc Computer Science', id: null, detail: '164 courses' },
  { kind: 'course', label: 'MSc Computational Biology', id: null, detail: '3 courses' },
];
function suggest({ url }: MockRequest) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const last = q.split(' ').at(-1) ?? '';
  const found = SUGGESTIONS.filter(
    (s) => s.label.toLowerCase().startsWith(q) || s.label.toLowerCase().startsWith(last),
  );
  return { body: { data: courseSuggestionsSchema.parse(found) } };
}

let api: ReturnType<typeof mockApi>;
const handlers = (rates = dataSources()) => ({
  'GET course/suggest': suggest,
  'GET course/search': search,
  'GET course/categories': () => ({ body: { data: [] } }),
  'GET data-sources': () => ({ body: { data: rates } }),
});
beforeEach(() => {
  api = mockApi(handlers());
});

const lastSearch = () => {
  const searches = api.calls.filter((call) => call.path === 'course/search');
  return Object.fromEntries(searches.at(-1)?.url.searchParams ?? []);
};

async function searchFor(words: string) {
  const view = renderPage(<CoursesRoute />, { route: '/courses', path: '/courses', user: null });
  await screen.findByTestId('course-results');
  await userEvent.type(screen.getByLabelText('Search courses'), words);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return view;
}

const urlParams = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/courses shows what the search read from the words', () => {
  it("moves 'ms cs germany' into the Postgraduate and Germany filters, with q 'computer science', as removable chips", async () => {
    const { router } = await searchFor('ms cs germany');

    const chips = await screen.findByRole('list', { name: 'Read from your search:' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove Postgraduate', 'Remove Germany']);
    expect(urlParams(router)).toEqual({ q: 'computer science', courseType: 'Postgraduate', country: '5' });
    // The typed words' entry is replaced, not kept under the rewritten one: Back is the search before.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.getByLabelText('Search courses')).toHaveValue('computer science'));
    expect(screen.getByLabelText('Country')).toHaveValue('5');
    expect(screen.getByLabelText('Course type')).toHaveValue('Postgraduate');
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        pageSize: '12',
        q: 'computer science',
        courseType: 'Postgraduate',
        country: '5',
      }),
    );

    await router.navigate(-1);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByLabelText('Search courses')).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Read from your search:' })).toBeNull();
  });

  it('removing the Germany chip drops the country filter and searches the remaining words without it', async () => {
    const { router } = await searchFor('ms cs germany');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Germany' }));

    await waitFor(() =>
      expect(urlParams(router)).toEqual({ q: 'computer science', courseType: 'Postgraduate' }),
    );
    expect(screen.queryByRole('button', { name: 'Remove Germany' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Postgraduate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('');
    await waitFor(() =>
      expect(lastSearch()).toEqual({ pageSize: '12', q: 'computer science', courseType: 'Postgraduate' }),
    );
    // The next answer read nothing from 'computer science': the country stays off.
    await screen.findByTestId('course-results');
    expect(urlParams(router)).toEqual({ q: 'computer science', courseType: 'Postgraduate' });
  });

  it('a filter set in the panel is not a chip, and changing a read filter there ends its chip', async () => {
    const { router } = await searchFor('ms cs germany');
    await screen.findByRole('button', { name: 'Remove Germany' });
    await userEvent.selectOptions(screen.getByLabelText('Course type'), '');

    await waitFor(() =>
      expect(urlParams(router)).toEqual({ q: 'computer science', country: '5', readLevel: 'false' }),
    );
    expect(screen.queryByRole('button', { name: 'Remove Postgraduate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Course type'), 'Postgraduate');
    await waitFor(() => expect(urlParams(router)).toHaveProperty('courseType', 'Postgraduate'));
    expect(screen.queryByRole('button', { name: 'Remove Postgraduate' })).toBeNull();
  });

  it('words that name no level or country stay as typed, and no chips show', async () => {
    const { router } = await searchFor('data science');
    await waitFor(() => expect(lastSearch()).toEqual({ pageSize: '12', q: 'data science' }));
    await screen.findByTestId('course-results');
    expect(urlParams(router)).toEqual({ q: 'data science' });
    expect(screen.queryByRole('list', { name: 'Read from your search:' })).toBeNull();
  });

  it('removing the level chip of a degree name that stays in the words (MBA) sticks, and the URL keeps it so', async () => {
    const { router } = await searchFor('mba germany');
    await waitFor(() =>
      expect(urlParams(router)).toEqual({ q: 'mba', courseType: 'Postgraduate', country: '5' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Postgraduate' }));

    await waitFor(() => expect(urlParams(router)).toEqual({ q: 'mba', country: '5', readLevel: 'false' }));
    await waitFor(() =>
      expect(lastSearch()).toEqual({ pageSize: '12', q: 'mba', country: '5', readLevel: 'false' }),
    );
    await screen.findByTestId('course-results');
    // The answer read no level from 'mba' again: the chip stays removed and the URL as it was.
    expect(screen.queryByRole('button', { name: 'Remove Postgraduate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeInTheDocument();
    expect(screen.getByLabelText('Course type')).toHaveValue('');
    expect(urlParams(router)).toEqual({ q: 'mba', country: '5', readLevel: 'false' });
  });

  it('choosing all course types in the panel after a read MBA does not bring the level back', async () => {
    const { router } = await searchFor('mba');
    await screen.findByRole('button', { name: 'Remove Postgraduate' });
    await userEvent.selectOptions(screen.getByLabelText('Course type'), '');

    await waitFor(() => expect(lastSearch()).toEqual({ pageSize: '12', q: 'mba', readLevel: 'false' }));
    await screen.findByTestId('course-results');
    expect(urlParams(router)).toEqual({ q: 'mba', readLevel: 'false' });
    expect(screen.getByLabelText('Course type')).toHaveValue('');
  });

  it('a shared link with readLevel=false searches the same way, and a new search reads the level again', async () => {
    const { router } = renderPage(<CoursesRoute />, {
      route: '/courses',
      path: '/courses?q=mba&readLevel=false',
      user: null,
    });
    await screen.findByTestId('course-results');
    expect(lastSearch()).toEqual({ pageSize: '12', q: 'mba', readLevel: 'false' });
    expect(urlParams(router)).toEqual({ q: 'mba', readLevel: 'false' });
    expect(screen.queryByRole('button', { name: 'Remove Postgraduate' })).toBeNull();

    const box = screen.getByLabelText('Search courses');
    await userEvent.clear(box);
    await userEvent.type(box, 'mba');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Remove Postgraduate' });
    expect(urlParams(router)).toEqual({ q: 'mba', courseType: 'Postgraduate' });
  });
});

describe('/courses budget, first-year total and spelling', () => {
  it('moves a budget read from the words into the URL as a first-year ceiling, with a chip that removes it', async () => {
    const { router } = await searchFor('ms cs germany under 20 lakh');
    const chips = await screen.findByRole('list', { name: 'Read from your search:' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual(['Remove Postgraduate', 'Remove Germany', 'Remove ≤ ₹20 lakh first year']),
    );
    expect(urlParams(router)).toEqual({
      q: 'computer science',
      courseType: 'Postgraduate',
      country: '5',
      costBasis: 'firstYear',
      maxFee: '2000000',
    });
    expect(screen.getByRole('radio', { name: 'First-year total in ₹' })).toBeChecked();
    expect(screen.getByLabelText('Maximum fee in ₹')).toHaveValue('2000000');
    // The ceiling converts at the reference rates: their date beside the filter.
    await waitFor(() =>
      expect(within(screen.getByTestId('fee-basis-note')).getByTestId('rate-date')).toHaveTextContent(
        'rate from 30 Jun 2025',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove ≤ ₹20 lakh first year' }));
    await waitFor(() =>
      expect(urlParams(router)).toEqual({ q: 'computer science', courseType: 'Postgraduate', country: '5' }),
    );
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        pageSize: '12',
        q: 'computer science',
        courseType: 'Postgraduate',
        country: '5',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Remove ≤ ₹20 lakh first year' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum fee in ₹')).toHaveValue('');
  });

  it('says which words it searched when it read a misspelling, also once the reading moved into the URL', async () => {
    await searchFor('computer sciense');
    expect(await screen.findByText('Showing results for “computer science”')).toBeInTheDocument();

    const box = screen.getByLabelText('Search courses');
    await userEvent.clear(box);
    await userEvent.type(box, 'ms cs germnay');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Remove Germany' });
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'computer science', country: '5' }));
    expect(screen.getByText('Showing results for “ms cs germany”')).toBeInTheDocument();
  });

  it('dates the ₹ range by the oldest reference rate, not the newest, after a partial refresh', async () => {
    api = mockApi(handlers(dataSources('2026-11-30', '2025-06-30')));
    renderPage(<CoursesRoute />, { route: '/courses', path: '/courses', user: null });
    await screen.findByTestId('course-results');
    await waitFor(() =>
      expect(within(screen.getByTestId('fee-basis-note')).getByTestId('rate-date')).toHaveTextContent(
        'rate from 30 Jun 2025',
      ),
    );
  });

  it('offers tuition or first-year total for the fee range and the fee sort', async () => {
    const { router } = renderPage(<CoursesRoute />, { route: '/courses', path: '/courses', user: null });
    await screen.findByTestId('course-results');
    expect(screen.getByRole('radio', { name: 'Tuition in ₹' })).toBeChecked();
    // The ₹ range converts at the reference rates: their date once, beside the filter.
    const note = screen.getByTestId('fee-basis-note');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'Fees in other currencies compare at reference rates.rate from 30 Jun 2025 may be out of date',
      ),
    );
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Best match',
      'Tuition in ₹: low to high',
      'Tuition in ₹: high to low',
      'First-year total in ₹: low to high',
      'First-year total in ₹: high to low',
      'Newest',
      'QS rank',
    ]);

    await userEvent.selectOptions(sort, 'First-year total in ₹: high to low');
    await waitFor(() =>
      expect(urlParams(router)).toEqual({ sort: 'fee', order: 'desc', costBasis: 'firstYear' }),
    );
    expect(screen.getByRole('radio', { name: 'First-year total in ₹' })).toBeChecked();
    await waitFor(() =>
      expect(lastSearch()).toEqual({ pageSize: '12', sort: 'fee', order: 'desc', costBasis: 'firstYear' }),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Tuition in ₹' }));
    await waitFor(() => expect(urlParams(router)).toEqual({ sort: 'fee', order: 'desc' }));
    expect(sort).toHaveValue('fee:desc:tuition');
  });

  it("says what 'Best match' means while the results are in that order", async () => {
    renderPage(<CoursesRoute />, { route: '/courses', path: '/courses', user: null });
    await screen.findByTestId('course-results');
    expect(screen.getByText(BEST_MATCH_EXPLANATION)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() => expect(screen.queryByText(BEST_MATCH_EXPLANATION)).toBeNull());
  });
});

describe('/courses suggests as the student types', () => {
  const openPage = () => renderPage(<CoursesRoute />, { route: '/courses', path: '/courses', user: null });
  const options = () =>
    within(screen.getByRole('listbox', { name: 'Suggestions' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
  const suggestion = async (name: RegExp) =>
    within(await screen.findByRole('listbox', { name: 'Suggestions' })).getByRole('option', { name });

  it('offers countries, universities and course names; the arrow keys and Enter pick a country as a filter', async () => {
    const { router } = openPage();
    await screen.findByTestId('course-results');
    const box = screen.getByRole('combobox', { name: 'Search courses' });
    await userEvent.type(box, 'germ');
    await waitFor(() =>
      expect(options()).toEqual(['GermanyCountry', 'German University of TechnologyUniversity · Oman']),
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', (await suggestion(/^Germany/)).id);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(urlParams(router)).toEqual({ country: '5' }));
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Country')).toHaveValue('5');
  });

  it('a country picked for the word being typed keeps the words before it', async () => {
    const { router } = openPage();
    await screen.findByTestId('course-results');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search courses' }), 'ms cs germ');
    await userEvent.click(await suggestion(/^Germany/));
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'ms cs', country: '5' }));
    await screen.findByRole('button', { name: 'Remove Postgraduate' });
    expect(urlParams(router)).toEqual({ q: 'computer science', country: '5', courseType: 'Postgraduate' });
  });

  it('a course name picked with the mouse is searched as written; Escape closes the list', async () => {
    const { router } = openPage();
    await screen.findByTestId('course-results');
    const box = screen.getByRole('combobox', { name: 'Search courses' });
    await userEvent.type(box, 'msc comp');
    await waitFor(() =>
      expect(options()).toEqual([
        'MSc Computer ScienceCourse · 164 courses',
        'MSc Computational BiologyCourse · 3 courses',
      ]),
    );
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'u');
    await userEvent.click(await suggestion(/^MSc Computer Science/));

    await waitFor(() => expect(urlParams(router)).toEqual({ q: 'MSc Computer Science' }));
    expect(box).toHaveValue('MSc Computer Science');
  });
});

describe('/courses country filter', () => {
  it('lists the countries A to Z, each with its count of results beside it', async () => {
    const base = courseSearchResult([course(1)]);
    api.handlers['GET course/search'] = () => ({
      body: {
        data: {
          ...base,
          facets: {
            ...base.facets,
            // The server sends the most courses first.
            country: [
              { value: 7, label: 'United States', count: 40 },
              { value: 3, label: 'Canada', count: 25 },
              { value: 9, label: 'Germany', count: 12 },
              { value: 2, label: 'Australia', count: 3 },
            ],
          },
        },
      },
    });
    renderPage(<CoursesRoute />, { route: '/courses', path: '/courses', user: null });
    await screen.findByTestId('course-results');

    const options = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All countries',
      'Australia (3)',
      'Canada (25)',
      'Germany (12)',
      'United States (40)',
    ]);
  });
});
