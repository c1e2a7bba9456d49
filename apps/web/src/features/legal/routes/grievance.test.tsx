import { GRIEVANCE_MESSAGES, type GrievanceReceipt } from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { grievanceOfficer } from '../../../test/fixtures/contact';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { type MockAnswer, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import GrievanceRoute from './grievance';

const receipt: GrievanceReceipt = {
  reference: 'GRV-2026-000042',
  receivedAt: '2026-11-27T06:00:00.000Z',
  dueAt: '2027-02-25T06:00:00.000Z',
  email: 'ravi@example.com',
};

let answer: MockAnswer;
const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  answer = { status: 201, body: { data: receipt } };
  mockApi({
    'GET grievances/officer': () => ({ body: { data: grievanceOfficer } }),
    'POST grievances': ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
});

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send grievance' }));

describe('/privacy-policy/grievance', () => {
  it("shows the officer; a visitor's empty form names every field; filled, it answers the reference and due day", async () => {
    renderPage(<GrievanceRoute />, { user: null });
    const officer = await screen.findByTestId('grievance-officer');
    expect(await within(officer).findByText(grievanceOfficer.name)).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: grievanceOfficer.phone! })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );

    await send();
    expect(await screen.findByText(GRIEVANCE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Erasing my data');
    await userEvent.type(screen.getByLabelText('Your grievance'), 'Please erase my profile.');
    await send();

    const done = await screen.findByTestId('grievance-receipt');
    expect(sent).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        category: 'erasure',
        message: 'Please erase my profile.',
      },
    ]);
    expect(done).toHaveTextContent(GRIEVANCE_MESSAGES.received);
    expect(done).toHaveTextContent('GRV-2026-000042');
    expect(done).toHaveTextContent(formatDate(receipt.dueAt));
    expect(done).toHaveTextContent('ravi@example.com');
  });

  it('a signed-in student sends only the category and message, as her account', async () => {
    renderPage(<GrievanceRoute />);
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByText(TEST_STUDENT.name)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'My consent');
    await userEvent.type(screen.getByLabelText('Your grievance'), 'My withdrawal was not recorded.');
    await send();
    await screen.findByTestId('grievance-receipt');
    expect(sent).toEqual([{ category: 'consent', message: 'My withdrawal was not recorded.' }]);
  });

  it("shows the server's per-field errors and its message, keeping what was typed", async () => {
    answer = {
      status: 429,
      body: { message: GRIEVANCE_MESSAGES.tooMany },
    };
    renderPage(<GrievanceRoute />, { user: null });
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Something else');
    await userEvent.type(screen.getByLabelText('Your grievance'), 'Hello');
    await send();
    expect(await screen.findByText(GRIEVANCE_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getByLabelText('Your grievance')).toHaveValue('Hello');

    answer = {
      status: 400,
      body: {
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      },
    };
    await send();
    expect(await screen.findAllByText('Please enter a valid email address')).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
