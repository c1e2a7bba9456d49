import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { category, country, course, page, university } from '../../../test/fixtures/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import HomeRoute from './home';

const TOTAL_COUNTRIES = 20;
let calls: ReturnType<typeof mockApi>['calls'];

beforeEach(() => {
  const api = mockApi({
    'GET country': ({ url }) => {
      const p = url.searchParams;
      const q = p.get('q')?.toLowerCase();
      const all = Array.from({ length: TOTAL_COUNTRIES }, (_, i) => country(i + 1)).filter(
        (c) => !q || c.countryName.toLowerCase().includes(q),
      );
      const n = Number(p.get('page') ?? 1);
      const size = Number(p.get('pageSize'));
      return { body: { data: page(all.slice((n - 1) * size, n * size), n, size, all.length) } };
    },
    'GET university': () => ({
      body: {
        data: page(
          Array.from({ length: 12 }, (_, i) => university(i + 1)),
          1,
          12,
          40,
        ),
      },
    }),
    'GET course/categories': () => ({
      body: { data: [category(1, 'Computer Science & IT', 2), category(2, 'Law', 0)] },
    }),
    'GET course/courses/1': () => ({ body: { data: page([course(1), course(2)], 1, 8, 2) } }),
    'GET course/courses/2': () => ({ body: { data: page([], 1, 8, 0) } }),
  });
  calls = api.calls;
});

const renderHome = () => renderPage(<HomeRoute />, { user: null });

const countryCards = () => screen.queryAllByTestId('country-card');

describe('Home', () => {
  it('shows 8 countries, and 8 more for each Load More Countries until none are left', async () => {
    renderHome();
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    const more = screen.getByRole('button', { name: 'Load More Countries' });
    fireEvent.click(more);
    await waitFor(() => expect(countryCards()).toHaveLength(16));
    fireEvent.click(screen.getByRole('button', { name: 'Load More Countries' }));
    await waitFor(() => expect(countryCards()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Load More Countries' })).toBeNull();
    const countryCalls = calls.filter((c) => c.path === 'country');
    expect(
      countryCalls.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('pageSize')]),
    ).toEqual([
      ['1', '8'],
      ['2', '8'],
      ['3', '8'],
    ]);
  });

  it("asks for the countries in the home grid's order (where Indian students go first, never India), searched or not", async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    await user.type(screen.getByPlaceholderText('Search for countries...'), 'ntry 1');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === 'country')
          .at(-1)
          ?.url.searchParams.get('q'),
      ).toBe('ntry 1'),
    );
    const sorts = calls.filter((c) => c.path === 'country').map((c) => c.url.searchParams.get('sort'));
    expect(sorts.length).toBeGreaterThan(1);
    expect(new Set(sorts)).toEqual(new Set(['destinations']));
  });

  it('filters the countries with the hero search', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    await user.type(screen.getByPlaceholderText('Search for countries...'), 'ntry 1');
    // Country 1 and Country 10-19 contain "ntry 1".
    // Typing, the debounce and the request together outlast the default 1 s on a busy machine.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Country 2' })).toBeNull(), {
      timeout: 5000,
    });
    expect(countryCards()).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Country 1' })).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === 'country')
        .at(-1)
        ?.url.searchParams.get('q'),
    ).toBe('ntry 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load More Countries' }));
    await waitFor(() => expect(countryCards()).toHaveLength(11));
  });

  it('preselects the first category and shows the empty text for a category without courses', async () => {
    const user = userEvent.setup();
    renderHome();
    const first = await screen.findByRole('tab', { name: 'Computer Science & IT' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Law' }));
    expect(await screen.findByText('No courses found for this category.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('course-card')).toHaveLength(0);
  });

  it('asks only for what the page shows, and sends visitors to sign up from the closing call to action', async () => {
    renderHome();
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    expect(
      screen.getByRole('heading', { name: 'Ready to Start Your Educational Journey?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(calls.some((c) => c.path === 'university')).toBe(true));
    const universities = calls.find((c) => c.path === 'university')!;
    expect(universities.url.searchParams.get('pageSize')).toBe('12');
    expect(calls.find((c) => c.path === 'course/courses/1')!.url.searchParams.get('pageSize')).toBe('8');
  });
});
