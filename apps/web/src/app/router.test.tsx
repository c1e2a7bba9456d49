import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authStorage } from '../lib/auth-storage';
import { createQueryClient } from '../lib/query-client';
import { mockApi } from '../test/mock-api';
import { AppRoutes, preloadPageAt } from './router';

// A page that crashes while rendering, to reach the error boundary.
vi.mock('../features/legal/routes/terms', () => ({
  default: () => {
    throw new Error('the terms page broke');
  },
}));
// A course page that asks for nothing itself, so every request for a course is the router's.
vi.mock('../features/catalogue/routes/course', () => ({ default: () => <p>the course page</p> }));

/** Outside the routes (and their error boundary), like the browser's own Back button. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go to {to}
    </button>
  );
}

function renderApp(path: string, goTo = '/no-such-page') {
  authStorage.clear();
  // jsdom has no scrolling; the layout's ScrollRestoration scrolls on every navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <GoTo to={goTo} />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AppRoutes', () => {
  it('loads the page for a path, and the not-found page for an unknown one', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders a preloaded first page at once, with no loading state in between', async () => {
    // A page no other test here opens, so its chunk is not loaded yet.
    await preloadPageAt('/refund-policy');
    act(() => {
      renderApp('/refund-policy');
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for a course page’s record as soon as the page is opened, once per navigation', async () => {
    const { calls } = mockApi({
      'GET course/7': () => ({ status: 404, body: { message: 'Course not found' } }),
      'GET course/8': () => ({ status: 404, body: { message: 'Course not found' } }),
    });
    renderApp('/courses/7', '/courses/8');
    expect(await screen.findByText('the course page')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['course/7']));

    fireEvent.click(screen.getByRole('button', { name: 'go to /courses/8' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['course/7', 'course/8']));
    // A failed answer is not asked for again by the renders that follow.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
  });

  it('shows the error page when a page crashes, and clears it on the next navigation', async () => {
    // React reports an error an error boundary caught; here it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/terms-and-conditions');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'go to /no-such-page' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});
