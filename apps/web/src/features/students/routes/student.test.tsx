import type { ShortlistItem, StaffStudentChances } from '@edupath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffApplicationRow, studentDetail, TEST_ADMIN, TEST_ADVISOR } from '../../../test/fixtures/console';
import { journeyFacts, verdictCases } from '../../../test/fixtures/eligibility';
import { shortlistItem } from '../../../test/fixtures/shortlist';
import { milestoneStatus } from '../../../test/fixtures/timeline';
import { parentalStatus } from '../../../test/fixtures/under-18';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import StudentRoute from './student';

const route = '/admin/students/:userId';

const shortlisted: ShortlistItem = {
  courseId: 88,
  addedAt: '2026-11-01T10:00:00.000Z',
  course: {
    courseId: 88,
    courseName: 'MSc Robotics',
    courseType: 'Postgraduate',
    duration: '2 years',
    fee: 24000,
    currency: 'Euro',
    currencyCode: 'EUR',
    intake: 'September',
    intakeStart: '2027-09-15',
    applicationDeadline: '2027-01-15',
    UniversityModel: { universityId: 3, universityName: 'TU Delft' },
    CountryModel: { countryId: 4, countryName: 'Netherlands' },
  },
  nextDeadline: { deadline: '2027-01-15', daysLeft: 12, intakeLabel: 'September 2027', currentIntake: true },
};

/** Her ranges on her shortlist and one self-reported outcome (docs/fit-and-chances.md#where-it-shows). */
const chances: StaffStudentChances = {
  courses: [
    {
      courseId: 88,
      courseName: 'MSc Robotics',
      universityName: 'TU Delft',
      profile: {
        testBand: 'ielts:2',
        gradeBand: 'grade:3',
        degreeFamily: 'computing',
        summary: 'IELTS 7 to under 8, grade 80 % of the scale or more, engineering and computing',
      },
      range: {
        n: 20,
        k: 14,
        low: 0.481,
        high: 0.8545,
        band: 'Target',
        scope: 'course',
        scopeText: 'this course',
        includesSample: false,
      },
    },
  ],
  outcomes: [
    {
      outcomeId: 5,
      courseId: 90,
      courseName: 'MEng Mechatronics',
      universityName: 'University of Twente',
      result: 'admitted',
      source: 'student',
      admissionApplicationId: null,
      verified: false,
      shared: true,
      snapshot: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      verifiedAt: null,
    },
  ],
};

/** The student's consents as an admin reads them (docs/accounts.md#consent). */
const consents = {
  choices: { service: true, emails: false, statistics: true, marketing: null },
  history: [
    {
      purpose: 'statistics' as const,
      granted: true,
      noticeVersion: '2026-11-27',
      channel: 'webSignup' as const,
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

/**
 * The page's privacy panels with nothing to report: an adult, no copies of her data, no deletion
 * asked (their own tests are under-18, data-export and deletion's).
 */
const privacyPanels = {
  'GET staff/students/7/parental-consent': () => ({
    body: {
      data: parentalStatus({ state: 'adult', parentEmail: null, linkSentAt: null, linkExpiresAt: null }),
    },
  }),
  'GET staff/students/7/data-exports': () => ({ body: { data: [] } }),
  'GET staff/students/7/deletion': () => ({
    body: { data: { status: 'none', requestedAt: null, scheduledFor: null, erasedAt: null } },
  }),
};

describe('/admin/students/{userId}', () => {
  it('shows the ranges of her shortlisted courses and verifies a self-reported outcome', async () => {
    const api = mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
      'GET staff/students/7/shortlist': () => ({ body: { data: [shortlisted] } }),
      'GET staff/students/7/chances': () => ({ body: { data: chances } }),
      'POST staff/outcomes/5/verify': () => ({
        body: { message: 'Outcome verified', data: { ...chances.outcomes[0], verified: true } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADVISOR });
    const panel = await screen.findByTestId('student-chances');
    expect(within(panel).getByTestId('chance-range')).toHaveTextContent(
      '20 similar profiles: 14 admitted (range 48–85 %) — Target',
    );
    expect(within(panel).getByRole('button', { name: 'How is this worked out?' })).toBeInTheDocument();
    expect(within(panel).getByTestId('student-outcomes')).toHaveTextContent('self-reported');
    await user.click(within(panel).getByRole('button', { name: 'Verify (letter checked)' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === 'staff/outcomes/5/verify')).toBe(true),
    );
  });

  it('shows the account, the applications, the milestones and a way to the chat', async () => {
    mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
      'GET staff/students/7/shortlist': () => ({ body: { data: [shortlisted] } }),
      'GET staff/students/7/chances': () => ({ body: { data: { courses: [], outcomes: [] } } }),
    });
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADVISOR });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /MSc Data Science/ })).toHaveAttribute(
      'href',
      '/admin/applications/41',
    );
    expect(screen.getByRole('link', { name: 'Open chat (1 unread)' })).toHaveAttribute(
      'href',
      '/admin/chats/907',
    );
    const rows = screen.getAllByTestId('milestone-row');
    expect(rows.map((row) => within(row).getByText(/^(Complete|Active|Upcoming)$/).textContent)).toEqual([
      'Complete',
      'Active',
      'Upcoming',
    ]);
    expect(within(rows[1]!).getByText('“Three to go”')).toBeInTheDocument();
    // What the student is weighing, with the course's next deadline (docs/planning.md#shortlist).
    expect(
      within(await screen.findByTestId('student-shortlist')).getByText('MSc Robotics'),
    ).toBeInTheDocument();
    expect(screen.getByText(/deadline Jan 15, 2027 \(12 days left\)/)).toBeInTheDocument();
    // Reassignment is an admin's.
    expect(screen.queryByRole('button', { name: 'Reassign' })).not.toBeInTheDocument();
  });

  it('sets a milestone with a note and shows the student’s new state', async () => {
    let detail = studentDetail();
    const api = mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: detail } }),
      'GET staff/students/7/shortlist': () => ({ body: { data: [] } }),
      'GET staff/students/7/chances': () => ({ body: { data: { courses: [], outcomes: [] } } }),
      'PUT milestone-status/user/7': () => {
        detail = {
          ...detail,
          milestones: detail.milestones.map((m) =>
            m.milestoneId === 3
              ? { ...m, status: 'Active', note: 'Book the slot', updatedAt: m.updatedAt }
              : m,
          ),
        };
        return {
          body: {
            data: [milestoneStatus(3, 'Active', 'Book the slot')],
            message: 'Milestone status updated',
          },
        };
      },
    });
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADVISOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Set Visa Interview' }));
    const form = screen.getByRole('form', { name: 'Set Visa Interview' });
    expect(within(form).getByLabelText('Status')).toHaveValue('Upcoming');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'Active');
    await userEvent.type(within(form).getByLabelText('Note to the student (optional)'), 'Book the slot');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Milestone status updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      milestoneId: 3,
      status: 'Active',
      remark: 'Book the slot',
    });
    await waitFor(() => expect(screen.getByText('“Book the slot”')).toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Set Visa Interview' })).not.toBeInTheDocument();
  });

  it('lets an admin move the student to another advisor', async () => {
    const api = mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
      'GET staff/students/7/shortlist': () => ({ body: { data: [] } }),
      'GET staff/students/7/chances': () => ({ body: { data: { courses: [], outcomes: [] } } }),
      'GET staff/students/7/consents': () => ({ body: { data: consents } }),
      'GET staff/advisors': () => ({
        body: {
          data: [
            {
              userId: TEST_ADVISOR.userId,
              name: TEST_ADVISOR.name,
              profileImage: null,
              email: TEST_ADVISOR.email,
              isActive: true,
              studentCount: 4,
              unreadChats: 1,
            },
            {
              userId: 51,
              name: 'Dev Kapoor',
              profileImage: null,
              email: 'dev@edupath.test',
              isActive: true,
              studentCount: 2,
              unreadChats: 0,
            },
          ],
        },
      }),
      'PATCH staff/students/7/advisor': () => ({ body: { data: null, message: 'Advisor changed' } }),
    });
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADMIN });
    const select = await screen.findByLabelText('New advisor');
    // The current advisor is not offered.
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(select, 'Dev Kapoor (2 students)');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reassign' }),
    );
    expect(await screen.findByText('Advisor changed')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ advisorId: 51 });
  });

  it('gives each application its deadline still ahead and its documents waiting (as the applications list does)', async () => {
    mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({
        body: {
          data: studentDetail({
            applications: [
              staffApplicationRow({ documentsWaiting: 2, nextDeadline: '2099-12-06' }),
              staffApplicationRow({ admissionApplicationId: 42, status: 'Accepted' }),
            ],
          }),
        },
      }),
      'GET staff/students/7/shortlist': () => ({ body: { data: [] } }),
      'GET staff/students/7/chances': () => ({ body: { data: { courses: [], outcomes: [] } } }),
    });
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADVISOR });
    const panel = (await screen.findByRole('heading', { name: 'Applications (2)' })).closest('section')!;
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Deadline Dec 6, 2099 \(\d+ days left\)/);
    expect(rows[0]).toHaveTextContent('2 documents waiting');
    expect(rows[1]).not.toHaveTextContent('Deadline');
    expect(rows[1]).not.toHaveTextContent('waiting');
  });
});

describe("/admin/students/{userId}: the student's consents", () => {
  it('an admin reads them; an advisor does not see the panel', async () => {
    const api = mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
      'GET staff/students/7/shortlist': () => ({ body: { data: [] } }),
      'GET staff/students/7/chances': () => ({ body: { data: { courses: [], outcomes: [] } } }),
      'GET staff/students/7/consents': () => ({ body: { data: consents } }),
      'GET staff/advisors': () => ({ body: { data: [] } }),
    });
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADMIN });
    const panel = (await screen.findByRole('heading', { name: 'Consents' })).closest('section')!;
    expect(await within(panel).findByText('Anonymised statistics')).toBeInTheDocument();
    expect(within(panel).getByText('Not recorded')).toBeInTheDocument();
    expect(within(panel).getAllByText('Given')).toHaveLength(2);
    expect(api.calls.some((c) => c.path === 'staff/students/7/consents')).toBe(true);
  });
});

describe('/admin/students/{userId}: her eligibility per shortlisted course (docs/console.md)', () => {
  const chancesOf = (courses: Array<[number, string]>): StaffStudentChances => ({
    courses: courses.map(([courseId, courseName]) => ({
      ...chances.courses[0]!,
      courseId,
      courseName,
      range: null,
    })),
    outcomes: [],
  });

  it('shows the verdict she sees, and each requirement with its reason when opened', async () => {
    const api = mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
      'GET staff/students/7/shortlist': () => ({
        body: {
          data: [
            shortlistItem(88, { courseName: 'MSc Robotics', entryRequirements: verdictCases.notMet }),
            shortlistItem(89, { courseName: 'MSc Data Science', entryRequirements: verdictCases.eligible }),
            shortlistItem(90, { courseName: 'MSc AI', entryRequirements: verdictCases.unknown }),
            shortlistItem(91, { courseName: 'MSc Vision' }),
          ],
        },
      }),
      'GET staff/students/7/chances': () => ({
        body: {
          data: chancesOf([
            [88, 'MSc Robotics'],
            [89, 'MSc Data Science'],
            [90, 'MSc AI'],
            [91, 'MSc Vision'],
          ]),
        },
      }),
      'GET staff/students/7/eligibility-facts': () => ({ body: { data: journeyFacts } }),
    });
    const user = userEvent.setup();
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADVISOR });
    const panel = await screen.findByTestId('student-chances');
    await waitFor(() => expect(within(panel).getAllByTestId('eligibility-badge')).toHaveLength(3));
    const checks = within(panel).getAllByTestId('eligibility-check');
    expect(
      checks.map((c) => within(c).queryByTestId('eligibility-badge')?.textContent ?? c.textContent),
    ).toEqual([
      '1 requirement not met',
      'Eligible',
      'Check your profile',
      'No structured entry requirements stated.',
    ]);
    // Opened: each requirement, Met / Not met / Unknown, with the reason in her words.
    await user.click(within(checks[0]!).getByText('Each requirement, as she sees it'));
    const lines = within(checks[0]!).getAllByTestId('requirement-line');
    expect(lines[0]).toBeVisible();
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Not metIELTS 7.5 ≥ 7.0 overall; writing 6.5 < 7.0 required'),
      expect.stringContaining('MetGRE General Test 320 ≥ 310 overall'),
    ]);
    expect(within(checks[0]!).getByRole('link', { name: 'https://example.edu/msc' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'staff/students/7/eligibility-facts')).toHaveLength(1);
  });

  it('asks for no facts when no shortlisted course states requirements', async () => {
    const api = mockApi({
      ...privacyPanels,
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
      'GET staff/students/7/shortlist': () => ({
        body: { data: [shortlistItem(91, { courseName: 'MSc Vision' })] },
      }),
      'GET staff/students/7/chances': () => ({ body: { data: chancesOf([[91, 'MSc Vision']]) } }),
    });
    renderPage(<StudentRoute />, { route, path: '/admin/students/7', user: TEST_ADVISOR });
    const panel = await screen.findByTestId('student-chances');
    expect(await within(panel).findByTestId('eligibility-check')).toHaveTextContent(
      'No structured entry requirements stated.',
    );
    expect(api.calls.some((c) => c.path === 'staff/students/7/eligibility-facts')).toBe(false);
  });
});
