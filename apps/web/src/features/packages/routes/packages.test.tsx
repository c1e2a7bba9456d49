import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { packages, starterApplication } from '../../../test/fixtures/packages';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { type MockAnswer, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import PackagesRoute from './packages';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi({
    'GET package': () => ({
      status: 200,
      body: { success: true, message: 'OK', data: { data: packages, total: packages.length } },
    }),
    'GET packageUserMapping/mine': () => ({ body: { data: [] } }),
  });
});

/** The page for a visitor, or signed in as the test student. */
const renderPackages = ({ signedIn = false } = {}) =>
  renderPage(<PackagesRoute />, { user: signedIn ? TEST_STUDENT : null });

const card = (name: string) => screen.getByRole('article', { name });
/** Clicks a card's 'Apply' once it can be used (a student's cards wait for their applications). */
async function clickApply(name: string) {
  const article = await screen.findByRole('article', { name });
  await waitFor(() => expect(within(article).getByRole('button', { name: 'Apply' })).toBeEnabled());
  await userEvent.click(within(article).getByRole('button', { name: 'Apply' }));
}
const packageListRequests = () => api.calls.filter((c) => c.method === 'GET' && c.path === 'package');

describe('/packages', () => {
  it('lists the packages under the heading', async () => {
    renderPackages();
    expect(screen.getByRole('heading', { name: 'Choose Your Perfect Package' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Starter' })).toHaveTextContent('₹4,999');
    expect(within(card('Visa Help')).getByText('No description available')).toBeInTheDocument();
  });

  it("tells a visitor 'Please log in to apply.' and sends nothing", async () => {
    renderPackages();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button'),
    );
    expect(await screen.findByText('Please log in to apply.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("applies for the session user, shows 'Applying...' on that card only, then the server message and refetches", async () => {
    let answer!: (value: MockAnswer) => void;
    api.handlers['POST packageUserMapping/apply'] = () =>
      new Promise<MockAnswer>((resolve) => {
        answer = resolve;
      });
    renderPackages({ signedIn: true });
    await clickApply('Starter');

    expect(within(card('Starter')).getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(within(card('Visa Help')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: TEST_STUDENT.userId,
      packageId: 1,
    });
    expect(packageListRequests()).toHaveLength(1);

    answer({
      status: 201,
      body: { success: true, message: 'Applied successfully! See you soon.', data: starterApplication },
    });
    api.handlers['GET packageUserMapping/mine'] = () => ({ body: { data: [starterApplication] } });
    expect(await screen.findByText('Applied successfully! See you soon.')).toBeInTheDocument();
    await waitFor(() => expect(packageListRequests()).toHaveLength(2));
    // The card now shows the application instead of 'Apply'; the others stay open.
    expect(await within(card('Starter')).findByTestId('package-applied')).toHaveTextContent('Applied');
    expect(within(card('Starter')).queryByRole('button')).toBeNull();
    expect(within(card('Visa Help')).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("falls back to 'Applied successfully!' when the answer has no message", async () => {
    api.handlers['POST packageUserMapping/apply'] = () => ({
      status: 201,
      body: { success: true, message: '', data: starterApplication },
    });
    renderPackages({ signedIn: true });
    await clickApply('Starter');
    expect(await screen.findByText('Applied successfully!')).toBeInTheDocument();
  });

  it("shows the server's message when applying fails, or the generic text without one", async () => {
    api.handlers['POST packageUserMapping/apply'] = () => ({
      status: 409,
      body: { success: false, message: 'You already applied.', data: null },
    });
    renderPackages({ signedIn: true });
    await clickApply('Starter');
    expect(await screen.findByText('You already applied.')).toBeInTheDocument();

    api.handlers['POST packageUserMapping/apply'] = () => Promise.reject(new TypeError('offline'));
    await userEvent.click(within(card('Visa Help')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply. Please try again.')).toBeInTheDocument();
    expect(packageListRequests()).toHaveLength(1);
  });

  it("shows 'Failed to apply. Please try again.' for a server failure without a message", async () => {
    api.handlers['POST packageUserMapping/apply'] = () => ({ status: 500, body: { success: false } });
    renderPackages({ signedIn: true });
    const starter = await screen.findByRole('article', { name: 'Starter' });
    await waitFor(() => expect(within(starter).getByRole('button', { name: 'Apply' })).toBeEnabled());
    await userEvent.click(within(starter).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });

  it('shows the open package application instead of Apply from the first paint', async () => {
    api.handlers['GET packageUserMapping/mine'] = () => ({ body: { data: [starterApplication] } });
    renderPackages({ signedIn: true });
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(await within(starter).findByTestId('package-applied')).toHaveTextContent('New since Mar 1, 2026');
    expect(within(starter).queryByRole('button')).toBeNull();
  });

  it("shows 'No packages available.' for an empty list", async () => {
    api.handlers['GET package'] = () => ({
      status: 200,
      body: { success: true, message: 'OK', data: { data: [], total: 0 } },
    });
    renderPackages();
    expect(await screen.findByText('No packages available.')).toBeInTheDocument();
  });

  it("shows 'Failed to load packages.' when the list cannot be loaded", async () => {
    api.handlers['GET package'] = () => ({
      status: 500,
      body: { success: false, message: 'Something went wrong on our side.', data: null },
    });
    renderPackages();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load packages.');
  });

  it("shows 'Failed to load packages.' for a server failure without a message", async () => {
    api.handlers['GET package'] = () => ({ status: 500, body: { success: false } });
    renderPackages();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load packages\.$/);
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});
