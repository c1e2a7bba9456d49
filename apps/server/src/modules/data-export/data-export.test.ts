import type { MyDataExport, StaffDataExport } from '@edupath/contract';
import { and, eq, getTableName } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import {
  admissionApplications,
  applicationDocuments,
  auditLog,
  chats,
  dataExportParts,
  dataExports,
  messages,
  notifications,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { makePdf } from '../../test/documents-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { buildDataExport, expireDataExports } from './data-export.service';

/** "Download my data" (docs/privacy.md#export). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  // The queue polls every half second here, so a requested export is built within a test.
  t = await startTestApp({ JOBS_POLL_INTERVAL_SECONDS: '0.5' });
  api = apiClient(t.url);
});
afterAll(() => t.close());

/** A student with an application, an uploaded document and a chat with an advisor holding one message each way. */
async function studentWithData(label: string) {
  const student = await signedIn(t.database.db, api, 'student');
  const advisor = await signedIn(t.database.db, api, 'advisor');
  const db = t.database.db;
  const course = await createCourse(db);
  const [application] = await db
    .insert(admissionApplications)
    .values({ userId: student.user.userId, courseId: course.courseId })
    .returning();
  const pdf = makePdf(`Statement of purpose of ${label}`);
  await db.insert(applicationDocuments).values({
    admissionApplicationId: application!.admissionApplicationId,
    kind: 'sop',
    status: 'uploaded',
    fileName: `sop-${label}.pdf`,
    contentType: 'application/pdf',
    byteSize: pdf.length,
    data: pdf,
    uploadedAt: new Date(),
  });
  const [chat] = await db
    .insert(chats)
    .values({ studentId: student.user.userId, advisorId: advisor.user.userId })
    .returning();
  const message = `Hello, this is ${label} asking about my visa`;
  await db.insert(messages).values([
    { chatId: chat!.chatId, senderId: student.user.userId, message },
    { chatId: chat!.chatId, senderId: advisor.user.userId, message: `Answer for ${label}` },
  ]);
  return { ...student, advisor, application: application!, pdf, message };
}

async function waitUntilReady(token: string): Promise<MyDataExport> {
  for (let i = 0; i < 80; i++) {
    const answer = await api.get<MyDataExport>('account/data-export', { token });
    if (answer.body.data.latest?.status !== 'preparing') return answer.body.data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the export was not built within 20 s');
}

async function download(path: string, token?: string) {
  const response = await fetch(`${t.url}/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('a student downloads her data', () => {
  let asha: Awaited<ReturnType<typeof studentWithData>>;
  let ravi: Awaited<ReturnType<typeof studentWithData>>;
  let ready: MyDataExport;
  beforeAll(async () => {
    asha = await studentWithData('Asha');
    ravi = await studentWithData('Ravi');
    const requested = await api.post<MyDataExport>('account/data-export', { token: asha.token });
    expect(requested.status).toBe(201);
    expect(requested.body.data.latest).toMatchObject({ status: 'preparing', downloadPath: null });
    ready = await waitUntilReady(asha.token);
  });

  it('builds a ZIP with a readable data.json holding her chat and her document file, and nobody else’s', async () => {
    expect(ready.latest).toMatchObject({ status: 'ready', downloadPath: expect.stringMatching(/\/file$/) });
    const expiresIn = Date.parse(ready.latest!.expiresAt!) - Date.parse(ready.latest!.readyAt!);
    expect(expiresIn).toBe(24 * 3_600_000);
    const file = await download(ready.latest!.downloadPath!, asha.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const zip = unzipSync(file.bytes);
    const text = new TextDecoder().decode(zip['data.json']);
    // Pretty-printed, for a person to read.
    expect(text).toContain('\n  "account": {');
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ userId: asha.user.userId, email: asha.user.email });
    expect(data.chats[0].messages).toEqual([
      expect.objectContaining({ from: 'you', message: asha.message }),
      expect.objectContaining({ from: 'advisor', message: 'Answer for Asha' }),
    ]);
    const document = data.applications[0].documents[0];
    expect(document).toMatchObject({ kind: 'sop', fileName: 'sop-Asha.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(zip[document.fileInZip]!)).toEqual(asha.pdf);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(zip)).toContain('README.txt');
    // No secret, and nothing of another student.
    expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|argon2/);
    expect(text).not.toContain(asha.token);
    expect(text).not.toContain(ravi.message);
    expect(text).not.toContain('sop-Ravi.pdf');
    expect(text).not.toContain(ravi.user.email);
    expect(Object.keys(zip).some((name) => name.includes('Ravi'))).toBe(false);
  });

  it('tells her with a notification, and records the request and each download in the audit log', async () => {
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, asha.user.userId), eq(notifications.type, 'data_export.ready')));
    expect(notes).toHaveLength(1);
    const exportId = String(ready.latest!.exportId);
    const entries = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'data_export'), eq(auditLog.entityId, exportId)));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'data_export.requested', actorId: asha.user.userId },
        { action: 'data_export.downloaded', actorId: asha.user.userId },
      ]),
    );
    const mine = await api.get<MyDataExport>('account/data-export', { token: asha.token });
    expect(mine.body.data.latest!.downloadedAt).not.toBeNull();
  });

  it('lets no one else download it: another student and signed-out get 404/401, staff 403', async () => {
    const path = ready.latest!.downloadPath!;
    expect((await download(path, ravi.token)).status).toBe(404);
    expect((await download(path)).status).toBe(401);
    expect((await download(path, asha.advisor.token)).status).toBe(403);
    const admin = await signedIn(t.database.db, api, 'admin');
    expect((await download(path, admin.token)).status).toBe(403);
    // Ravi's own state says nothing of Asha's export.
    const his = await api.get<MyDataExport>('account/data-export', { token: ravi.token });
    expect(his.body.data.latest).toBeNull();
  });

  it('shows admins the state and times, never a link; advisors and students cannot see it', async () => {
    const admin = await signedIn(t.database.db, api, 'admin');
    const path = `staff/students/${asha.user.userId}/data-exports`;
    const seen = await api.get<StaffDataExport[]>(path, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data[0]).toMatchObject({ exportId: ready.latest!.exportId, status: 'ready' });
    expect(seen.body.data[0]).not.toHaveProperty('downloadPath');
    expect((await api.get(path, { token: asha.advisor.token })).status).toBe(403);
    expect((await api.get(path, { token: asha.token })).status).toBe(403);
    // Staff are not students: nothing to show.
    expect(
      (await api.get(`staff/students/${asha.advisor.user.userId}/data-exports`, { token: admin.token }))
        .status,
    ).toBe(404);
    expect((await api.post('account/data-export', { token: asha.advisor.token })).status).toBe(403);
  });
});

describe('one at a time, a few a day, and gone after 24 hours', () => {
  it('answers 409 while one is being prepared and 429 after three in a day', async () => {
    const { user, token } = await signedIn(t.database.db, api, 'student');
    await t.database.db.insert(dataExports).values({ userId: user.userId, status: 'preparing' });
    const busy = await api.post('account/data-export', { token });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/already being prepared/);
    await t.database.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(eq(dataExports.userId, user.userId));
    await t.database.db.insert(dataExports).values([
      { userId: user.userId, status: 'expired' },
      { userId: user.userId, status: 'expired' },
    ]);
    const tooMany = await api.post('account/data-export', { token });
    expect(tooMany.status).toBe(429);
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, user.userId)),
    ).toHaveLength(3);
  });

  it('answers 410 once its time has passed, and the clean-up deletes the file', async () => {
    const { user, token } = await signedIn(t.database.db, api, 'student');
    const [row] = await t.database.db.insert(dataExports).values({ userId: user.userId }).returning();
    expect(await buildDataExport(t.database.db, t.app.events, row!.exportId)).toBe('built');
    const path = `/account/data-export/${row!.exportId}/file`;
    expect((await download(path, token)).status).toBe(200);
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.exportId, row!.exportId));
    const late = await download(path, token);
    expect(late.status).toBe(410);
    expect(JSON.parse(new TextDecoder().decode(late.bytes)).message).toMatch(/expired/);
    const mine = await api.get<MyDataExport>('account/data-export', { token });
    expect(mine.body.data.latest).toMatchObject({ status: 'expired', downloadPath: null });
    expect(await expireDataExports(t.database.db)).toBeGreaterThanOrEqual(1);
    const parts = await t.database.db
      .select()
      .from(dataExportParts)
      .where(eq(dataExportParts.exportId, row!.exportId));
    expect(parts).toHaveLength(0);
    const [after] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.exportId, row!.exportId));
    expect(after!.status).toBe('expired');
    expect((await download(path, token)).status).toBe(410);
  });
});

describe('the job can run again', () => {
  it('starts the file again after a try that died midway, and does nothing once the export is ready', async () => {
    const asha = await studentWithData('Meera');
    const db = t.database.db;
    const [row] = await db.insert(dataExports).values({ userId: asha.user.userId }).returning();
    // What a try killed midway leaves: some pieces, the row still preparing.
    await db.insert(dataExportParts).values([
      { exportId: row!.exportId, seq: 0, data: Buffer.from('half a zip') },
      { exportId: row!.exportId, seq: 7, data: Buffer.from('more of it') },
    ]);
    expect(await buildDataExport(db, t.app.events, row!.exportId)).toBe('built');
    const file = await download(`/account/data-export/${row!.exportId}/file`, asha.token);
    const zip = unzipSync(file.bytes);
    expect(JSON.parse(new TextDecoder().decode(zip['data.json'])).chats[0].messages[0].message).toBe(
      asha.message,
    );
    const before = await db.select().from(dataExportParts).where(eq(dataExportParts.exportId, row!.exportId));
    expect(await buildDataExport(db, t.app.events, row!.exportId)).toBe('skipped');
    const after = await db.select().from(dataExportParts).where(eq(dataExportParts.exportId, row!.exportId));
    expect(after).toEqual(before);
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, asha.user.userId), eq(notifications.type, 'data_export.ready')));
    expect(notes).toHaveLength(1);
  });
});

/**
 * Every table that refers to a user is either read by the export or left out for a stated reason
 * (docs/privacy.md#export): a new table holding a student's rows must be added to one list.
 */
const EXPORTED = [
  'users',
  'sessions',
  'files',
  'profiles',
  'schools',
  'colleges',
  'work_experiences',
  'test_scores',
  'study_preferences',
  'admission_applications',
  'application_status_history',
  'application_documents',
  'milestone_statuses',
  'notifications',
  'community_members',
  'posts',
  'post_likes',
  'comments',
  'content_reports',
  'chats',
  'messages',
  'package_applications',
  'package_application_history',
  'payments',
  'email_outbox',
  'email_preferences',
  'consent_events',
  'shortlist_items',
  'calendar_feeds',
  'deadline_reminders',
  'course_outcomes',
  'audit_log',
  'data_exports',
  'scholarship_details',
  'saved_scholarships',
  'scholarship_reminders',
  // by her address: its own user references are the staff who handle it
  'contact_messages',
];
const NOT_EXPORTED = [
  // One-time link hashes, kept at most days: secrets with nothing for her to read.
  'account_tokens',
  // Staff-only rows: a student is never invited, never sets the payee, never checks or edits a
  // curated fact.
  'staff_invitations',
  'payee_settings',
  'fact_checks',
  'curated_records',
  // The ZIP itself.
  'data_export_parts',
];

it('covers every table that refers to a user', () => {
  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => value instanceof PgTable,
  );
  const referring = tables
    .filter((table) =>
      getTableConfig(table).foreignKeys.some(
        (fk) => getTableName(fk.reference().foreignTable) === 'users' || getTableName(table) === 'users',
      ),
    )
    .map((table) => getTableName(table));
  const unlisted = referring.filter((name) => !EXPORTED.includes(name) && !NOT_EXPORTED.includes(name));
  expect(unlisted).toEqual([]);
});
