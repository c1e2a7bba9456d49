import type {
  AdmissionApplication,
  DocumentChecklist,
  DocumentQueuePage,
  StaffApplicationPage,
  StaffCounters,
  StaffDashboard,
  StaffStudentDetail,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { daysFromToday } from '../../test/catalogue-factories';
import { collect, socketPool } from '../../test/chat-factories';
import { studentOf } from '../../test/console-factories';
import { makePdf } from '../../test/documents-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const sockets = socketPool();

beforeAll(async () => {
  ({ t, api, admin } = await startStaffTestApp());
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const db = () => t.database.db;

/** An advisor of their own, so their figures count only what the test makes. */
const freshAdvisor = () => signedIn(db(), api, 'advisor');

async function applicationOf(advisorId: number) {
  const student = await studentOf(db(), api, advisorId);
  const course = await createCourse(db());
  const answer = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: course.courseId },
  });
  expect(answer.status).toBe(200);
  return { student, course, id: answer.body.data.admissionApplicationId };
}

async function upload(id: number, kind: string, token: string, uploadedAt?: Date) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePdf())]), `${kind}.pdf`);
  const answer = await api.post<DocumentChecklist>(`admission/${id}/documents/${kind}`, { token, raw: form });
  expect(answer.status).toBe(200);
  if (uploadedAt) {
    await db()
      .update(applicationDocuments)
      .set({ uploadedAt })
      .where(eq(applicationDocuments.admissionApplicationId, id));
  }
}

const queue = (token: string) => api.get<DocumentQueuePage>('staff/documents', { token });
const counters = async (token: string) =>
  (await api.get<StaffCounters>('staff/counters', { token })).body.data;
const queued = (page: DocumentQueuePage) => page.items.map((i) => [i.admissionApplicationId, i.kind]);

describe('the review queue (GET /staff/documents)', () => {
  it("lists an advisor's students' documents waiting for review, the oldest upload first", async () => {
    const advisor = await freshAdvisor();
    const older = await applicationOf(advisor.user.userId);
    const newer = await applicationOf(advisor.user.userId);
    await upload(newer.id, 'sop', newer.student.token, new Date(Date.now() - 3_600_000));
    await upload(older.id, 'cv', older.student.token, new Date(Date.now() - 3 * 86_400_000));

    const answer = await queue(advisor.token);
    expect(answer.status).toBe(200);
    expect(queued(answer.body.data)).toEqual([
      [older.id, 'cv'],
      [newer.id, 'sop'],
    ]);
    expect(answer.body.data.total).toBe(2);
    const first = answer.body.data.items[0]!;
    expect(first.label).toBe('CV');
    expect(first.student).toEqual({
      userId: older.student.user.userId,
      name: older.student.user.name,
      profileImage: null,
    });
    expect(first.courseName).toBe(older.course.courseName);
  });

  it("never shows another advisor's students' documents; an admin sees every one", async () => {
    const mine = await freshAdvisor();
    const theirs = await freshAdvisor();
    const app = await applicationOf(theirs.user.userId);
    await upload(app.id, 'passport', app.student.token);

    expect(queued((await queue(mine.token)).body.data)).toEqual([]);
    expect((await counters(mine.token)).documentsWaiting).toBe(0);
    expect(queued((await queue(theirs.token)).body.data)).toEqual([[app.id, 'passport']]);
    const all = await api.get<DocumentQueuePage>('staff/documents?pageSize=100', { token: admin.token });
    expect(queued(all.body.data)).toContainEqual([app.id, 'passport']);
  });

  it('counts on the dashboard and in the counters, and a reviewed document leaves the queue', async () => {
    const advisor = await freshAdvisor();
    const app = await applicationOf(advisor.user.userId);
    await upload(app.id, 'sop', app.student.token);
    await upload(app.id, 'cv', app.student.token);
    expect((await counters(advisor.token)).documentsWaiting).toBe(2);
    const dashboard = await api.get<StaffDashboard>('staff/dashboard', { token: advisor.token });
    expect(dashboard.body.data.documentsWaiting).toBe(2);

    const reviewed = await api.patch<DocumentChecklist>(`staff/applications/${app.id}/documents/sop`, {
      token: advisor.token,
      body: { decision: 'accepted' },
    });
    expect(reviewed.status).toBe(200);
    expect(queued((await queue(advisor.token)).body.data)).toEqual([[app.id, 'cv']]);
    expect((await counters(advisor.token)).documentsWaiting).toBe(1);
  });

  it('leaves out the documents of a withdrawn application (nothing more to review there)', async () => {
    const advisor = await freshAdvisor();
    const app = await applicationOf(advisor.user.userId);
    await upload(app.id, 'sop', app.student.token);
    const withdrawn = await api.post(`admission/${app.id}/withdraw`, { token: app.student.token });
    expect(withdrawn.status).toBe(200);
    expect(queued((await queue(advisor.token)).body.data)).toEqual([]);
    expect((await counters(advisor.token)).documentsWaiting).toBe(0);
  });

  it('is for staff only: a student gets 403, a visitor 401', async () => {
    const advisor = await freshAdvisor();
    const app = await applicationOf(advisor.user.userId);
    expect((await queue(app.student.token)).status).toBe(403);
    expect((await api.get('staff/documents')).status).toBe(401);
  });

  it("pushes the advisor's new count live when a student uploads and when a document is reviewed", async () => {
    const advisor = await freshAdvisor();
    const app = await applicationOf(advisor.user.userId);
    const socket = await sockets.connect(t.url, { token: advisor.token });
    const seen = collect(socket, 'staffCountersChanged');
    await upload(app.id, 'sop', app.student.token);
    expect(await seen.next((c) => c.documentsWaiting === 1)).toMatchObject({ documentsWaiting: 1 });
    await api.patch(`staff/applications/${app.id}/documents/sop`, {
      token: advisor.token,
      body: { decision: 'changes_requested', note: 'Name the course' },
    });
    expect(await seen.next((c) => c.documentsWaiting === 0)).toMatchObject({ documentsWaiting: 0 });
  });
});

describe('what the applications list and the student page say of each application', () => {
  it('counts its documents waiting and gives the deadline still ahead, none once decided', async () => {
    const advisor = await freshAdvisor();
    const open = await applicationOf(advisor.user.userId);
    const decided = await applicationOf(advisor.user.userId);
    await upload(open.id, 'sop', open.student.token);
    await upload(open.id, 'cv', open.student.token);
    await upload(decided.id, 'sop', decided.student.token);
    for (const status of ['Under Review', 'Accepted']) {
      const moved = await api.patch(`staff/applications/${decided.id}/status`, {
        token: advisor.token,
        body: { status },
      });
      expect(moved.status).toBe(200);
    }

    const list = await api.get<StaffApplicationPage>('staff/applications', { token: advisor.token });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.items.map((row) => [row.admissionApplicationId, row]));
    const openApplication = (
      await api.get<AdmissionApplication>(`admission/${open.id}`, { token: open.student.token })
    ).body.data;
    expect(openApplication.intake?.deadline).toBeTruthy();
    expect(byId.get(open.id)).toMatchObject({
      documentsWaiting: 2,
      nextDeadline: openApplication.intake!.deadline,
    });
    expect(byId.get(open.id)!.nextDeadline! >= daysFromToday(0)).toBe(true);
    // Decided: no deadline; its waiting document still counts on the row (the queue leaves out closed ones only).
    expect(byId.get(decided.id)).toMatchObject({ documentsWaiting: 1, nextDeadline: null });

    const page = await api.get<StaffStudentDetail>(`staff/students/${open.student.user.userId}`, {
      token: advisor.token,
    });
    expect(page.body.data.applications).toEqual([
      expect.objectContaining({ admissionApplicationId: open.id, documentsWaiting: 2 }),
    ]);
  });
});
