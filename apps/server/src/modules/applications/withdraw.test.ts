import {
  type AdmissionApplication,
  APPLICATION_MESSAGES,
  type NotificationItem,
  type StaffApplicationDetail,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, applicationStatusHistory } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { collect, socketPool } from '../../test/chat-factories';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const sockets = socketPool();

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const db = () => t.database.db;

/** A student of `advisor`'s with a fresh application. */
async function application() {
  const student = await studentOf(db(), api, advisor.user.userId);
  const course = await createCourse(db());
  const answer = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: course.courseId },
  });
  expect(answer.status).toBe(200);
  return { student, course, id: answer.body.data.admissionApplicationId };
}

const withdraw = (id: number, token?: string) =>
  api.post<AdmissionApplication>(`admission/${id}/withdraw`, { token });
const changeStatus = (id: number, body: unknown, token = advisor.token) =>
  api.patch<StaffApplicationDetail>(`staff/applications/${id}/status`, { token, body });
const statusOf = async (id: number) =>
  (
    await db()
      .select({ status: admissionApplications.status })
      .from(admissionApplications)
      .where(eq(admissionApplications.admissionApplicationId, id))
  )[0]!.status;
const historyOf = (id: number) =>
  db()
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.admissionApplicationId, id))
    .orderBy(applicationStatusHistory.historyId);

describe('POST /admission/{id}/withdraw', () => {
  it('withdraws the student’s own application: status, history row, the advisor told live', async () => {
    const { student, course, id } = await application();
    const advisorSocket = await sockets.connect(t.url, { token: advisor.token });
    const told = collect(advisorSocket, 'receiveNotification');
    const counters = collect(advisorSocket, 'staffCountersChanged');

    const answer = await withdraw(id, student.token);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(APPLICATION_MESSAGES.withdrawn);
    expect(answer.body.data).toMatchObject({ admissionApplicationId: id, status: 'Withdrawn' });
    expect(await statusOf(id)).toBe('Withdrawn');
    expect((await historyOf(id)).map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, 'Pending', student.user.userId],
      ['Pending', 'Withdrawn', student.user.userId],
    ]);
    const note = await told.next((n) => n.type === 'application.withdrawn');
    expect(note).toMatchObject({
      message: `${student.user.name} withdrew their application for ${course.courseName} at ${course.universityName}.`,
      link: `/admin/applications/${id}`,
      Sender: { name: student.user.name },
    });
    const stored = await api.get<NotificationItem[]>('notification/notifications', { token: advisor.token });
    expect(stored.body.data.map((n) => n.notificationId)).toContain(note.notificationId);
    // It no longer waits for staff.
    expect(await counters.next((c) => c.applicationsWaiting === 0)).toMatchObject({ applicationsWaiting: 0 });
    // The student reads it as Withdrawn.
    const seen = await api.get<AdmissionApplication>(`admission/${id}`, { token: student.token });
    expect(seen.body.data.status).toBe('Withdrawn');
  });

  it('withdraws from Under Review and declines an offer (Accepted)', async () => {
    const review = await application();
    const offer = await application();
    await changeStatus(review.id, { status: 'Under Review' });
    await changeStatus(offer.id, { status: 'Under Review' });
    await changeStatus(offer.id, { status: 'Accepted' });

    expect((await withdraw(review.id, review.student.token)).status).toBe(200);
    expect((await withdraw(offer.id, offer.student.token)).status).toBe(200);
    expect((await historyOf(offer.id)).at(-1)).toMatchObject({
      fromStatus: 'Accepted',
      toStatus: 'Withdrawn',
    });
  });

  it('answers 409 for an application already withdrawn or rejected, and writes nothing', async () => {
    const withdrawn = await application();
    const rejected = await application();
    await withdraw(withdrawn.id, withdrawn.student.token);
    await changeStatus(rejected.id, { status: 'Rejected' });

    const again = await withdraw(withdrawn.id, withdrawn.student.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The application is already withdrawn');
    const late = await withdraw(rejected.id, rejected.student.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('An application that is Rejected cannot be withdrawn');
    expect(await statusOf(rejected.id)).toBe('Rejected');
    expect(await historyOf(withdrawn.id)).toHaveLength(2);
    expect(await historyOf(rejected.id)).toHaveLength(2);
  });

  it('is 404 for another student, 401 for a visitor, 403 for staff; nothing changes', async () => {
    const { id } = await application();
    const other = await signedIn(db(), api, 'student');

    const stranger = await withdraw(id, other.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Application not found');
    expect((await withdraw(id)).status).toBe(401);
    for (const staff of [advisor, admin]) {
      const refused = await withdraw(id, staff.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(APPLICATION_MESSAGES.onlyStudentsWithdraw);
    }
    expect((await withdraw(999_999, other.token)).status).toBe(404);
    expect(await statusOf(id)).toBe('Pending');
  });

  it('is final: staff decisions on a withdrawn application are 409, and staff cannot withdraw one', async () => {
    const { student, id } = await application();
    const toWithdrawn = await changeStatus(id, { status: 'Withdrawn' });
    expect(toWithdrawn.status).toBe(409);
    expect(toWithdrawn.body.message).toBe(
      'An application that is Pending cannot move to Withdrawn: it can move to Under Review or Rejected',
    );

    await withdraw(id, student.token);
    for (const status of ['Under Review', 'Rejected', 'Accepted', 'Pending']) {
      const decision = await changeStatus(id, { status }, admin.token);
      expect(decision.status).toBe(409);
      expect(decision.body.message).toBe(APPLICATION_MESSAGES.withdrawnByStudent);
    }
    expect(await statusOf(id)).toBe('Withdrawn');
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('keeps the one-application-per-course rule: applying again after withdrawing is 409', async () => {
    const { student, course, id } = await application();
    await withdraw(id, student.token);
    const again = await api.post('admission', { token: student.token, body: { courseId: course.courseId } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.alreadyApplied);
  });
});
