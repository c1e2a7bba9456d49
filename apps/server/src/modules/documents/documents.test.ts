import {
  type AdmissionApplication,
  type DocumentChecklist,
  DOCUMENT_MESSAGES as M,
  type NotificationItem,
} from '@edupath/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admissionApplications,
  applicationDocuments,
  auditLog,
  courses,
  universities,
} from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { daysFromToday } from '../../test/catalogue-factories';
import { collect, socketPool } from '../../test/chat-factories';
import { studentOf } from '../../test/console-factories';
import { makePdf } from '../../test/documents-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { makeJpeg, makeJpegWithExif, makePng } from '../../test/images';
import { startStaffTestApp } from '../../test/milestones-app';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let otherAdvisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const sockets = socketPool();

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
  otherAdvisor = await signedIn(t.database.db, api, 'advisor');
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const db = () => t.database.db;

/** A student of `advisor`'s with an application to a fresh course (deadline in 90 days). */
async function application(university: Partial<typeof universities.$inferInsert> = {}) {
  const student = await studentOf(db(), api, advisor.user.userId);
  const course = await createCourse(db());
  if (Object.keys(university).length > 0) {
    await db().update(universities).set(university).where(eq(universities.universityId, course.universityId));
  }
  const answer = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: course.courseId },
  });
  expect(answer.status).toBe(200);
  return { student, course, id: answer.body.data.admissionApplicationId };
}

function upload(id: number, kind: string, data: Buffer, fileName: string, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  return api.post<DocumentChecklist>(`admission/${id}/documents/${kind}`, { token, raw: form });
}

const checklist = (id: number, token: string) =>
  api.get<DocumentChecklist>(`admission/${id}/documents`, { token });
const staffChecklist = (id: number, token: string) =>
  api.get<DocumentChecklist>(`staff/applications/${id}/documents`, { token });
const review = (id: number, kind: string, body: unknown, token = advisor.token) =>
  api.patch<DocumentChecklist>(`staff/applications/${id}/documents/${kind}`, { token, body });
const itemOf = (list: DocumentChecklist, kind: string) => list.items.find((i) => i.kind === kind)!;

async function download(path: string, token?: string) {
  const response = await fetch(`${t.url}/api/v1/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('the checklist', () => {
  it('lists the documents every application needs, all missing, and the next step with the deadline', async () => {
    const { student, id } = await application();
    const answer = await checklist(id, student.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((i) => [i.kind, i.status, i.required])).toEqual([
      ['sop', 'missing', true],
      ['recommendation_1', 'missing', true],
      ['recommendation_2', 'missing', true],
      ['transcripts', 'missing', true],
      ['passport', 'missing', true],
      ['financial_proof', 'missing', true],
      ['cv', 'missing', true],
    ]);
    expect(answer.body.data.nextStep).toBe('Upload your SOP — due in 90 days');
    expect(answer.body.data.testScoresReason).toMatch(/^Not asked for/);
  });

  it('counts to the deadline of the intake applied for, and says when it has passed', async () => {
    const { student, course, id } = await application();
    // Applied 30 days ago for an intake whose deadline was 10 days ago.
    await db()
      .update(admissionApplications)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(admissionApplications.admissionApplicationId, id));
    await db()
      .update(courses)
      .set({ applicationDeadline: daysFromToday(-10), intakeStart: daysFromToday(60) })
      .where(eq(courses.courseId, course.courseId));
    const answer = (await checklist(id, student.token)).body.data;
    expect(answer.deadline).toBe(daysFromToday(-10));
    expect(answer.nextStep).toBe('Upload your SOP — the deadline has passed');
  });

  it('asks for test score reports when the university names tests, the course does, or teaching is in English', async () => {
    const byUniversity = await application({ testAccepted: 'IELTS, TOEFL' });
    const english = await application({ language: 'English' });
    const german = await application({ language: 'German', testAccepted: 'None' });
    const byCourse = await application();
    await db()
      .update(courses)
      .set({ eligibility: "Bachelor's degree and a GRE score" })
      .where(eq(courses.courseId, byCourse.course.courseId));

    const kinds = async (a: Awaited<ReturnType<typeof application>>) =>
      (await checklist(a.id, a.student.token)).body.data;
    expect(itemOf(await kinds(byUniversity), 'test_scores')).toMatchObject({
      required: true,
      status: 'missing',
    });
    expect((await kinds(byUniversity)).testScoresReason).toContain('IELTS, TOEFL');
    expect(itemOf(await kinds(english), 'test_scores').required).toBe(true);
    expect((await kinds(byCourse)).testScoresReason).toBe("The course's eligibility asks for GRE.");
    expect(itemOf(await kinds(german), 'test_scores')).toBeUndefined();
    expect((await kinds(german)).testScoresReason).toContain('German');

    const refused = await upload(german.id, 'test_scores', makePdf(), 'ielts.pdf', german.student.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.notRequired);
  });
});

describe('uploads to a closed application', () => {
  it('are refused (409) once the application is withdrawn or rejected, and nothing is stored', async () => {
    const withdrawn = await application();
    const rejected = await application();
    const answer = await api.post(`admission/${withdrawn.id}/withdraw`, { token: withdrawn.student.token });
    expect(answer.status).toBe(200);
    await db()
      .update(admissionApplications)
      .set({ status: 'Rejected' })
      .where(eq(admissionApplications.admissionApplicationId, rejected.id));

    for (const { id, student } of [withdrawn, rejected]) {
      const refused = await upload(id, 'sop', makePdf(), 'sop.pdf', student.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(M.applicationClosed);
      const stored = await db()
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.admissionApplicationId, id));
      expect(stored).toEqual([]);
    }
  });
});

describe('uploads: judged by their bytes', () => {
  it('stores a PDF and serves it back to the student as it was sent', async () => {
    const { student, id } = await application();
    const pdf = makePdf();
    const answer = await upload(id, 'sop', pdf, 'My SOP.pdf', student.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.uploaded);
    expect(itemOf(answer.body.data, 'sop')).toMatchObject({
      status: 'uploaded',
      file: { fileName: 'My SOP.pdf', contentType: 'application/pdf', byteSize: pdf.length },
    });
    expect(answer.body.data.nextStep).toBe('Upload your first recommendation letter — due in 90 days');

    const file = await download(`admission/${id}/documents/sop/file`, student.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.body.equals(pdf)).toBe(true);
  });

  it('re-encodes an image without its metadata and names it by its real type', async () => {
    const { student, id } = await application();
    const answer = await upload(id, 'passport', await makeJpegWithExif(), 'passport.JPG', student.token);
    expect(answer.status).toBe(200);
    expect(itemOf(answer.body.data, 'passport').file).toMatchObject({ contentType: 'image/jpeg' });
    const file = await download(`admission/${id}/documents/passport/file`, student.token);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.body.includes(Buffer.from('secret-owner'))).toBe(false);

    const png = await upload(id, 'cv', await makePng(), 'scan', student.token);
    expect(itemOf(png.body.data, 'cv').file).toMatchObject({
      fileName: 'scan.png',
      contentType: 'image/png',
    });
  });

  it('refuses a .pdf that is a PNG or text, a broken PDF, an empty file, no file and an unknown kind', async () => {
    const { student, id } = await application();
    const pngAsPdf = await upload(id, 'sop', await makePng(), 'sop.pdf', student.token);
    expect(pngAsPdf.status).toBe(415);
    const textAsPdf = await upload(
      id,
      'sop',
      Buffer.from('I would like to study...'),
      'sop.pdf',
      student.token,
    );
    expect(textAsPdf.status).toBe(415);
    expect(textAsPdf.body.message).toBe(M.wrongType);
    const html = await upload(
      id,
      'sop',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'a.jpg',
      student.token,
    );
    expect(html.status).toBe(415);

    const pdf = makePdf();
    const truncated = await upload(id, 'sop', pdf.subarray(0, pdf.length - 30), 'sop.pdf', student.token);
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(M.notPdf);
    const jpeg = await makeJpeg(400, 400);
    const halfJpeg = await upload(id, 'passport', jpeg.subarray(0, jpeg.length / 2), 'p.jpg', student.token);
    expect(halfJpeg.status).toBe(400);

    expect((await upload(id, 'sop', Buffer.alloc(0), 'sop.pdf', student.token)).status).toBe(400);
    const none = await api.post(`admission/${id}/documents/sop`, {
      token: student.token,
      raw: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await upload(id, 'visa', pdf, 'v.pdf', student.token)).status).toBe(400);

    // Nothing was stored by any of them.
    const rows = await db()
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.admissionApplicationId, id));
    expect(rows).toEqual([]);
  });

  it('answers 413 over 5 MB', async () => {
    const { student, id } = await application();
    const big = Buffer.concat([makePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(id, 'transcripts', big, 't.pdf', student.token);
    expect(answer.status).toBe(413);
  });
});

describe('who may see and change documents', () => {
  it('only the student and staff in scope: others get 404, a visitor too; a student on staff routes 403', async () => {
    const { student, id } = await application();
    expect((await upload(id, 'sop', makePdf(), 'sop.pdf', student.token)).status).toBe(200);
    const stranger = await signedIn(db(), api, 'student');
    const file = `admission/${id}/documents/sop/file`;
    const staffFile = `staff/applications/${id}/documents/sop/file`;

    expect((await download(file, student.token)).status).toBe(200);
    expect((await download(file, stranger.token)).status).toBe(404);
    expect((await download(file)).status).toBe(404);
    expect((await download(file, advisor.token)).status).toBe(404);
    expect((await checklist(id, stranger.token)).status).toBe(404);
    expect((await checklist(id, '')).status).toBe(401);
    expect((await upload(id, 'cv', makePdf(), 'cv.pdf', stranger.token)).status).toBe(404);
    expect((await upload(id, 'cv', makePdf(), 'cv.pdf', advisor.token)).status).toBe(404);

    const pdfBack = await download(staffFile, advisor.token);
    expect(pdfBack.status).toBe(200);
    expect(pdfBack.headers.get('content-type')).toBe('application/pdf');
    expect((await download(staffFile, admin.token)).status).toBe(200);
    expect((await download(staffFile, otherAdvisor.token)).status).toBe(404);
    expect((await download(staffFile, student.token)).status).toBe(403);
    expect((await download(staffFile)).status).toBe(401);
    expect((await staffChecklist(id, advisor.token)).status).toBe(200);
    expect((await staffChecklist(id, admin.token)).status).toBe(200);
    expect((await staffChecklist(id, otherAdvisor.token)).status).toBe(404);
    const otherReview = await review(id, 'sop', { decision: 'accepted' }, otherAdvisor.token);
    expect(otherReview.status).toBe(404);
    expect((await download(`admission/${id}/documents/cv/file`, student.token)).status).toBe(404);
    expect(itemOf((await checklist(id, student.token)).body.data, 'sop').status).toBe('uploaded');
  });
});

describe('live updates for staff', () => {
  it("an upload reaches the student's advisor and the admins live, no other advisor and not the student", async () => {
    const { student, id } = await application();
    const [mine, admins, others, own] = await Promise.all([
      sockets.connect(t.url, { token: advisor.token }),
      sockets.connect(t.url, { token: admin.token }),
      sockets.connect(t.url, { token: otherAdvisor.token }),
      sockets.connect(t.url, { token: student.token }),
    ]);
    const advisorSeen = collect(mine, 'applicationDocumentsChanged');
    const adminSeen = collect(admins, 'applicationDocumentsChanged');
    const otherSeen = collect(others, 'applicationDocumentsChanged');
    const studentSeen = collect(own, 'applicationDocumentsChanged');

    // A refused upload changes nothing, so nobody hears of it.
    expect((await upload(id, 'sop', Buffer.from('not a pdf'), 'sop.pdf', student.token)).status).toBe(415);
    expect((await upload(id, 'sop', makePdf(), 'sop.pdf', student.token)).status).toBe(200);

    const event = { admissionApplicationId: id, kind: 'sop' };
    expect(await advisorSeen.next((e) => e.admissionApplicationId === id)).toEqual(event);
    expect(await adminSeen.next((e) => e.admissionApplicationId === id)).toEqual(event);
    // One emit reaches every room at once; a moment more for any stray delivery.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(advisorSeen.seen.filter((e) => e.admissionApplicationId === id)).toHaveLength(1);
    expect(otherSeen.seen).toEqual([]);
    expect(studentSeen.seen).toEqual([]);
  });
});

describe('reviews', () => {
  it('tells the student in good grammar: transcripts have been accepted, a CV needs changes', async () => {
    const { student, course, id } = await application();
    const where = `for ${course.courseName} at ${course.universityName}`;
    await upload(id, 'transcripts', makePdf(), 'marks.pdf', student.token);
    await upload(id, 'cv', makePdf(), 'cv.pdf', student.token);
    expect((await review(id, 'transcripts', { decision: 'accepted' })).status).toBe(200);
    expect((await review(id, 'cv', { decision: 'changes_requested', note: 'One page.' })).status).toBe(200);
    const notes = await api.get<NotificationItem[]>('notification/notifications', { token: student.token });
    expect(notes.body.data.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        `Your transcripts ${where} have been accepted.`,
        `Your CV ${where} needs changes. Note: One page.`,
      ]),
    );
  });

  it('asking for changes notifies the student live, is audited, and the student uploads again', async () => {
    const { student, course, id } = await application();
    const socket = await sockets.connect(t.url, { token: student.token });
    const live = collect(socket, 'receiveNotification');
    expect((await upload(id, 'sop', makePdf(), 'sop.pdf', student.token)).status).toBe(200);

    const noNote = await review(id, 'sop', { decision: 'changes_requested', note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors?.note).toBe(M.noteRequired);
    expect((await review(id, 'sop', { decision: 'maybe' })).status).toBe(400);

    const asked = await review(id, 'sop', {
      decision: 'changes_requested',
      note: 'Name the course you apply to.',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(M.reviewed);
    expect(itemOf(asked.body.data, 'sop')).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Name the course you apply to.',
      reviewedBy: { userId: advisor.user.userId },
    });

    const message = `Your statement of purpose for ${course.courseName} at ${course.universityName} needs changes. Note: Name the course you apply to.`;
    const pushed = (await live.next(
      (n: NotificationItem) => n.type === 'application.document',
    )) as NotificationItem;
    expect(pushed).toMatchObject({
      message,
      link: `/applications/${id}`,
      Sender: { name: advisor.user.name },
    });

    const seen = (await checklist(id, student.token)).body.data;
    expect(itemOf(seen, 'sop').reviewNote).toBe('Name the course you apply to.');
    expect(seen.nextStep).toBe('Upload a new version of your SOP — due in 90 days');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'application_document.reviewed'), eq(auditLog.actorId, advisor.user.userId)),
      )
      // The same advisor reviews in other tests of this file: this review is the latest.
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(audit).toMatchObject({
      entityType: 'application_document',
      after: { status: 'changes_requested', note: 'Name the course you apply to.' },
    });

    // While changes are awaited the reviewer cannot decide again; the new version reopens the review.
    expect((await review(id, 'sop', { decision: 'accepted' })).status).toBe(409);
    const again = await upload(id, 'sop', makePdf('Version 2'), 'sop-v2.pdf', student.token);
    expect(itemOf(again.body.data, 'sop')).toMatchObject({
      status: 'uploaded',
      file: { fileName: 'sop-v2.pdf' },
    });

    const accepted = await review(id, 'sop', { decision: 'accepted' }, admin.token);
    expect(itemOf(accepted.body.data, 'sop')).toMatchObject({ status: 'accepted', reviewNote: null });
    const replace = await upload(id, 'sop', makePdf(), 'sop.pdf', student.token);
    expect(replace.status).toBe(409);
    expect(replace.body.message).toBe(M.alreadyAccepted);
  });

  it('follows the state table: nothing to review before an upload, accepted may be reopened', async () => {
    const { student, id } = await application();
    const missing = await review(id, 'cv', { decision: 'accepted' });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('Nothing has been uploaded yet');

    await upload(id, 'cv', makePdf(), 'cv.pdf', student.token);
    // A replacement before any review is allowed.
    expect((await upload(id, 'cv', makePdf('v2'), 'cv2.pdf', student.token)).status).toBe(200);
    expect((await review(id, 'cv', { decision: 'accepted' })).status).toBe(200);
    expect((await review(id, 'cv', { decision: 'accepted' })).status).toBe(409);
    const reopened = await review(id, 'cv', { decision: 'changes_requested', note: 'The scan is cut off.' });
    expect(itemOf(reopened.body.data, 'cv').status).toBe('changes_requested');
  });
});
