import {
  type PostOfferChecklist as Checklist,
  postOfferChecklistSchema,
} from '@edupath/contract/visa-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ukRoute } from '../test-fixtures';
import { PostOfferChecklist } from './post-offer-checklist';

const checklist = (done: string[]): Checklist =>
  postOfferChecklistSchema.parse({
    admissionApplicationId: 41,
    countryCode: 'GB',
    visaName: ukRoute.visaName,
    acceptedOn: '2026-11-20',
    steps: ukRoute.steps.map((step) => ({
      ...step,
      dueOn: step.key === 'deposit' ? '2026-12-04' : '2026-12-20',
      done: done.includes(step.key),
      doneAt: done.includes(step.key) ? '2026-11-25T10:00:00.000Z' : null,
    })),
  });

describe('PostOfferChecklist', () => {
  it('the student ticks a step; the answer replaces the list', async () => {
    const api = mockApi({
      'GET admission/41/post-offer': () => ({ body: { data: checklist([]) } }),
      'PUT admission/41/post-offer/deposit': () => ({ body: { data: checklist(['deposit']) } }),
    });
    renderPage(<PostOfferChecklist applicationId={41} who="student" />);
    const deposit = await screen.findByTestId('post-offer-step-deposit');
    expect(deposit).toHaveTextContent('Aim for 4 Dec 2026');
    expect(deposit).toHaveTextContent('Documents: Deposit receipt');
    expect(screen.getByTestId('post-offer-checklist')).toHaveTextContent('0 of 2 steps done');

    await userEvent.setup().click(within(deposit).getByRole('checkbox', { name: 'Pay the deposit' }));
    expect(await screen.findByText('1 of 2 steps done', { exact: false })).toBeInTheDocument();
    expect(within(screen.getByTestId('post-offer-step-deposit')).getByRole('checkbox')).toBeChecked();
    expect(screen.getByTestId('post-offer-step-deposit')).toHaveTextContent('Done on 25 Nov 2026');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ done: true });
  });

  it('staff see the ticks without boxes; nothing before an acceptance', async () => {
    mockApi({
      'GET staff/applications/41/post-offer': () => ({ body: { data: checklist(['deposit']) } }),
      'GET staff/applications/42/post-offer': () => ({ body: { data: null } }),
    });
    renderPage(
      <>
        <PostOfferChecklist applicationId={41} who="staff" />
        <PostOfferChecklist applicationId={42} who="staff" />
      </>,
    );
    const deposit = await screen.findByTestId('post-offer-step-deposit');
    expect(within(deposit).getByLabelText('Done')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('post-offer-step-admission-document')).getByLabelText('Not done yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('post-offer-checklist')).toHaveLength(1);
  });
});
