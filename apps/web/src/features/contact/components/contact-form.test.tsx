import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactReceipt } from '../../../test/fixtures/contact';
import { type MockAnswer, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ContactForm } from './contact-form';

let answer: MockAnswer;
const sent: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  answer = { status: 201, body: { success: true, message: 'Thanks', data: contactReceipt } };
  mockApi({
    'POST contact': ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderForm = () => renderPage(<ContactForm />, { user: null });

// user-event and Testing Library's async helpers wait on real setTimeout(0), which fake timers
// never fire, so these tests drive the form with synchronous events and flush with act.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  await advance(0);
};

function fillIn() {
  type('Name', 'Kavya Nair');
  type('Email', 'kavya@example.com');
  type('Subject', 'MS in Germany');
  type('Message', 'Which intake suits me?');
}

describe('ContactForm', () => {
  it("shows 'Sending...' for 1 s, the thank-you for 3 s, then an empty form", async () => {
    renderForm();
    fillIn();
    await submit();

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sent).toEqual([
      {
        name: 'Kavya Nair',
        email: 'kavya@example.com',
        subject: 'MS in Germany',
        message: 'Which intake suits me?',
      },
    ]);
    await advance(999);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();

    await advance(1);
    expect(screen.getByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for reaching out. We'll get back to you shortly."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    await advance(2999);
    expect(screen.getByText('Message Sent Successfully!')).toBeInTheDocument();

    await advance(1);
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('requires every field and a valid email, and sends nothing until then', async () => {
    renderForm();
    await submit();
    const messages = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(messages).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);

    type('Email', 'kavya at example');
    await submit();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message when sending fails and keeps what was typed", async () => {
    answer = {
      status: 429,
      body: { success: false, message: 'You have sent several messages in a short time.', data: null },
    };
    renderForm();
    fillIn();
    await submit();
    await advance(1000);

    expect(screen.getByRole('alert')).toHaveTextContent('You have sent several messages in a short time.');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('MS in Germany');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    answer = {
      status: 400,
      body: {
        success: false,
        message: 'Subject must be at most 200 characters',
        data: null,
        errors: { subject: 'Subject must be at most 200 characters' },
      },
    };
    renderForm();
    fillIn();
    await submit();
    await advance(1000);
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Subject must be at most 200 characters',
    );
  });
});
