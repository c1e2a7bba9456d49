import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage';
import { packages as PACKAGES, starterApplication } from '../testing/fixtures';
import PackagesRoute from './packages';

type Answer = { status: number; body: unknown };
type Handler = () => Answer | Promise<Answer>;
let handlers: Record<string, Handler>;
const calls: Array<{ method: string; path: string; body: unknown }> = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls.length = 0;
  handlers = {
    'GET /api/v1/package': () => ({
      status: 200,
      body: { success: true, message: 'OK', data: { data: PACKAGES, total: PACKAGES.length } },
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return json(404, { success: false, message: 'No such API endpoint', data: null });
      const { status, body } = await handler();
      return json(status, body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStorage.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PackagesRoute />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const signIn = () =>
  authStorage.setSession('token-1', {
    userId: 42,
    email: 'asha@example.com',
    name: 'Asha',
    role: 'student',
    profileImage: null,
  });

const card = (name: string) => screen.getByRole('article', { name });
const packageListRequests = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/package');

describe('/packages', () => {
  it('lists the packages under the heading', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Choose Your Perfect Package' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Starter' })).toHaveTextContent('₹4,999');
    expect(within(card('Visa Help')).getByText('No description available')).toBeInTheDocument();
  });

  it("tells a visitor 'Please log in to apply.' and sends nothing", async () => {
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button'),
    );
    expect(await screen.findByText('Please log in to apply.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("applies for the session user, shows 'Applying...' on that card only, then the server message and refetches", async () => {
    signIn();
    let answer!: (value: Answer) => void;
    handlers['POST /api/v1/packageUserMapping/apply'] = () =>
      new Promise<Answer>((resolve) => {
        answer = resolve;
      });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button'),
    );

    expect(within(card('Starter')).getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(within(card('Visa Help')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 42, packageId: 1 });
    expect(packageListRequests()).toHaveLength(1);

    answer({
      status: 201,
      body: { success: true, message: 'Applied successfully! See you soon.', data: starterApplication },
    });
    expect(await screen.findByText('Applied successfully! See you soon.')).toBeInTheDocument();
    expect(within(card('Starter')).getByRole('button', { name: 'Apply' })).toBeEnabled();
    await waitFor(() => expect(packageListRequests()).toHaveLength(2));
  });

  it("falls back to 'Applied successfully!' when the answer has no message", async () => {
    signIn();
    handlers['POST /api/v1/packageUserMapping/apply'] = () => ({
      status: 201,
      body: { success: true, message: '', data: starterApplication },
    });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button'),
    );
    expect(await screen.findByText('Applied successfully!')).toBeInTheDocument();
  });

  it("shows the server's message when applying fails, or the generic text without one", async () => {
    signIn();
    handlers['POST /api/v1/packageUserMapping/apply'] = () => ({
      status: 409,
      body: { success: false, message: 'You already applied.', data: null },
    });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button'),
    );
    expect(await screen.findByText('You already applied.')).toBeInTheDocument();

    handlers['POST /api/v1/packageUserMapping/apply'] = () => Promise.reject(new TypeError('offline'));
    await userEvent.click(within(card('Visa Help')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply. Please try again.')).toBeInTheDocument();
    expect(packageListRequests()).toHaveLength(1);
  });

  it("shows 'No packages available.' for an empty list", async () => {
    handlers['GET /api/v1/package'] = () => ({
      status: 200,
      body: { success: true, message: 'OK', data: { data: [], total: 0 } },
    });
    renderPage();
    expect(await screen.findByText('No packages available.')).toBeInTheDocument();
  });

  it("shows 'Failed to load packages.' when the list cannot be loaded", async () => {
    handlers['GET /api/v1/package'] = () => ({
      status: 500,
      body: { success: false, message: 'Something went wrong on our side.', data: null },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load packages.');
  });
});
