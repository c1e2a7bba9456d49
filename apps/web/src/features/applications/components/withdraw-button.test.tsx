import type { ApplicationStatus } from '@edupath/contract';
import { APPLICATION_STATUS_EXPLANATIONS } from '@edupath/contract/documents-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeApplication, noOutcomes } from '../../../test/fixtures/applications';
import { makeChecklist } from '../../../test/fixtures/documents';
import { type MockAnswer, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import ApplicationRoute from '../routes/application';
import { WITHDRAW_CONFIRMATION } from './withdraw-button';

const route = '/applications/:applicationId';
const documentList = () => screen.getByRole('list', { name: 'Documents' });

/** The application's page over a server whose application 41 has `status` until it is withdrawn. */
function serve(initial: ApplicationStatus, withdraw: () => MockAnswer = () => ({})) {
  let status = initial;
  return mockApi({
    'GET admission/41/documents': () => ({ body: { data: makeChecklist() } }),
    'GET admission/41': () => ({ body: { data: makeApplication({ status }) } }),
    // A decided application's page asks for her outcomes (docs/fit-and-chances.md).
    'GET outcomes': () => ({ body: { data: noOutcomes() } }),
    'POST admission/41/withdraw': () => {
      const answer = withdraw();
      if (answer.status) return answer;
      status = 'Withdrawn';
      return {
        body: { message: 'Application withdrawn', data: makeApplication({ status: 'Withdrawn' }) },
      };
    },
  });
}

describe('Withdraw application', () => {
  it('asks first, withdraws, toasts and shows the withdrawn status and its explanation', async () => {
    const api = serve('Under Review');
    const user = userEvent.setup();
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });

    // Read before the confirmation opens: a dialog hides the page behind it from role queries.
    expect(
      within(await screen.findByRole('list', { name: 'Documents' })).getAllByText(/^Upload /),
    ).not.toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText(WITHDRAW_CONFIRMATION)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: 'admission/41/withdraw' }),
    );
    await waitFor(() => expect(screen.getByTestId('status-badge')).toHaveTextContent('Withdrawn'));
    expect(screen.getByTestId('status-badge')).toHaveAttribute('data-colour', 'gray');
    expect(screen.getByText(APPLICATION_STATUS_EXPLANATIONS.Withdrawn.means)).toBeInTheDocument();
    expect(screen.getByText('Application Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
    // A withdrawn application takes no more documents.
    expect(within(documentList()).queryAllByText(/^Upload /)).toEqual([]);
  });

  it('sends nothing when the student cancels', async () => {
    const api = serve('Pending');
    const user = userEvent.setup();
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(WITHDRAW_CONFIRMATION)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal as a toast", async () => {
    serve('Pending', () => ({
      status: 409,
      body: { message: 'An application that is Rejected cannot be withdrawn' },
    }));
    const user = userEvent.setup();
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('An application that is Rejected cannot be withdrawn'),
    ).toBeInTheDocument();
  });

  it.each(['Rejected', 'Withdrawn'] as const)('is not offered for a %s application', async (status) => {
    serve(status);
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    expect(await screen.findByTestId('status-badge')).toHaveTextContent(status);
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });
});
