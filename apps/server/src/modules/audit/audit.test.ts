import type { AdmissionApplication, AuditPage } from '@edupath/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { studentOf } from '../../test/console-factories';
import { createUser, login, signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { changedFields } from './audit.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
/** The staff signed in for this file. */
const staffOf = async () => ({ advisor, admin });

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
});
afterAll(() => t.close());
const db = () => t.database.db;

describe('changedFields keeps only what changed', () => {
  it('an update keeps the differing fields on both sides, dates as ISO strings', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      changedFields(
        { fee: 100, name: 'MSc', deadline: null, tags: ['a'] },
        { fee: 120, name: 'MSc', deadline: at, tags: ['a'] },
      ),
    ).toEqual({ before: { fee: 100, deadline: null }, after: { fee: 120, deadline: at.toISOString() } });
  });

  it('a creation or deletion keeps its whole side', () => {
    expect(changedFields(null, { name: 'MSc' })).toEqual({ before: null, after: { name: 'MSc' } });
    expect(changedFields({ name: 'MSc' }, null)).toEqual({ before: { name: 'MSc' }, after: null });
  });
});

describe('the audit log', () => {
  it("records a staff decision with who, what and before → after, in the change's transaction", async () => {
    const student = await studentOf(db(), api, advisor.user.userId);
    const course = await createCourse(db());
    const applied = await api.post<AdmissionApplication>('admission', {
      token: student.token,
      body: { courseId: course.courseId },
    });
    const id = applied.body.data.admissionApplicationId;

    const decided = await api.patch(`staff/applications/${id}/status`, {
      token: advisor.token,
      body: { status: 'Under Review', remark: 'Reading the SOP' },
    });
    expect(decided.status).toBe(200);
    // A refused move changes nothing and so records nothing.
    const refused = await api.patch(`staff/applications/${id}/status`, {
      token: advisor.token,
      body: { status: 'Under Review' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: advisor.user.userId,
        actorRole: 'advisor',
        action: 'application.status_changed',
        entityType: 'application',
        before: { status: 'Pending' },
        after: { status: 'Under Review', remark: 'Reading the SOP' },
      }),
    ]);
  });

  it('cannot be rewritten or erased, even by the application itself', async () => {
    const [entry] = await db().select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    // drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    const id = entry!.auditId;
    expect(
      await refusal(db().update(auditLog).set({ action: 'forged' }).where(eq(auditLog.auditId, id))),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db().delete(auditLog).where(eq(auditLog.auditId, id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db().execute(sql`TRUNCATE audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    const [still] = await db().select().from(auditLog).where(eq(auditLog.auditId, entry!.auditId));
    expect(still?.action).toBe(entry!.action);
  });
});

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');

describe('reading the audit log: admins only, filtered, newest first, exported as CSV', () => {
  it('answers by role: visitor 401, student and advisor 403, admin 200', async () => {
    const { admin } = await staffOf();
    const student = await signedIn(db(), api, 'student');
    for (const path of ['staff/audit', 'staff/audit/export']) {
      expect([path, (await api.get(path)).status]).toEqual([path, 401]);
      expect([path, (await api.get(path, { token: student.token })).status]).toEqual([path, 403]);
      expect([path, (await api.get(path, { token: advisor.token })).status]).toEqual([path, 403]);
      expect([path, (await api.get(path, { token: admin.token })).status]).toEqual([path, 200]);
    }
  });

  it('records the milestone list’s changes and filters by actor, action, entity and day', async () => {
    const { admin } = await staffOf();
    const created = await api.post<{ milestoneId: number }>('milestones', {
      token: admin.token,
      body: { title: 'Visa interview', remark: null, order: 90 },
    });
    const id = created.body.data.milestoneId;
    await api.put(`milestones/${id}`, {
      token: admin.token,
      body: { title: 'Visa interview', remark: 'Bring the I-20', order: 91 },
    });
    await api.delete(`milestones/${id}`, { token: admin.token });

    const page = await api.get<AuditPage>(`staff/audit?entityType=milestone&entityId=${id}`, {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['milestone.deleted', { title: 'Visa interview', remark: 'Bring the I-20', order: 91 }, null],
      ['milestone.updated', { remark: null, order: 90 }, { remark: 'Bring the I-20', order: 91 }],
      ['milestone.created', null, { title: 'Visa interview', remark: null, order: 90 }],
    ]);
    expect(page.body.data.items[0]).toMatchObject({
      actor: { userId: admin.user.userId, name: admin.user.name, email: admin.user.email },
      actorRole: 'admin',
      entityType: 'milestone',
      entityId: String(id),
    });

    const byAction = await api.get<AuditPage>(
      `staff/audit?action=milestone.updated&actorId=${admin.user.userId}`,
      { token: admin.token },
    );
    expect(byAction.body.data.items.map((e) => e.entityId)).toEqual([String(id)]);
    const today = new Date().toISOString().slice(0, 10);
    const inDay = await api.get<AuditPage>(`staff/audit?entityId=${id}&from=${today}&to=${today}`, {
      token: admin.token,
    });
    expect(inDay.body.data.total).toBe(3);
    const before = await api.get<AuditPage>(`staff/audit?entityId=${id}&to=2020-01-01`, {
      token: admin.token,
    });
    expect(before.body.data.total).toBe(0);
    const paged = await api.get<AuditPage>(
      `staff/audit?entityId=${id}&entityType=milestone&pageSize=2&page=2`,
      {
        token: admin.token,
      },
    );
    expect(paged.body.data).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(paged.body.data.items.map((e) => e.action)).toEqual(['milestone.created']);

    const reversed = await api.get(`staff/audit?from=2026-02-02&to=2026-02-01`, { token: admin.token });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty('to');
    expect((await api.get('staff/audit?action=entry.forged', { token: admin.token })).status).toBe(400);
  });

  it('exports the same filter as CSV, with cells a spreadsheet would run defused', async () => {
    const { admin } = await staffOf();
    // Its own actor, so the filter holds exactly what this test wrote.
    const exporter = await createUser(db(), { role: 'admin', name: '=cmd|"/c calc"!A1' });
    const token = await login(api, exporter);
    for (const title of ['+1+1', '@SUM(A1)', 'Plain title']) {
      await api.post('milestones', { token, body: { title, remark: null, order: 99 } });
    }
    const answer = await fetch(
      `${t.url}/api/v1/staff/audit/export?action=milestone.created&actorId=${exporter.userId}`,
      {
        headers: { authorization: `Bearer ${admin.token}` },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(await answer.text());
    expect(rows[0]).toBe('id,when,actor,actor email,actor role,action,entity type,entity id,before,after');
    expect(rows).toHaveLength(4);
    // Newest first; the actor's name, which a spreadsheet would run as a formula, gets a leading quote.
    expect(rows[1]).toContain('Plain title');
    expect(rows[3]).toContain('+1+1');
    for (const row of rows.slice(1)) {
      expect(row).toContain(`,"'=cmd|""/c calc""!A1",${exporter.email},admin,milestone.created,milestone,`);
    }
  });

  it('exports every entry of a large filter exactly once', async () => {
    const { admin } = await staffOf();
    const entityId = `bulk-${Date.now()}`;
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 1203 }, (_, i) => ({
          actorId: admin.user.userId,
          actorRole: 'admin' as const,
          action: 'notification.sent',
          entityType: 'audience',
          entityId,
          after: { n: i },
        })),
      );
    const answer = await fetch(`${t.url}/api/v1/staff/audit/export?entityId=${entityId}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const rows = csvRows(await answer.text()).slice(1);
    expect(rows).toHaveLength(1203);
    const ids = rows.map((row) => Number(row.split(',')[0]));
    expect(new Set(ids).size).toBe(1203);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('has no route that edits or removes an entry', async () => {
    const { admin } = await staffOf();
    const [entry] = await db().select().from(auditLog).limit(1);
    for (const method of ['put', 'patch', 'delete'] as const) {
      for (const path of ['staff/audit', `staff/audit/${entry!.auditId}`]) {
        const answer = await api[method](path, { token: admin.token, body: {} });
        expect([method, path, answer.status]).toEqual([method, path, 404]);
      }
    }
  });
});
