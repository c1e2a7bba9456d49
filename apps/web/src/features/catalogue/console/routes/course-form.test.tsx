import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../../../test/fixtures/catalogue';
import { TEST_ADMIN } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import CourseFormRoute from './course-form';

const category = {
  courseCategoryId: 3,
  categoryName: 'Engineering',
  image: null,
  sortOrder: 0,
  courseCount: 5,
  isPublished: true,
};
const university = {
  universityId: 12,
  universityName: 'Maple University',
  universityLogo: null,
  countryId: 1,
  countryName: 'Canada',
  qsRank: 40,
  courseCount: 3,
  isPublished: true,
  publiclyVisible: true,
};

async function fillCourse() {
  await userEvent.type(screen.getByLabelText('Course name'), 'MSc Robotics');
  await waitFor(() =>
    expect(screen.getByRole('option', { name: 'Maple University (Canada)' })).toBeInTheDocument(),
  );
  await userEvent.selectOptions(screen.getByLabelText('University'), '12');
  await userEvent.selectOptions(screen.getByLabelText('Category'), '3');
  await userEvent.type(screen.getByLabelText('Duration'), '2 years');
  await userEvent.type(screen.getByLabelText('Yearly fee'), '32000.5');
  await userEvent.type(screen.getByLabelText('Currency (ISO 4217)'), 'cad');
  await userEvent.type(screen.getByLabelText('Intake starts'), '2031-09-01');
}

describe('/admin/catalogue/courses/new', () => {
  it("checks the contract's rules before sending, then sends the course and shows the server's field errors", async () => {
    const api = mockApi({
      'GET staff/catalogue/categories': () => ({ body: { data: page([category], 1, 100, 1) } }),
      'GET staff/catalogue/universities': () => ({ body: { data: page([university], 1, 50, 1) } }),
      // The picker reads the chosen university, to name it while another search shows.
      'GET staff/catalogue/universities/12': () => ({ body: { data: { ...university, dorm: false } } }),
      'POST staff/catalogue/courses': () => ({
        status: 409,
        body: {
          message: 'This university already has a course with this name',
          errors: { courseName: 'This university already has a course with this name' },
        },
      }),
    });
    renderPage(<CourseFormRoute />, {
      path: '/admin/catalogue/courses/new',
      route: '/admin/catalogue/courses/:id',
      user: TEST_ADMIN,
    });
    await fillCourse();
    await userEvent.type(screen.getByLabelText('Application deadline'), '2031-09-15');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Application deadline must be before the intake start'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Application deadline'));
    await userEvent.type(screen.getByLabelText('Application deadline'), '2031-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Course name')).toHaveAccessibleDescription(
        'This university already has a course with this name',
      ),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      courseName: 'MSc Robotics',
      universityId: 12,
      courseCategoryId: 3,
      courseType: 'Postgraduate',
      duration: '2 years',
      fee: 32000.5,
      currencyCode: 'CAD',
      intake: 'September',
      intakeStart: '2031-09-01',
      applicationDeadline: '2031-05-31',
      modeOfStudy: 'Full-time',
      eligibility: null,
      entryRequirements: null,
      description: null,
      isFeatured: false,
      featuredReason: null,
      image: null,
      // No source given: the server credits it to staff on the day (docs/catalogue.md#provenance).
      sourceUrl: null,
      sourceName: null,
      sourceKind: 'university_page',
      checkedToday: false,
    });

    // An address is credited only when the admin checked it today.
    await userEvent.type(screen.getByLabelText('Source address'), 'https://www.example.edu/robotics');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Tick "I checked this today against the source" to credit it'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await userEvent.click(screen.getByLabelText('I checked this today against the source'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'POST')[1]!.body).toMatchObject({
      sourceUrl: 'https://www.example.edu/robotics',
      checkedToday: true,
    });
  });

  it('checks entry requirements on their tests’ scales and sends them as structured requirements', async () => {
    const api = mockApi({
      'GET staff/catalogue/categories': () => ({ body: { data: page([category], 1, 100, 1) } }),
      'GET staff/catalogue/universities': () => ({ body: { data: page([university], 1, 50, 1) } }),
      'GET staff/catalogue/universities/12': () => ({ body: { data: { ...university, dorm: false } } }),
      'POST staff/catalogue/courses': () => ({ status: 409, body: { message: 'Stop here', errors: {} } }),
    });
    renderPage(<CourseFormRoute />, {
      path: '/admin/catalogue/courses/new',
      route: '/admin/catalogue/courses/:id',
      user: TEST_ADMIN,
    });
    await fillCourse();
    await userEvent.type(screen.getByLabelText('Application deadline'), '2031-05-31');
    const ielts = within(screen.getByRole('group', { name: 'IELTS minimums' }));
    await userEvent.type(ielts.getByLabelText('Overall'), '9.5');
    await userEvent.type(ielts.getByLabelText('Writing'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(ielts.getByLabelText('Overall')).toHaveAccessibleDescription(
        'IELTS overall minimum must be from 0 to 9 in steps of 0.5',
      ),
    );
    expect(screen.getByLabelText('Source of the requirements (URL)')).toHaveAccessibleDescription(
      'Say where the requirements come from (the course page’s address)',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(ielts.getByLabelText('Overall'));
    await userEvent.type(ielts.getByLabelText('Overall'), '7');
    await userEvent.type(
      screen.getByLabelText('Source of the requirements (URL)'),
      'https://example.edu/msc',
    );
    await userEvent.type(screen.getByLabelText('Checked on'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')?.body as { entryRequirements: unknown };
    expect(sent.entryRequirements).toMatchObject({
      english: { tests: [{ test: 'ielts', overall: 7, bands: { writing: 7 } }], waiver: null },
      source: { sample: false, url: 'https://example.edu/msc', checkedOn: '2026-11-01' },
    });
  });
});
