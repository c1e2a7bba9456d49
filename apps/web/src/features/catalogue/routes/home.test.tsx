import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { country, course, page, university } from '../testing/fixtures';
import { mockApi, renderWithProviders } from '../testing/render';
import HomeRoute from './home';

const TOTAL_COUNTRIES = 20;
let calls: ReturnType<typeof mockApi>['calls'];

beforeEach(() => {
  const api = mockApi((url) => {
    const p = url.searchParams;
    switch (url.pathname) {
      case '/api/v1/country': {
        const q = p.get('q')?.toLowerCase();
        const all = Array.from({ length: TOTAL_COUNTRIES }, (_, i) => country(i + 1)).filter(
          (c) => !q || c.countryName.toLowerCase().includes(q),
        );
        const n = Number(p.get('page') ?? 1);
        const size = Number(p.get('pageSize'));
        return { body: page(all.slice((n - 1) * size, n * size), n, size, all.length) };
      }
      case '/api/v1/university':
        return {
          body: page(
            Array.from({ length: 12 }, (_, i) => university(i + 1)),
            1,
            12,
            40,
          ),
        };
      case '/api/v1/course/categories':
        return {
          body: [
            { courseCategoryId: 1, categoryName: 'Computer Science & IT', image: null, courseCount: 2 },
            { courseCategoryId: 2, categoryName: 'Law', image: null, courseCount: 0 },
          ],
        };
      case '/api/v1/course/courses/1':
        return { body: page([course(1), course(2)], 1, 8, 2) };
      case '/api/v1/course/courses/2':
        return { body: page([], 1, 8, 0) };
      default:
        return undefined;
    }
  });
  calls = api.calls;
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
});
afterEach(() => vi.unstubAllGlobals());

const countryCards = () => screen.queryAllByTestId('country-card');

describe('Home', () => {
  it('shows 8 countries, and 8 more for each Load More Countries until none are left', async () => {
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    const more = screen.getByRole('button', { name: 'Load More Countries' });
    fireEvent.click(more);
    await waitFor(() => expect(countryCards()).toHaveLength(16));
    fireEvent.click(screen.getByRole('button', { name: 'Load More Countries' }));
    await waitFor(() => expect(countryCards()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Load More Countries' })).toBeNull();
    const countryCalls = calls.filter((c) => c.url.pathname === '/api/v1/country');
    expect(
      countryCalls.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('pageSize')]),
    ).toEqual([
      ['1', '8'],
      ['2', '8'],
      ['3', '8'],
    ]);
  });

  it('filters the countries with the hero search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    await user.type(screen.getByPlaceholderText('Search for countries...'), 'ntry 1');
    // Country 1 and Country 10-19 contain "ntry 1".
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Country 2' })).toBeNull());
    expect(countryCards()).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Country 1' })).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.url.pathname === '/api/v1/country')
        .at(-1)
        ?.url.searchParams.get('q'),
    ).toBe('ntry 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load More Countries' }));
    await waitFor(() => expect(countryCards()).toHaveLength(11));
  });

  it('preselects the first category and shows the empty text for a category without courses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeRoute />);
    const first = await screen.findByRole('tab', { name: 'Computer Science & IT' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Law' }));
    expect(await screen.findByText('No courses found for this category.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('course-card')).toHaveLength(0);
  });

  it('asks only for what the page shows, and sends visitors to sign up from the closing call to action', async () => {
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(countryCards()).toHaveLength(8));
    expect(
      screen.getByRole('heading', { name: 'Ready to Start Your Educational Journey?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/university')).toBe(true));
    const universities = calls.find((c) => c.url.pathname === '/api/v1/university')!;
    expect(universities.url.searchParams.get('pageSize')).toBe('12');
    expect(
      calls.find((c) => c.url.pathname === '/api/v1/course/courses/1')!.url.searchParams.get('pageSize'),
    ).toBe('8');
  });
});
