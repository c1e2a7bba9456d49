import {
  type AdmissionApplication,
  APPLICATION_MESSAGES,
  type MilestoneStatusItem,
  type NotificationItem,
  type Page,
  type StaffApplication,
  type StaffApplicationDetail,
  type StaffApplicationPage,
} from '@edupath/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, applicationStatusHistory, universities } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { assignStudent, studentOf } from '../../test/console-factories';
import { createUser, login, signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { autoMilestoneId, startStaffTestApp } from '../../test/milestones-app';
import { createFullProfile } from '../../test/profile-factories';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
/** An advisor with students of their own, none of them the ones the tests act on. */
let otherAdvisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let offerReceivedId: number;

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
  otherAdvisor = await signedIn(t.database.db, api, 'advisor');
  offerReceivedId = await autoMilestoneId(t.database.db, 'offer_received');
});
afterAll(() => t.close());

/** A student of `advisor`'s. */
const student = () => studentOf(t.database.db, api, advisor.user.userId);

async function applied(token: string, courseId: number) {
  const answer = await api.post<AdmissionApplication>('admission', { token, body: { courseId } });
  expect(answer.status).toBe(200);
  return answer.body.data.admissionApplicationId;
}

const notificationsOf = async (token: string) =>
  (await api.get<NotificationItem[]>('notification/notifications', { token })).body.data;

const changeStatus = (id: number, body: unknown, token = advisor.token) =>
  api.patch<StaffApplicationDetail>(`staff/applications/${id}/status`, { token, body });

describe('PATCH /staff/applications/{id}/status', () => {
  it('accepts: status, history row, a notification from the advisor and the Offer Received milestone', async () => {
    const course = await createCourse(t.database.db);
    const [a, b] = [await student(), await student()];
    const id = await applied(a.token, course.courseId);
    const before = await notificationsOf(a.token);

    expect((await changeStatus(id, { status: 'Under Review' })).status).toBe(200);
    const answer = await changeStatus(id, { status: 'Accepted', remark: '  Congratulations!  ' });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(APPLICATION_MESSAGES.statusUpdated);
    expect(answer.body.data).toMatchObject({ status: 'Accepted', remark: 'Congratulations!' });
    expect(answer.body.data.history.map((h) => [h.fromStatus, h.toStatus, h.changedBy?.userId])).toEqual([
      [null, 'Pending', a.user.userId],
      ['Pending', 'Under Review', advisor.user.userId],
      ['Under Review', 'Accepted', advisor.user.userId],
    ]);

    const seen = await api.get<AdmissionApplication>(`admission/${id}`, { token: a.token });
    expect(seen.body.data.status).toBe('Accepted');
    expect(Date.parse(seen.body.data.updatedAt)).toBeGreaterThan(Date.parse(seen.body.data.createdAt));

    const after = await notificationsOf(a.token);
    expect(after).toHaveLength(before.length + 3);
    expect(after.map((n) => n.message)).toContain(
      `Your application for ${course.courseName} at ${course.universityName} is under review.`,
    );
    expect(after.map((n) => n.message)).toContain(
      `Your application for ${course.courseName} at ${course.universityName} has been accepted. Note: Congratulations!`,
    );
    const decision = after.find((n) => n.type === 'application.status' && n.message.includes('accepted'))!;
    expect(decision.Sender?.name).toBe(advisor.user.name);
    expect(decision.link).toBe(`/applications/${id}`);
    expect(after.map((n) => n.message)).toContain('Milestone completed: Offer Received.');
    const statuses = await api.get<MilestoneStatusItem[]>(`milestone-status/user/${a.user.userId}`, {
      token: a.token,
    });
    expect(statuses.body.data).toContainEqual(
      expect.objectContaining({ milestoneId: offerReceivedId, status: 'Complete' }),
    );
    expect(await notificationsOf(b.token)).toEqual([]);
  });

  it('rejects without a remark, and an admin may reopen it for review and send it back to Pending', async () => {
    const course = await createCourse(t.database.db);
    const a = await student();
    const id = await applied(a.token, course.courseId);

    expect((await changeStatus(id, { status: 'Rejected' })).body.data.remark).toBeNull();
    const back = await changeStatus(id, { status: 'Under Review' }, admin.token);
    expect(back.status).toBe(200);
    expect(back.body.data.history.at(-1)?.changedBy?.userId).toBe(admin.user.userId);
    expect((await changeStatus(id, { status: 'Pending' }, admin.token)).status).toBe(200);

    const messages = (await notificationsOf(a.token)).map((n) => n.message);
    expect(messages).toContain(
      `Your application for ${course.courseName} at ${course.universityName} has been rejected.`,
    );
    expect(messages).toContain(
      `Your application for ${course.courseName} at ${course.universityName} is under review.`,
    );
    expect(messages).toContain(
      `Your application for ${course.courseName} at ${course.universityName} is pending again.`,
    );
    expect(messages).not.toContain('Milestone completed: Offer Received.');
    const history = await t.database.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.admissionApplicationId, id));
    expect(history.map((h) => h.toStatus)).toEqual(['Pending', 'Rejected', 'Under Review', 'Pending']);
    const [row] = await t.database.db
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.admissionApplicationId, id));
    expect(row!.status).toBe('Pending');
  });

  it.each([
    ['Pending', 'Accepted', 'Under Review or Rejected'],
    ['Accepted', 'Rejected', 'Under Review'],
    ['Accepted', 'Pending', 'Under Review'],
    ['Rejected', 'Accepted', 'Under Review'],
    ['Rejected', 'Pending', 'Under Review'],
  ] as const)(
    'answers 409 for %s -> %s, naming what may follow, and writes nothing',
    async (from, to, next) => {
      const course = await createCourse(t.database.db);
      const a = await student();
      const id = await applied(a.token, course.courseId);
      const path = { Pending: [], Accepted: ['Under Review', 'Accepted'], Rejected: ['Rejected'] }[from];
      for (const status of path) expect((await changeStatus(id, { status })).status).toBe(200);
      const before = await notificationsOf(a.token);

      const answer = await changeStatus(id, { status: to });

      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        `An application that is ${from} cannot move to ${to}: it can move to ${next}`,
      );
      expect(answer.body.errors?.status).toBe(answer.body.message);
      expect(await notificationsOf(a.token)).toEqual(before);
      const [row] = await t.database.db
        .select()
        .from(admissionApplications)
        .where(eq(admissionApplications.admissionApplicationId, id));
      expect(row!.status).toBe(from);
      const history = await t.database.db
        .select()
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.admissionApplicationId, id));
      expect(history).toHaveLength(1 + path.length);
    },
  );

  it('answers 409 when the status would not change, and writes nothing', async () => {
    const course = await createCourse(t.database.db);
    const a = await student();
    const id = await applied(a.token, course.courseId);
    const before = await notificationsOf(a.token);

    const answer = await changeStatus(id, { status: 'Pending' });

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The application is already Pending');
    expect(answer.body.errors?.status).toBe(
      'The application is already Pending; it can move to Under Review or Rejected',
    );
    expect(await notificationsOf(a.token)).toEqual(before);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.admissionApplicationId, id));
    expect(count!.n).toBe(1);
  });

  it('refuses students (the owner and another) with 403 and leaves the application alone', async () => {
    const course = await createCourse(t.database.db);
    const [a, b] = [await student(), await student()];
    const id = await applied(a.token, course.courseId);
    for (const token of [a.token, b.token]) {
      expect((await changeStatus(id, { status: 'Accepted' }, token)).status).toBe(403);
    }
    expect(
      (await api.patch(`staff/applications/${id}/status`, { body: { status: 'Accepted' } })).status,
    ).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.admissionApplicationId, id));
    expect(row!.status).toBe('Pending');
  });

  it.each([
    [{}, 'status', APPLICATION_MESSAGES.statusInvalid],
    [{ status: 'Approved' }, 'status', APPLICATION_MESSAGES.statusInvalid],
    [{ status: 'accepted' }, 'status', APPLICATION_MESSAGES.statusInvalid],
    [{ status: 'Accepted', remark: 'x'.repeat(1001) }, 'remark', 'Must be at most 1000 characters'],
    [{ status: 'Accepted', remark: 42 }, 'remark', 'Must be text'],
  ])('answers 400 for %j', async (body, field, message) => {
    const course = await createCourse(t.database.db);
    const a = await student();
    const id = await applied(a.token, course.courseId);
    const answer = await changeStatus(id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it('answers 404 for an application that does not exist', async () => {
    const answer = await changeStatus(2_000_000, { status: 'Accepted' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Application not found');
  });

  it('answers 404 to another advisor, as if the application did not exist, and changes nothing', async () => {
    const course = await createCourse(t.database.db);
    const a = await student();
    const id = await applied(a.token, course.courseId);

    const answer = await changeStatus(id, { status: 'Under Review' }, otherAdvisor.token);

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Application not found');
    const [row] = await t.database.db
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.admissionApplicationId, id));
    expect(row!.status).toBe('Pending');
    // Once the student is reassigned to them, it is theirs to decide.
    await assignStudent(t.database.db, a.user.userId, otherAdvisor.user.userId);
    expect((await changeStatus(id, { status: 'Under Review' }, otherAdvisor.token)).status).toBe(200);
    expect((await changeStatus(id, { status: 'Accepted' })).status).toBe(404);
  });
});

describe('GET /staff/applications', () => {
  it('filters by status, student, university and date, and pages', async () => {
    const course = await createCourse(t.database.db);
    const sibling = await createCourse(t.database.db, { universityId: course.universityId });
    const elsewhere = await createCourse(t.database.db);
    const marker = `zz-${Date.now().toString(36)}`;
    const a = await createUser(t.database.db, { email: `${marker}-asha@example.test`, name: 'Asha Filter' });
    await assignStudent(t.database.db, a.userId, advisor.user.userId);
    const aToken = await login(api, a);
    const b = await student();
    const first = await applied(aToken, course.courseId);
    const second = await applied(aToken, sibling.courseId);
    const third = await applied(b.token, elsewhere.courseId);
    await changeStatus(second, { status: 'Under Review' });
    await changeStatus(second, { status: 'Accepted' });

    const list = (query: string) =>
      api.get<Page<StaffApplication>>(`staff/applications?${query}`, { token: advisor.token });

    const byEmail = await list(`student=${marker}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.items.map((x) => x.admissionApplicationId)).toEqual([second, first]);
    expect(byEmail.body.data.items[0]!.student).toEqual({ userId: a.userId, name: a.name, email: a.email });
    expect(byEmail.body.data.items[0]!.country).toEqual({
      countryId: course.countryId,
      countryName: expect.stringMatching(/^Testland /),
    });
    expect(byEmail.body.data.items[0]!.advisor).toEqual({
      userId: advisor.user.userId,
      name: advisor.user.name,
      profileImage: null,
    });
    expect(byEmail.body.data.total).toBe(2);

    const byId = await list(`student=${b.user.userId}`);
    expect(byId.body.data.items.map((x) => x.admissionApplicationId)).toEqual([third]);

    const accepted = await list(`student=${marker}&status=Accepted`);
    expect(accepted.body.data.items.map((x) => x.admissionApplicationId)).toEqual([second]);

    const byUniversity = await list(`universityId=${course.universityId}`);
    expect(byUniversity.body.data.items.map((x) => x.admissionApplicationId)).toEqual([second, first]);

    const today = new Date().toISOString().slice(0, 10);
    const paged = await list(`student=${marker}&from=${today}&to=${today}&pageSize=1&page=2`);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1, totalPages: 2 });
    expect(paged.body.data.items.map((x) => x.admissionApplicationId)).toEqual([first]);

    const past = await list(`student=${marker}&to=2020-01-01`);
    expect(past.body.data.total).toBe(0);

    const wildcard = await list('student=%25');
    expect(wildcard.body.data.total).toBe(0);
  });

  it("searches students' names, emails and course names; filters by country and advisor; sorts", async () => {
    const marker = `qq${Date.now().toString(36)}`;
    const course = await createCourse(t.database.db, { courseName: `MSc ${marker} Robotics` });
    const abroad = await createCourse(t.database.db);
    // A second university in the first course's country.
    const [uni] = await t.database.db
      .insert(universities)
      .values({ countryId: course.countryId, universityName: `Second ${marker}` })
      .returning();
    const sibling = await createCourse(t.database.db, { universityId: uni!.universityId });

    const zed = await createUser(t.database.db, { name: `Zed ${marker}` });
    const amy = await createUser(t.database.db, { name: 'Amy Sorter', email: `${marker}-amy@example.test` });
    const theirs = await createUser(t.database.db, { name: `Other ${marker}` });
    await assignStudent(t.database.db, zed.userId, advisor.user.userId);
    await assignStudent(t.database.db, amy.userId, advisor.user.userId);
    await assignStudent(t.database.db, theirs.userId, otherAdvisor.user.userId);
    const [zedToken, amyToken, theirToken] = await Promise.all([zed, amy, theirs].map((u) => login(api, u)));
    const zedFirst = await applied(zedToken!, course.courseId);
    const amyCourse = await applied(amyToken!, sibling.courseId);
    const amyOther = await applied(amyToken!, abroad.courseId);
    const theirApp = await applied(theirToken!, course.courseId);
    await changeStatus(zedFirst, { status: 'Under Review' });

    const list = (query: string, token = advisor.token) =>
      api.get<StaffApplicationPage>(`staff/applications?${query}`, { token });
    const ids = async (query: string, token?: string) => {
      const answer = await list(query, token);
      expect(answer.status).toBe(200);
      return answer.body.data.items.map((x) => x.admissionApplicationId);
    };

    // q: the student's name or email, or the course's name; an advisor sees only their students.
    expect(await ids(`q=${marker}`)).toEqual([amyOther, amyCourse, zedFirst]);
    expect(await ids(`q=${marker}`, admin.token)).toEqual([theirApp, amyOther, amyCourse, zedFirst]);
    expect(await ids(`q=${marker}%20robotics`, admin.token)).toEqual([theirApp, zedFirst]);
    expect(await ids(`q=${marker}&countryId=${course.countryId}`)).toEqual([amyCourse, zedFirst]);
    expect(await ids(`q=${marker}&advisorId=${otherAdvisor.user.userId}`, admin.token)).toEqual([theirApp]);
    expect(await ids(`q=${marker}&advisorId=${advisor.user.userId}`)).toEqual([
      amyOther,
      amyCourse,
      zedFirst,
    ]);
    expect((await list(`advisorId=${otherAdvisor.user.userId}`)).status).toBe(403);

    // Sorts: by student name (A to Z, then newest), by status (workflow order), by last change.
    expect(await ids(`q=${marker}&sort=student`)).toEqual([amyOther, amyCourse, zedFirst]);
    expect(await ids(`q=${marker}&sort=student&order=desc`)).toEqual([zedFirst, amyOther, amyCourse]);
    expect(await ids(`q=${marker}&sort=status`)).toEqual([amyOther, amyCourse, zedFirst]);
    expect(await ids(`q=${marker}&sort=status&order=desc`)).toEqual([zedFirst, amyOther, amyCourse]);
    expect(await ids(`q=${marker}&sort=lastChange`)).toEqual([zedFirst, amyOther, amyCourse]);
    expect(await ids(`q=${marker}&sort=submitted&order=asc`)).toEqual([zedFirst, amyCourse, amyOther]);
    expect(await ids(`q=${marker}&status=Under%20Review`)).toEqual([zedFirst]);
  });

  it.each([
    ['sort=newest', 'sort'],
    ['order=up', 'order'],
    ['countryId=-1', 'countryId'],
    ['advisorId=x', 'advisorId'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['status=Maybe', 'status'],
    ['from=yesterday', 'from'],
    ['from=2024-02-10&to=2024-02-01', 'to'],
    ['pageSize=1000', 'pageSize'],
    ['universityId=abc', 'universityId'],
  ])('answers 400 for %s', async (query, field) => {
    const answer = await api.get(`staff/applications?${query}`, { token: advisor.token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBeTruthy();
  });

  it('is for staff only', async () => {
    const a = await student();
    expect((await api.get('staff/applications', { token: a.token })).status).toBe(403);
    expect((await api.get('staff/applications')).status).toBe(401);
    expect((await api.get('staff/applications', { token: admin.token })).status).toBe(200);
  });
});

describe('GET /staff/applications/{id}', () => {
  it('shows the application with its student and history to staff only', async () => {
    const course = await createCourse(t.database.db);
    const [a, b] = [await student(), await student()];
    const id = await applied(a.token, course.courseId);

    const answer = await api.get<StaffApplicationDetail>(`staff/applications/${id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      admissionApplicationId: id,
      status: 'Pending',
      student: { userId: a.user.userId },
      history: [{ fromStatus: null, toStatus: 'Pending' }],
      profile: { basicInfo: null, schools: [], colleges: [], workExperiences: [], testScores: [] },
    });
    for (const token of [a.token, b.token]) {
      expect((await api.get(`staff/applications/${id}`, { token })).status).toBe(403);
    }
    expect((await api.get(`staff/applications/${id}`)).status).toBe(401);
    expect((await api.get(`staff/applications/${id}`, { token: advisor.token })).status).toBe(200);
    const elsewhere = await api.get(`staff/applications/${id}`, { token: otherAdvisor.token });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Application not found');
    expect((await api.get('staff/applications/2000000', { token: advisor.token })).status).toBe(404);
    expect((await api.get('staff/applications/abc', { token: advisor.token })).status).toBe(400);
  });

  it("includes the student's whole profile, photo and every section", async () => {
    const course = await createCourse(t.database.db);
    const a = await student();
    const id = await applied(a.token, course.courseId);
    const full = await createFullProfile(t.database.db, a.user.userId);

    const answer = await api.get<StaffApplicationDetail>(`staff/applications/${id}`, {
      token: advisor.token,
    });

    expect(answer.status).toBe(200);
    const { profile } = answer.body.data;
    expect(profile.basicInfo).toMatchObject({
      profileId: full.profile.profileId,
      fullname: full.profile.fullname,
      profileImage: full.profile.profileImage,
    });
    expect(profile.schools.map((x) => x.schoolId)).toEqual([full.school.schoolId]);
    expect(profile.colleges.map((x) => x.collegeId)).toEqual([full.college.collegeId]);
    expect(profile.workExperiences.map((x) => x.workExperienceId)).toEqual([
      full.workExperience.workExperienceId,
    ]);
    expect(profile.testScores.map((x) => x.testScoreId)).toEqual([full.testScore.testScoreId]);
  });
});
