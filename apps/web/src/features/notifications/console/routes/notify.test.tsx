import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../../../test/fixtures/catalogue';
import { community } from '../../../../test/fixtures/communities';
import { studentRow, TEST_ADMIN, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import NotifyRoute from './notify';

const route = '/admin/notify';
const students = () => ({
  body: { data: page([studentRow(7, 'Asha Rao'), studentRow(8, 'Kiran Shah')], 1, 20, 2) },
});

const confirmSend = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return text;
};

describe('/admin/notify', () => {
  it('sends a notification to one student the advisor picks', async () => {
    const api = mockApi({
      'GET staff/students': students,
      'POST staff/notifications': () => ({ body: { data: { sent: 1 }, message: 'Notification sent' } }),
    });
    renderPage(<NotifyRoute />, { route, path: route, user: TEST_ADVISOR });
    // An advisor cannot notify a whole community.
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'One student',
      'All my students',
    ]);
    await waitFor(() => expect(screen.getByRole('option', { name: /Kiran Shah/ })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Student'), 'Kiran Shah (kiran@example.test)');
    await userEvent.type(screen.getByLabelText('Message'), 'Your visa slot is booked');
    await userEvent.type(screen.getByLabelText('Link (optional)'), '/timeline');
    expect(await confirmSend()).toContain('Send this to Kiran Shah?');
    expect(await screen.findByText('Sent to 1 person.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      audience: { kind: 'student', userId: 8 },
      message: 'Your visa slot is booked',
      link: '/timeline',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('sends to all of the advisor’s own students, and shows the server’s field errors', async () => {
    const api = mockApi({
      'GET staff/students': students,
      'POST staff/notifications': () => ({
        status: 400,
        body: {
          message: 'Link must be a path in this app, starting with /',
          errors: { link: 'Link must be a path in this app, starting with /' },
        },
      }),
    });
    renderPage(<NotifyRoute />, { route, path: route, user: TEST_ADVISOR });
    await userEvent.click(screen.getByRole('radio', { name: 'All my students' }));
    await userEvent.type(screen.getByLabelText('Message'), 'Office closed Friday');
    await userEvent.type(screen.getByLabelText('Link (optional)'), 'https://elsewhere.test');
    expect(await confirmSend()).toContain('Send this to all your students?');
    await waitFor(() =>
      expect(screen.getByLabelText('Link (optional)')).toHaveAccessibleDescription(
        'Link must be a path in this app, starting with /',
      ),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      audience: { kind: 'advisorStudents', advisorId: TEST_ADVISOR.userId },
    });
  });

  it('lets an admin notify a community, and asks for the audience and the message first', async () => {
    const api = mockApi({
      'GET staff/students': students,
      'GET staff/advisors': () => ({ body: { data: [] } }),
      'GET community/user-communities': () => ({ body: { data: [community(3, 'Study in Canada', false)] } }),
      'POST staff/notifications': () => ({ body: { data: { sent: 12 }, message: 'Notification sent' } }),
    });
    renderPage(<NotifyRoute />, { route, path: route, user: TEST_ADMIN });
    await userEvent.click(screen.getByRole('radio', { name: 'A community' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the community.');

    await waitFor(() => expect(screen.getByRole('option', { name: /Study in Canada/ })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Community'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Message'), 'Webinar at 6 pm');
    expect(await confirmSend()).toContain('Send this to every member of Study in Canada?');
    expect(await screen.findByText('Sent to 12 people.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
