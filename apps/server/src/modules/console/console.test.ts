import {
  type AdmissionApplication,
  CONSOLE_MESSAGES,
  type NotificationItem,
  type NotificationsSent,
  type OwnOutcome,
  type StaffAdvisor,
  type StaffCounters,
  type StaffDashboard,
  type StaffStudentDetail,
  type StaffStudentPage,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admissionApplications,
  chats,
  communityMembers,
  courseOutcomes,
  notifications,
  users,
} from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { collect, emitAck, send, socketPool } from '../../test/chat-factories';
import { addMember, createCommunity } from '../../test/communities-factories';
import { assignStudent, studentOf } from '../../test/console-factories';
import { createUser, signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { createFullProfile } from '../../test/profile-factories';

type Signed = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Signed;
let otherAdvisor: Signed;
let admin: Signed;
const sockets = socketPool();

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
  otherAdvisor = await signedIn(t.database.db, api, 'advisor');
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const db = () => t.database.db;
const apply = async (token: string, courseId: number) => {
  const answer = await api.post<AdmissionApplication>('admission', { token, body: { courseId } });
  expect(answer.status).toBe(200);
  return answer.body.data.admissionApplicationId;
};
const setApplicationStatus = (id: number, status: string, token = advisor.token) =>
  api.patch(`staff/applications/${id}/status`, { token, body: { status } });
const notificationsOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('who may call what: visitor 401, student 403, another advisor 404 (or 403), their advisor and admins', () => {
  it('every console endpoint', async () => {
    const owner = await studentOf(db(), api, advisor.user.userId);
    const stranger = await signedIn(db(), api, 'student');
    const course = await createCourse(db());
    const applicationId = await apply(owner.token, course.courseId);
    const community = await createCommunity(db());
    const [milestone] = await db().query.milestones.findMany({ limit: 1 });
    const uid = owner.user.userId;
    // Outcomes and chances (docs/fit-and-chances.md): the owner's self-reported outcome elsewhere.
    const elsewhere = await createCourse(db());
    const noProfile = {
      testType: null,
      testScore: null,
      gradeScale: null,
      grade: null,
      degreeFamily: null,
      workMonths: 0,
      intake: null,
    };
    const reportBody = {
      courseId: elsewhere.courseId,
      result: 'waitlisted',
      consent: true,
      snapshot: noProfile,
    };
    const reported = await api.post<OwnOutcome>('outcomes', { token: owner.token, body: reportBody });
    const outcomeId = reported.body.data.outcomeId;

    type Role = 'visitor' | 'student' | 'outsider' | 'advisor' | 'admin';
    const tokens: Record<Role, string | undefined> = {
      visitor: undefined,
      student: stranger.token,
      outsider: otherAdvisor.token,
      advisor: advisor.token,
      admin: admin.token,
    };
    // Expected statuses per role, in the order the calls are made (so state changes line up).
    const matrix: Array<[string, (role: Role) => Promise<number>, Record<Role, number>]> = [
      [
        'GET /staff/students',
        async (r) => (await api.get('staff/students', { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 200, advisor: 200, admin: 200 },
      ],
      [
        'GET /staff/students/{userId}',
        async (r) => (await api.get(`staff/students/${uid}`, { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'PATCH /staff/students/{userId}/advisor',
        async (r) =>
          (
            await api.patch(`staff/students/${uid}/advisor`, {
              token: tokens[r],
              body: { advisorId: advisor.user.userId },
            })
          ).status,
        { visitor: 401, student: 403, outsider: 403, advisor: 403, admin: 200 },
      ],
      [
        'GET /staff/advisors',
        async (r) => (await api.get('staff/advisors', { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 403, advisor: 403, admin: 200 },
      ],
      [
        'GET /staff/dashboard',
        async (r) => (await api.get('staff/dashboard', { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 200, advisor: 200, admin: 200 },
      ],
      [
        'GET /staff/counters',
        async (r) => (await api.get('staff/counters', { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 200, advisor: 200, admin: 200 },
      ],
      [
        'POST /staff/notifications (a student)',
        async (r) =>
          (
            await api.post('staff/notifications', {
              token: tokens[r],
              body: { audience: { kind: 'student', userId: uid }, message: `From ${r}` },
            })
          ).status,
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'POST /staff/notifications (a community)',
        async (r) =>
          (
            await api.post('staff/notifications', {
              token: tokens[r],
              body: { audience: { kind: 'community', communityId: community.communityId }, message: 'Hi' },
            })
          ).status,
        { visitor: 401, student: 403, outsider: 403, advisor: 403, admin: 200 },
      ],
      [
        'GET /staff/applications',
        async (r) => (await api.get('staff/applications', { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 200, advisor: 200, admin: 200 },
      ],
      [
        'GET /staff/applications/{id}',
        async (r) => (await api.get(`staff/applications/${applicationId}`, { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'PATCH /staff/applications/{id}/status',
        async (r) =>
          (
            await api.patch(`staff/applications/${applicationId}/status`, {
              token: tokens[r],
              // Their advisor takes it up for review; an admin sends it back.
              body: { status: r === 'admin' ? 'Pending' : 'Under Review' },
            })
          ).status,
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'GET /milestone-status/user/{userId}',
        async (r) => (await api.get(`milestone-status/user/${uid}`, { token: tokens[r] })).status,
        // Another student's timeline does not exist for a student (docs/applications-and-timeline.md).
        { visitor: 401, student: 404, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'PUT /milestone-status/user/{userId}',
        async (r) =>
          (
            await api.put(`milestone-status/user/${uid}`, {
              token: tokens[r],
              body: { milestoneId: milestone!.milestoneId, status: r === 'admin' ? 'Complete' : 'Active' },
            })
          ).status,
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'GET /chat/staff/chats',
        async (r) => (await api.get('chat/staff/chats', { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 200, advisor: 200, admin: 200 },
      ],
      [
        'GET /chat/messages',
        async (r) => (await api.get(`chat/messages?chatId=${owner.chatId}`, { token: tokens[r] })).status,
        // Not their chat: it does not exist for them.
        { visitor: 401, student: 404, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'GET /courses/{courseId}/chances',
        async (r) => (await api.get(`courses/${course.courseId}/chances`, { token: tokens[r] })).status,
        // The student's own chances: staff see them on the student page instead.
        { visitor: 401, student: 200, outsider: 403, advisor: 403, admin: 403 },
      ],
      [
        'GET /outcomes',
        async (r) => (await api.get('outcomes', { token: tokens[r] })).status,
        { visitor: 401, student: 200, outsider: 403, advisor: 403, admin: 403 },
      ],
      [
        'POST /outcomes',
        async (r) => (await api.post('outcomes', { token: tokens[r], body: reportBody })).status,
        { visitor: 401, student: 201, outsider: 403, advisor: 403, admin: 403 },
      ],
      [
        'DELETE /outcomes/{outcomeId} (the owner’s)',
        async (r) => (await api.delete(`outcomes/${outcomeId}`, { token: tokens[r] })).status,
        { visitor: 401, student: 404, outsider: 403, advisor: 403, admin: 403 },
      ],
      [
        'GET /staff/students/{userId}/chances',
        async (r) => (await api.get(`staff/students/${uid}/chances`, { token: tokens[r] })).status,
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'GET /staff/students/{userId}/eligibility-facts',
        async (r) => (await api.get(`staff/students/${uid}/eligibility-facts`, { token: tokens[r] })).status,
        // The same rule as her chances: what she sees of her eligibility, for her advisor.
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 200 },
      ],
      [
        'POST /staff/outcomes/{outcomeId}/verify',
        async (r) => (await api.post(`staff/outcomes/${outcomeId}/verify`, { token: tokens[r] })).status,
        // Their advisor verifies it; the admin, after, finds it done.
        { visitor: 401, student: 403, outsider: 404, advisor: 200, admin: 409 },
      ],
    ];

    const seen: Record<string, Record<Role, number>> = {};
    const wanted: Record<string, Record<Role, number>> = {};
    for (const [label, call, expected] of matrix) {
      seen[label] = {} as Record<Role, number>;
      for (const role of ['visitor', 'student', 'outsider', 'advisor', 'admin'] as const) {
        seen[label][role] = await call(role);
      }
      wanted[label] = expected;
    }
    expect(seen).toEqual(wanted);

    // Only the allowed calls changed anything.
    const [application] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.admissionApplicationId, applicationId));
    expect(application!.status).toBe('Pending');
    const [chat] = await db().select().from(chats).where(eq(chats.studentId, uid));
    expect(chat!.advisorId).toBe(advisor.user.userId);
    const broadcasts = (await notificationsOf(uid)).filter((n) => n.type === 'broadcast');
    expect(broadcasts.map((n) => n.message).sort()).toEqual(['From admin', 'From advisor']);
    const statuses = await db().query.milestoneStatuses.findMany({
      where: (m, { and, eq }) => and(eq(m.userId, uid), eq(m.milestoneId, milestone!.milestoneId)),
    });
    expect(statuses.map((s) => [s.status, s.updatedBy])).toEqual([['Complete', admin.user.userId]]);
    const [outcome] = await db().select().from(courseOutcomes).where(eq(courseOutcomes.outcomeId, outcomeId));
    expect([outcome!.userId, outcome!.verified, outcome!.verifiedBy]).toEqual([
      uid,
      true,
      advisor.user.userId,
    ]);
  });

  it('bad ids: 404 for a user who does not exist or is no student, 400 for one that is no number', async () => {
    for (const path of [
      'staff/students/2000000',
      `staff/students/${advisor.user.userId}`,
      `staff/students/${admin.user.userId}`,
    ]) {
      const answer = await api.get(path, { token: admin.token });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Student not found');
    }
    const bad = await api.get('staff/students/abc', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.userId).toBe('userId must be a number');
  });
});

describe('GET /staff/students', () => {
  it("lists an advisor's own students with their advisor, applications, chat and unread messages", async () => {
    const mine = await studentOf(db(), api, advisor.user.userId);
    const theirs = await studentOf(db(), api, otherAdvisor.user.userId);
    const course = await createCourse(db());
    await apply(mine.token, course.courseId);
    const socket = await sockets.connect(t.url, { token: mine.token });
    await send(socket, { chatId: mine.chatId, message: 'Hello' });
    await send(socket, { chatId: mine.chatId, message: 'Anyone?' });

    const page = await api.get<StaffStudentPage>('staff/students?pageSize=100', { token: advisor.token });

    expect(page.status).toBe(200);
    const ids = page.body.data.items.map((s) => s.userId);
    expect(ids).toContain(mine.user.userId);
    expect(ids).not.toContain(theirs.user.userId);
    expect(page.body.data.items.every((s) => s.advisor?.userId === advisor.user.userId)).toBe(true);
    expect(page.body.data.items.find((s) => s.userId === mine.user.userId)).toEqual({
      userId: mine.user.userId,
      name: mine.user.name,
      email: mine.user.email,
      profileImage: null,
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
      advisor: { userId: advisor.user.userId, name: advisor.user.name, profileImage: null },
      applicationCount: 1,
      chatId: mine.chatId,
      unreadForAdvisor: 2,
    });
    // Signing in counts as activity.
    const row = page.body.data.items.find((s) => s.userId === mine.user.userId)!;
    expect(Date.parse(row.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);

    const all = await api.get<StaffStudentPage>('staff/students?pageSize=100', { token: admin.token });
    expect(all.body.data.items.map((s) => s.userId)).toEqual(
      expect.arrayContaining([mine.user.userId, theirs.user.userId]),
    );
    const theirsOnly = await api.get<StaffStudentPage>(
      `staff/students?advisorId=${otherAdvisor.user.userId}&pageSize=100`,
      { token: admin.token },
    );
    expect(theirsOnly.body.data.items.map((s) => s.advisor?.userId)).toEqual(
      theirsOnly.body.data.items.map(() => otherAdvisor.user.userId),
    );
    expect(theirsOnly.body.data.items.map((s) => s.userId)).toContain(theirs.user.userId);
    const asking = await api.get(`staff/students?advisorId=${otherAdvisor.user.userId}`, {
      token: advisor.token,
    });
    expect(asking.status).toBe(403);
  });

  it('searches name and email, finds the inactive, sorts and pages', async () => {
    const marker = `st${Date.now().toString(36)}`;
    const make = async (name: string, lastActiveDaysAgo: number, createdDaysAgo: number) => {
      const user = await createUser(db(), { name: `${name} ${marker}` });
      await assignStudent(db(), user.userId, advisor.user.userId);
      await db()
        .update(users)
        .set({ lastActiveAt: daysAgo(lastActiveDaysAgo), createdAt: daysAgo(createdDaysAgo) })
        .where(eq(users.userId, user.userId));
      return user;
    };
    const bea = await make('Bea', 20, 30);
    const abe = await make('Abe', 1, 20);
    const cal = await make('Cal', 15, 15);
    const byEmail = await createUser(db(), { name: 'Dee', email: `dee-${marker}@example.test` });
    await assignStudent(db(), byEmail.userId, advisor.user.userId);

    const list = async (query: string, token = advisor.token) => {
      const answer = await api.get<StaffStudentPage>(`staff/students?${query}`, { token });
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const names = async (query: string) => (await list(query)).items.map((s) => s.name.split(' ')[0]);

    expect(await names(`q=${marker}`)).toEqual(['Dee', 'Cal', 'Abe', 'Bea']);
    expect(await names(`q=${marker.toUpperCase()}&sort=name`)).toEqual(['Abe', 'Bea', 'Cal', 'Dee']);
    expect(await names(`q=${marker}&sort=name&order=desc`)).toEqual(['Dee', 'Cal', 'Bea', 'Abe']);
    expect(await names(`q=${marker}&sort=lastActive`)).toEqual(['Dee', 'Abe', 'Cal', 'Bea']);
    expect(await names(`q=${marker}&sort=newest&order=asc`)).toEqual(['Bea', 'Abe', 'Cal', 'Dee']);
    expect(await names(`q=${marker}&inactive=true`)).toEqual(['Cal', 'Bea']);
    expect(await names(`q=${marker}&inactive=false`)).toEqual(['Dee', 'Abe']);
    expect(await names(`q=dee-${marker}@`)).toEqual(['Dee']);
    expect(await names('q=%25')).toEqual([]);

    const second = await list(`q=${marker}&sort=name&pageSize=3&page=2`);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3, totalPages: 2 });
    expect(second.items.map((s) => s.userId)).toEqual([byEmail.userId]);
    expect((await list(`q=${marker}`, otherAdvisor.token)).total).toBe(0);
    expect([bea, abe, cal].every((u) => u.userId > 0)).toBe(true);
  });

  it.each([
    ['sort=oldest', 'sort'],
    ['order=sideways', 'order'],
    ['inactive=maybe', 'inactive'],
    ['advisorId=abc', 'advisorId'],
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 for %s with the field named', async (query, field) => {
    const answer = await api.get(`staff/students?${query}`, { token: admin.token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBeTruthy();
  });
});

describe('GET /staff/students/{userId}', () => {
  it('shows the whole profile, applications, milestones with notes and the chat', async () => {
    const student = await studentOf(db(), api, advisor.user.userId);
    const full = await createFullProfile(db(), student.user.userId);
    const course = await createCourse(db());
    const applicationId = await apply(student.token, course.courseId);
    const milestones = await db().query.milestones.findMany({ orderBy: (m, { asc }) => asc(m.order) });
    const visa = milestones.find((m) => m.title === 'Visa')!;
    await api.put(`milestone-status/user/${student.user.userId}`, {
      token: advisor.token,
      body: { milestoneId: visa.milestoneId, status: 'Active', remark: 'Book the appointment' },
    });

    const answer = await api.get<StaffStudentDetail>(`staff/students/${student.user.userId}`, {
      token: advisor.token,
    });

    expect(answer.status).toBe(200);
    const detail = answer.body.data;
    expect(detail.student).toMatchObject({
      userId: student.user.userId,
      email: student.user.email,
      chatId: student.chatId,
      applicationCount: 1,
      unreadForAdvisor: 0,
      isActive: true,
      lastMessageAt: null,
      advisor: { userId: advisor.user.userId },
    });
    expect(detail.profile.basicInfo?.profileId).toBe(full.profile.profileId);
    expect(detail.profile.schools.map((s) => s.schoolId)).toEqual([full.school.schoolId]);
    expect(detail.profile.colleges.map((s) => s.collegeId)).toEqual([full.college.collegeId]);
    expect(detail.profile.workExperiences).toHaveLength(1);
    expect(detail.profile.testScores).toHaveLength(1);
    expect(detail.applications.map((a) => [a.admissionApplicationId, a.status])).toEqual([
      [applicationId, 'Pending'],
    ]);
    expect(detail.milestones.map((m) => m.title)).toEqual(milestones.map((m) => m.title));
    expect(detail.milestones.find((m) => m.milestoneId === visa.milestoneId)).toMatchObject({
      status: 'Active',
      note: 'Book the appointment',
      updatedAt: expect.any(String),
    });
    // Applying completed 'Applications Submitted' by itself; the rest are upcoming.
    expect(detail.milestones.find((m) => m.title === 'Applications Submitted')?.status).toBe('Complete');
    expect(detail.milestones.find((m) => m.title === 'Pre-departure')).toMatchObject({
      status: 'Upcoming',
      note: null,
      updatedAt: null,
    });
  });
});

describe('PATCH /staff/students/{userId}/advisor', () => {
  it('moves the student and their chat to another advisor, who is told live; counters follow', async () => {
    const student = await studentOf(db(), api, advisor.user.userId);
    const socket = await sockets.connect(t.url, { token: student.token });
    const message = await send(socket, { chatId: student.chatId, message: 'Still there?' });
    const newAdvisorSocket = await sockets.connect(t.url, { token: otherAdvisor.token });
    const oldAdvisorSocket = await sockets.connect(t.url, { token: advisor.token });
    const told = collect(newAdvisorSocket, 'receiveNotification');
    const newCounters = collect(newAdvisorSocket, 'staffCountersChanged');
    const oldCounters = collect(oldAdvisorSocket, 'staffCountersChanged');
    const before = {
      old: (await api.get<StaffCounters>('staff/counters', { token: advisor.token })).body.data,
      new: (await api.get<StaffCounters>('staff/counters', { token: otherAdvisor.token })).body.data,
    };

    const answer = await api.patch(`staff/students/${student.user.userId}/advisor`, {
      token: admin.token,
      body: { advisorId: otherAdvisor.user.userId },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(CONSOLE_MESSAGES.advisorChanged);
    const [chat] = await db().select().from(chats).where(eq(chats.studentId, student.user.userId));
    expect(chat).toMatchObject({ chatId: student.chatId, advisorId: otherAdvisor.user.userId });
    const note = await told.next((n) => n.type === 'student.assigned');
    expect(note).toMatchObject({
      message: `${student.user.name} is now your student.`,
      link: `/admin/students/${student.user.userId}`,
      Sender: { name: admin.user.name },
    });
    expect((await notificationsOf(otherAdvisor.user.userId)).map((n) => n.notificationId)).toContain(
      note.notificationId,
    );
    // The unread message moved with the chat. The push the message itself caused may reach the
    // old advisor's socket late, after `before` was read, so wait for the figures that follow
    // the move rather than taking whichever push comes first.
    const movedIn = { ...before.new, unreadChats: before.new.unreadChats + 1 };
    const movedOut = { ...before.old, unreadChats: before.old.unreadChats - 1 };
    expect(await newCounters.next((c) => c.unreadChats === movedIn.unreadChats)).toEqual(movedIn);
    expect(await oldCounters.next((c) => c.unreadChats === movedOut.unreadChats)).toEqual(movedOut);

    // The history stays; the old advisor no longer reaches the student, the new one does.
    const history = await api.get<Array<{ messageId: number }>>(`chat/messages?chatId=${student.chatId}`, {
      token: otherAdvisor.token,
    });
    expect(history.body.data.map((m) => m.messageId)).toContain(message.messageId);
    expect((await api.get(`staff/students/${student.user.userId}`, { token: advisor.token })).status).toBe(
      404,
    );
    expect(
      (await api.get(`staff/students/${student.user.userId}`, { token: otherAdvisor.token })).status,
    ).toBe(200);
    expect(await emitAck(oldAdvisorSocket, 'joinChat', student.chatId)).toMatchObject({
      ok: false,
      status: 404,
    });

    // The same advisor again changes nothing and tells no one.
    const count = (await notificationsOf(otherAdvisor.user.userId)).length;
    const again = await api.patch(`staff/students/${student.user.userId}/advisor`, {
      token: admin.token,
      body: { advisorId: otherAdvisor.user.userId },
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(CONSOLE_MESSAGES.advisorUnchanged);
    expect(await notificationsOf(otherAdvisor.user.userId)).toHaveLength(count);
  });

  it('gives a student without a chat their first advisor', async () => {
    const student = await createUser(db(), { role: 'student' });
    const answer = await api.patch(`staff/students/${student.userId}/advisor`, {
      token: admin.token,
      body: { advisorId: advisor.user.userId },
    });
    expect(answer.status).toBe(200);
    const [chat] = await db().select().from(chats).where(eq(chats.studentId, student.userId));
    expect(chat?.advisorId).toBe(advisor.user.userId);
  });

  it('answers 404 for an unknown student or advisor, an inactive advisor or a non-advisor; 400 for bad bodies', async () => {
    const student = await studentOf(db(), api, advisor.user.userId);
    const inactive = await createUser(db(), { role: 'advisor' });
    await db().update(users).set({ isActive: false }).where(eq(users.userId, inactive.userId));
    const move = (userId: number, body: unknown) =>
      api.patch(`staff/students/${userId}/advisor`, { token: admin.token, body });

    for (const [userId, advisorId, message] of [
      [2_000_000, advisor.user.userId, 'Student not found'],
      [advisor.user.userId, otherAdvisor.user.userId, 'Student not found'],
      [student.user.userId, 2_000_000, 'Advisor not found'],
      [student.user.userId, inactive.userId, 'Advisor not found'],
      [student.user.userId, admin.user.userId, 'Advisor not found'],
      [student.user.userId, student.user.userId, 'Advisor not found'],
    ] as const) {
      const answer = await move(userId, { advisorId });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(message);
    }
    for (const [body, error] of [
      [{}, 'advisorId is required'],
      [{ advisorId: '5' }, 'advisorId must be a number'],
      [{ advisorId: 0 }, 'advisorId must be a positive number'],
    ] as const) {
      const answer = await move(student.user.userId, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.advisorId).toBe(error);
    }
    const [chat] = await db().select().from(chats).where(eq(chats.studentId, student.user.userId));
    expect(chat?.advisorId).toBe(advisor.user.userId);
  });
});

describe('GET /staff/advisors', () => {
  it('lists every advisor with their students and unread chats', async () => {
    const fresh = await signedIn(db(), api, 'advisor');
    const a = await studentOf(db(), api, fresh.user.userId);
    await studentOf(db(), api, fresh.user.userId);
    const socket = await sockets.connect(t.url, { token: a.token });
    await send(socket, { chatId: a.chatId, message: 'Hi' });

    const answer = await api.get<StaffAdvisor[]>('staff/advisors', { token: admin.token });

    expect(answer.status).toBe(200);
    expect(answer.body.data.find((x) => x.userId === fresh.user.userId)).toEqual({
      userId: fresh.user.userId,
      name: fresh.user.name,
      email: fresh.user.email,
      profileImage: null,
      isActive: true,
      studentCount: 2,
      unreadChats: 1,
    });
    expect(answer.body.data.every((x) => x.userId !== admin.user.userId)).toBe(true);
  });
});

describe('GET /staff/dashboard and /staff/counters', () => {
  it("counts what waits within the advisor's students; an admin's figures cover everyone", async () => {
    const desk = await signedIn(db(), api, 'advisor');
    const [a, b, c] = [
      await studentOf(db(), api, desk.user.userId),
      await studentOf(db(), api, desk.user.userId),
      await studentOf(db(), api, desk.user.userId),
    ];
    const courses = [await createCourse(db()), await createCourse(db()), await createCourse(db())];
    const ids = [
      await apply(a.token, courses[0]!.courseId),
      await apply(a.token, courses[1]!.courseId),
      await apply(b.token, courses[0]!.courseId),
      await apply(b.token, courses[2]!.courseId),
    ];
    await setApplicationStatus(ids[1]!, 'Under Review', desk.token);
    await setApplicationStatus(ids[2]!, 'Under Review', desk.token);
    await setApplicationStatus(ids[2]!, 'Accepted', desk.token);
    await setApplicationStatus(ids[3]!, 'Rejected', desk.token);
    const socket = await sockets.connect(t.url, { token: b.token });
    await send(socket, { chatId: b.chatId, message: 'Thank you!' });
    await db()
      .update(users)
      .set({ lastActiveAt: daysAgo(15) })
      .where(eq(users.userId, c.user.userId));

    const answer = await api.get<StaffDashboard>('staff/dashboard', { token: desk.token });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      unreadChats: 1,
      applicationsWaiting: 2,
      applicationsByStatus: [
        { status: 'Pending', count: 1 },
        { status: 'Under Review', count: 1 },
        { status: 'Accepted', count: 1 },
        { status: 'Rejected', count: 1 },
        { status: 'Withdrawn', count: 0 },
      ],
      inactiveStudents: { count: 1, items: [{ userId: c.user.userId }] },
    });
    expect(answer.body.data.newestStudents.map((s) => s.userId)).toEqual([
      c.user.userId,
      b.user.userId,
      a.user.userId,
    ]);
    const counters = await api.get<StaffCounters>('staff/counters', { token: desk.token });
    expect(counters.body.data).toEqual({ unreadChats: 1, applicationsWaiting: 2, documentsWaiting: 0 });

    const everyone = await api.get<StaffDashboard>('staff/dashboard', { token: admin.token });
    const total = await db().$count(admissionApplications);
    expect(everyone.body.data.applicationsByStatus.reduce((n, s) => n + s.count, 0)).toBe(total);
    expect(everyone.body.data.applicationsWaiting).toBeGreaterThanOrEqual(2);
    const students = await db().$count(users, eq(users.role, 'student'));
    expect(everyone.body.data.newestStudents).toHaveLength(Math.min(students, 5));
  });

  it('pushes fresh counters to the advisor concerned and to admins, live, and to no other advisor', async () => {
    const desk = await signedIn(db(), api, 'advisor');
    const bystander = await signedIn(db(), api, 'advisor');
    const student = await studentOf(db(), api, desk.user.userId);
    const deskSocket = await sockets.connect(t.url, { token: desk.token });
    const adminSocket = await sockets.connect(t.url, { token: admin.token });
    const bystanderSocket = await sockets.connect(t.url, { token: bystander.token });
    const deskSeen = collect(deskSocket, 'staffCountersChanged');
    const adminSeen = collect(adminSocket, 'staffCountersChanged');
    const bystanderSeen = collect(bystanderSocket, 'staffCountersChanged');
    const course = await createCourse(db());

    // A submitted application waits.
    const id = await apply(student.token, course.courseId);
    expect(await deskSeen.next((c) => c.applicationsWaiting === 1)).toEqual({
      unreadChats: 0,
      applicationsWaiting: 1,
      documentsWaiting: 0,
    });
    const adminFigures = await adminSeen.next();
    expect(adminFigures).toEqual(
      (await api.get<StaffCounters>('staff/counters', { token: admin.token })).body.data,
    );

    // A student's message is unread until the advisor opens the chat.
    const studentSocket = await sockets.connect(t.url, { token: student.token });
    await send(studentSocket, { chatId: student.chatId, message: 'Any news?' });
    expect(await deskSeen.next((c) => c.unreadChats === 1)).toEqual({
      unreadChats: 1,
      applicationsWaiting: 1,
      documentsWaiting: 0,
    });
    expect(await emitAck(deskSocket, 'joinChat', student.chatId)).toMatchObject({ ok: true });
    await deskSeen.next((c) => c.unreadChats === 0);

    // A decision: it no longer waits.
    await setApplicationStatus(id, 'Rejected', desk.token);
    expect(await deskSeen.next((c) => c.applicationsWaiting === 0)).toEqual({
      unreadChats: 0,
      applicationsWaiting: 0,
      documentsWaiting: 0,
    });

    // The advisor's own reply moves no counter, and nothing reached the bystander. Each push
    // counts afresh when it is sent, so a push for an earlier change may still arrive after the
    // last one awaited (it was seen on a loaded CI machine): what matters is that no later push
    // shows a counter moved.
    const pushes = deskSeen.seen.length;
    await send(deskSocket, { chatId: student.chatId, message: 'Sorry, not this time.' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deskSeen.seen.slice(pushes)).toEqual(
      deskSeen.seen
        .slice(pushes)
        .map(() => ({ unreadChats: 0, applicationsWaiting: 0, documentsWaiting: 0 })),
    );
    expect(bystanderSeen.seen).toEqual([]);
    expect(adminSeen.seen.length).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /staff/notifications', () => {
  it('to one student: one row from the advisor, pushed live', async () => {
    const student = await studentOf(db(), api, advisor.user.userId);
    const socket = await sockets.connect(t.url, { token: student.token });
    const live = collect(socket, 'receiveNotification');

    const answer = await api.post<NotificationsSent>('staff/notifications', {
      token: advisor.token,
      body: {
        audience: { kind: 'student', userId: student.user.userId },
        message: '  Your visa slot opens on Monday.  ',
        link: '/timeline',
      },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: CONSOLE_MESSAGES.notificationsSent, data: { sent: 1 } });
    const rows = await notificationsOf(student.user.userId);
    expect(rows.map((r) => [r.type, r.message, r.link, r.senderId])).toEqual([
      ['broadcast', 'Your visa slot opens on Monday.', '/timeline', advisor.user.userId],
    ]);
    expect(await live.next()).toMatchObject({
      notificationId: rows[0]!.notificationId,
      message: 'Your visa slot opens on Monday.',
      Sender: { name: advisor.user.name },
    });
  });

  it("to all of an advisor's students, and to a community's active members (admins)", async () => {
    const desk = await signedIn(db(), api, 'advisor');
    const students = [
      await studentOf(db(), api, desk.user.userId),
      await studentOf(db(), api, desk.user.userId),
    ];
    const elsewhere = await studentOf(db(), api, otherAdvisor.user.userId);
    const own = await api.post<NotificationsSent>('staff/notifications', {
      token: desk.token,
      body: { audience: { kind: 'advisorStudents', advisorId: desk.user.userId }, message: 'Webinar at 6' },
    });
    expect(own.body.data).toEqual({ sent: 2 });
    for (const s of students) {
      expect((await notificationsOf(s.user.userId)).map((n) => n.message)).toEqual(['Webinar at 6']);
    }
    expect(await notificationsOf(elsewhere.user.userId)).toEqual([]);

    const byAdmin = await api.post<NotificationsSent>('staff/notifications', {
      token: admin.token,
      body: { audience: { kind: 'advisorStudents', advisorId: desk.user.userId }, message: 'Reminder' },
    });
    expect(byAdmin.body.data).toEqual({ sent: 2 });

    const community = await createCommunity(db());
    await addMember(db(), community.communityId, students[0]!.user.userId);
    await addMember(db(), community.communityId, elsewhere.user.userId);
    await addMember(db(), community.communityId, students[1]!.user.userId);
    await db()
      .update(communityMembers)
      .set({ isActive: false })
      .where(
        and(
          eq(communityMembers.communityId, community.communityId),
          eq(communityMembers.userId, students[1]!.user.userId),
        ),
      );
    const toCommunity = await api.post<NotificationsSent>('staff/notifications', {
      token: admin.token,
      body: { audience: { kind: 'community', communityId: community.communityId }, message: 'Meetup!' },
    });
    expect(toCommunity.body.data).toEqual({ sent: 2 });
    expect((await notificationsOf(elsewhere.user.userId)).map((n) => n.message)).toEqual(['Meetup!']);
    expect((await notificationsOf(students[1]!.user.userId)).map((n) => n.message)).not.toContain('Meetup!');
  });

  it("refuses an advisor other advisors' students, their audiences and whole communities; nothing is written", async () => {
    const theirs = await studentOf(db(), api, otherAdvisor.user.userId);
    const community = await createCommunity(db());
    await addMember(db(), community.communityId, theirs.user.userId);
    const post = (audience: unknown, token = advisor.token) =>
      api.post('staff/notifications', { token, body: { audience, message: 'Psst' } });

    const student = await post({ kind: 'student', userId: theirs.user.userId });
    expect(student.status).toBe(404);
    expect(student.body.message).toBe('Student not found');
    expect((await post({ kind: 'advisorStudents', advisorId: otherAdvisor.user.userId })).status).toBe(403);
    const whole = await post({ kind: 'community', communityId: community.communityId });
    expect(whole.status).toBe(403);
    expect(whole.body.message).toBe(CONSOLE_MESSAGES.communityForAdmins);
    expect(await notificationsOf(theirs.user.userId)).toEqual([]);

    for (const [audience, message] of [
      [{ kind: 'student', userId: 2_000_000 }, 'Student not found'],
      [{ kind: 'student', userId: otherAdvisor.user.userId }, 'Student not found'],
      [{ kind: 'advisorStudents', advisorId: 2_000_000 }, 'Advisor not found'],
      [{ kind: 'community', communityId: 2_000_000 }, 'Community not found'],
    ] as const) {
      const answer = await post(audience, admin.token);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(message);
    }
  });

  it.each([
    [{ message: 'Hi' }, 'audience'],
    [{ audience: { kind: 'everyone' }, message: 'Hi' }, 'audience.kind'],
    [{ audience: { kind: 'student' }, message: 'Hi' }, 'audience.userId'],
    [{ audience: { kind: 'student', userId: '7' }, message: 'Hi' }, 'audience.userId'],
    [{ audience: { kind: 'student', userId: 7 }, message: '   ' }, 'message'],
    [{ audience: { kind: 'student', userId: 7 } }, 'message'],
    [{ audience: { kind: 'student', userId: 7 }, message: 'x'.repeat(501) }, 'message'],
    [{ audience: { kind: 'student', userId: 7 }, message: 'Hi', link: 'https://evil.example' }, 'link'],
    [{ audience: { kind: 'student', userId: 7 }, message: 'Hi', link: '//evil.example' }, 'link'],
    [{ audience: { kind: 'student', userId: 7 }, message: 'Hi', link: 'javascript:alert(1)' }, 'link'],
  ])('answers 400 for %j with the field named', async (body, field) => {
    const answer = await api.post('staff/notifications', { token: admin.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field], JSON.stringify(answer.body.errors)).toBeTruthy();
  });

  it('the student reads it in their notifications, without a link when none was given', async () => {
    const student = await studentOf(db(), api, advisor.user.userId);
    await api.post('staff/notifications', {
      token: advisor.token,
      body: { audience: { kind: 'student', userId: student.user.userId }, message: 'Hello from us' },
    });
    const list = await api.get<NotificationItem[]>('notification/notifications', { token: student.token });
    expect(list.body.data).toMatchObject([{ type: 'broadcast', message: 'Hello from us', link: null }]);
  });
});
