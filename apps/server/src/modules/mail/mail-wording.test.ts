import type { AdmissionApplication, DocumentChecklist } from '@edupath/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, courses, emailOutbox, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { studentOf } from '../../test/console-factories';
import { makePdf } from '../../test/documents-factories';
import type { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { sendDueReminders } from '../shortlist/index';
import { documentReviewEmail, formatDay } from './mail.templates';

/**
 * What the emails say (docs/email.md#what-sends-an-email): the subject and the first line of an
 * application decision, a document review and a deadline reminder name what happened, and dates
 * are written as the site writes them. Read from the outbox (no SMTP needed).
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ({ t, api, advisor } = await startStaffTestApp());
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A verified student of the advisor's (only verified addresses get mail) and one application. */
async function application() {
  const student = await studentOf(db(), api, advisor.user.userId);
  await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.userId, student.user.userId));
  const course = await createCourse(db());
  const applied = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: course.courseId },
  });
  expect(applied.status).toBe(200);
  return { student, course, id: applied.body.data.admissionApplicationId };
}

/** The newest mail to `email`: its subject, and its first line after the greeting. */
async function lastMail(email: string) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, email))
    .orderBy(desc(emailOutbox.mailId));
  expect(mail).toBeTruthy();
  // The text body: brand, blank, 'Hello <name>', blank, then the paragraphs.
  const lines = mail!.textBody.split('\n');
  expect(lines[2]).toMatch(/^Hello /);
  return { subject: mail!.subject, firstLine: lines[4], text: mail!.textBody };
}

const setStatus = (id: number, status: string, remark?: string) =>
  api.patch(`staff/applications/${id}/status`, { token: advisor.token, body: { status, remark } });

describe('application decision emails', () => {
  it('say in the subject and first line what happened, with the note in the body', async () => {
    const { student, course, id } = await application();
    const name = `${course.universityName}: ${course.courseName}`;

    expect(
      (await setStatus(id, 'Under Review', 'We asked the university about your transcript.')).status,
    ).toBe(200);
    const review = await lastMail(student.user.email);
    expect(review.subject).toBe(`Your application to ${name} is under review`);
    expect(review.firstLine).toBe(
      `Your application to ${course.courseName} at ${course.universityName} is now under review. We will write to you as soon as there is a decision.`,
    );
    expect(review.text).toContain('Note: We asked the university about your transcript.');

    expect((await setStatus(id, 'Accepted')).status).toBe(200);
    const offer = await lastMail(student.user.email);
    expect(offer.subject).toBe(`Offer from ${name}`);
    expect(offer.firstLine).toBe(
      `Congratulations! ${course.universityName} has offered you a place on ${course.courseName}.`,
    );

    expect((await setStatus(id, 'Under Review')).status).toBe(200);
    expect((await setStatus(id, 'Pending')).status).toBe(200);
    expect((await lastMail(student.user.email)).subject).toBe(`Your application to ${name} is pending again`);
  });

  it('tell a refusal gently, never "rejected"', async () => {
    const { student, course, id } = await application();
    expect((await setStatus(id, 'Rejected', 'The course is full this year.')).status).toBe(200);
    const mail = await lastMail(student.user.email);
    expect(mail.subject).toBe(
      `A decision on your application to ${course.universityName}: ${course.courseName}`,
    );
    expect(mail.firstLine).toBe(
      `Thank you for applying to ${course.courseName} at ${course.universityName}. We are sorry to tell you that this application was not successful.`,
    );
    expect(mail.text).toContain('Note: The course is full this year.');
    expect(mail.text.toLowerCase()).not.toContain('rejected');
  });
});

describe('document review emails', () => {
  function upload(id: number, kind: string, token: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(makePdf())]), `${kind}.pdf`);
    return api.post<DocumentChecklist>(`admission/${id}/documents/${kind}`, { token, raw: form });
  }
  const review = (id: number, kind: string, body: unknown) =>
    api.patch<DocumentChecklist>(`staff/applications/${id}/documents/${kind}`, {
      token: advisor.token,
      body,
    });

  it('name the document and the outcome, in the right number', async () => {
    const { student, course, id } = await application();
    const name = `${course.universityName}: ${course.courseName}`;
    const where = `${course.courseName} at ${course.universityName}`;
    expect((await upload(id, 'sop', student.token)).status).toBe(200);
    expect((await upload(id, 'transcripts', student.token)).status).toBe(200);

    expect(
      (await review(id, 'sop', { decision: 'changes_requested', note: 'Name the course.' })).status,
    ).toBe(200);
    const sop = await lastMail(student.user.email);
    expect(sop.subject).toBe(`Your SOP needs changes (${name})`);
    expect(sop.firstLine).toBe(
      `Your SOP for ${where} needs changes. Please upload a corrected version from your application page.`,
    );
    expect(sop.text).toContain('Note: Name the course.');

    expect((await review(id, 'transcripts', { decision: 'accepted' })).status).toBe(200);
    const transcripts = await lastMail(student.user.email);
    expect(transcripts.subject).toBe(`Your transcripts were accepted (${name})`);
    expect(transcripts.firstLine).toBe(`Your transcripts for ${where} were accepted.`);
    // Test score reports are plural too (a course whose university names tests asks for them).
    const scores = documentReviewEmail({
      courseName: course.courseName,
      universityName: course.universityName,
      kind: 'test_scores',
      decision: 'changes_requested',
      note: null,
    });
    expect(scores.subject).toBe(`Your test score reports need changes (${name})`);
  });
});

describe('deadline reminder emails', () => {
  it('write the deadline as the site does (Jun 30, 2045), not 2045-06-30', async () => {
    const { student, course, id } = await application();
    // A far-off intake, for the course and for the application, which keeps its own
    // (docs/applications-and-timeline.md#applying).
    const intake = { intake: 'September', intakeStart: '2045-09-15', applicationDeadline: '2045-06-30' };
    await db().update(courses).set(intake).where(eq(courses.courseId, course.courseId));
    await db()
      .update(admissionApplications)
      .set(intake)
      .where(eq(admissionApplications.admissionApplicationId, id));
    await sendDueReminders(db(), t.app.events, new Date('2045-06-23T09:00:00Z'));
    const mail = await lastMail(student.user.email);
    expect(mail.subject).toBe('An application deadline is coming up');
    expect(mail.firstLine).toBe(
      `Applications for ${course.courseName} at ${course.universityName} (September 2045 intake) close in 7 days, on Jun 30, 2045.`,
    );
    expect(mail.text).not.toContain('2045-06-30');
  });

  it('the day is the same whatever the time zone, as the web writes it', () => {
    expect(formatDay('2026-12-06')).toBe('Dec 6, 2026');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
  });
});
