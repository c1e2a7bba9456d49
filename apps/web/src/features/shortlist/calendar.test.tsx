import type { ShortlistItem, UpcomingDeadline } from '@edupath/contract';
import { CALENDAR_TEXTS } from '@edupath/contract/shortlist-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shortlistItem } from '../../test/fixtures/shortlist';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { UpcomingDeadlines } from './components/upcoming-deadlines';
import ShortlistRoute from './routes/shortlist';

// docs/planning.md#deadlines-in-a-calendar
const deadline = (courseId: number, admissionApplicationId: number | null = null): UpcomingDeadline => ({
  courseId,
  courseName: `Course ${courseId}`,
  universityName: 'TU Delft',
  deadline: '2027-02-10',
  daysLeft: 40,
  intakeLabel: 'September 2027',
  currentIntake: true,
  shortlisted: admissionApplicationId === null,
  admissionApplicationId,
});

const item = (courseId: number): ShortlistItem => ({ ...shortlistItem(courseId), addedAt: null });

const feedPath = `/api/v1/calendar/${'a'.repeat(43)}.ics`;

describe('deadlines in a calendar', () => {
  it("offers each upcoming deadline as a calendar file, on /timeline's list", async () => {
    mockApi({ 'GET deadlines': () => ({ body: { data: [deadline(5, 41), deadline(6)] } }) });
    renderPage(<UpcomingDeadlines />);
    const links = await screen.findAllByRole('link', { name: /^Add to calendar/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/v1/deadlines/5/calendar.ics',
      '/api/v1/deadlines/6/calendar.ics',
    ]);
    expect(links[0]).toHaveAccessibleName('Add to calendar: Course 5');
    expect(links[0]).toHaveAttribute('download', 'edupath-deadline-5.ics');
  });

  it('on /shortlist, only for a deadline that concerns the student (not one whose application is decided)', async () => {
    mockApi({
      'GET shortlist': () => ({ body: { data: [item(5), item(6)] } }),
      // Course 6 was applied to and accepted: its deadline no longer concerns the student.
      'GET deadlines': () => ({ body: { data: [deadline(5)] } }),
    });
    renderPage(<ShortlistRoute />);
    const rows = await screen.findAllByTestId('shortlist-item');
    await waitFor(() => expect(within(rows[0]!).getByTestId('add-to-calendar')).toBeInTheDocument());
    expect(within(rows[1]!).queryByTestId('add-to-calendar')).toBeNull();
  });

  it('makes a private address, shows it once to copy, and turns it off after asking', async () => {
    let active = false;
    const { calls } = mockApi({
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET calendar-feed': () => ({
        body: { data: { active, createdAt: active ? '2026-11-26T10:00:00.000Z' : null } },
      }),
      'POST calendar-feed': () => {
        active = true;
        return {
          body: {
            message: CALENDAR_TEXTS.created,
            data: { active, createdAt: '2026-11-26T10:00:00.000Z', feedPath },
          },
        };
      },
      'DELETE calendar-feed': () => {
        active = false;
        return { body: { message: CALENDAR_TEXTS.revoked, data: { active, createdAt: null } } };
      },
    });
    const user = userEvent.setup();
    renderPage(<UpcomingDeadlines />);
    // Folded, it asks the server nothing.
    await user.click(await screen.findByText(CALENDAR_TEXTS.title));
    await user.click(await screen.findByRole('button', { name: CALENDAR_TEXTS.subscribe }));
    expect(await screen.findByTestId('calendar-url')).toHaveValue(`${window.location.origin}${feedPath}`);
    expect(screen.getByRole('link', { name: CALENDAR_TEXTS.openInApp })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}${feedPath}`,
    );
    expect(screen.getByText(new RegExp(CALENDAR_TEXTS.keepSecret))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CALENDAR_TEXTS.revoke }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(CALENDAR_TEXTS.revokeConfirm);
    await user.click(within(dialog).getByRole('button', { name: CALENDAR_TEXTS.revoke }));
    expect(await screen.findByRole('button', { name: CALENDAR_TEXTS.subscribe })).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-url')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET deadlines',
      'GET calendar-feed',
      'POST calendar-feed',
      'DELETE calendar-feed',
    ]);
  });

  it('says since when an address is on, without showing it again', async () => {
    mockApi({
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET calendar-feed': () => ({
        body: { data: { active: true, createdAt: '2026-11-20T10:00:00.000Z' } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<UpcomingDeadlines />);
    await user.click(await screen.findByText(CALENDAR_TEXTS.title));
    expect(await screen.findByTestId('calendar-active')).toHaveTextContent(
      'Your calendar address is on (made Nov 20, 2026).',
    );
    expect(screen.queryByTestId('calendar-url')).toBeNull();
    expect(screen.getByRole('button', { name: CALENDAR_TEXTS.newAddress })).toBeInTheDocument();
  });
});
