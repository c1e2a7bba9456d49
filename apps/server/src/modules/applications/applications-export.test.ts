import type { AdmissionApplication } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let otherAdvisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
  otherAdvisor = await signedIn(db(), api, 'advisor');
});
afterAll(() => t.close());

async function apply(advisorId: number, name?: string) {
  const student = await studentOf(db(), api, advisorId);
  if (name) await db().update(users).set({ name }).where(eq(users.userId, student.user.userId));
  const course = await createCourse(db());
  const answer = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: course.courseId },
  });
  return { student, id: answer.body.data.admissionApplicationId };
}

async function exported(token: string | undefined, query = '') {
  const answer = await fetch(`${t.url}/api/v1/staff/applications/export${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await answer.text();
  const rows = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  return { answer, text, header: rows[0], rows: rows.slice(1) };
}

const idsOf = (rows: string[]) => rows.map((row) => Number(row.split(',')[0]));

describe('exporting applications as CSV', () => {
  it('answers by role: visitor 401, student 403, advisor and admin 200', async () => {
    const student = await signedIn(db(), api, 'student');
    expect((await exported(undefined)).answer.status).toBe(401);
    expect((await exported(student.token)).answer.status).toBe(403);
    expect((await exported(advisor.token)).answer.status).toBe(200);
    expect((await exported(admin.token)).answer.status).toBe(200);
  });

  it('holds the console’s current filter in its order; an advisor gets their own students only', async () => {
    const mine = [await apply(advisor.user.userId), await apply(advisor.user.userId)];
    const theirs = await apply(otherAdvisor.user.userId);
    await api.patch(`staff/applications/${mine[0]!.id}/status`, {
      token: advisor.token,
      body: { status: 'Under Review' },
    });

    const own = await exported(advisor.token);
    expect(own.answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(own.answer.headers.get('content-disposition')).toMatch(
      /filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(own.header).toBe(
      'application id,submitted,last change,status,remark,student id,student,student email,course,course type,university,country,intake,fee,currency,advisor',
    );
    expect(idsOf(own.rows)).toEqual([mine[1]!.id, mine[0]!.id]);
    expect(own.rows[1]).toContain(`,Under Review,,${mine[0]!.student.user.userId},`);
    expect(own.rows[1]).toContain(`,${advisor.user.name}`);

    const reviewing = await exported(advisor.token, '?status=Under%20Review');
    expect(idsOf(reviewing.rows)).toEqual([mine[0]!.id]);
    const ascending = await exported(advisor.token, '?sort=submitted&order=asc');
    expect(idsOf(ascending.rows)).toEqual([mine[0]!.id, mine[1]!.id]);

    // Another advisor's students: 403 when asked for by name, absent from an admin's filter of one advisor.
    expect((await exported(advisor.token, `?advisorId=${otherAdvisor.user.userId}`)).answer.status).toBe(403);
    const byAdmin = await exported(admin.token, `?advisorId=${otherAdvisor.user.userId}`);
    expect(idsOf(byAdmin.rows)).toEqual([theirs.id]);
    expect((await exported(admin.token, '?status=Lost')).answer.status).toBe(400);
  });

  it('defuses a student name a spreadsheet would run as a formula', async () => {
    const { id } = await apply(advisor.user.userId, '@SUM(1+1)*cmd');
    const { rows } = await exported(advisor.token, `?student=${encodeURIComponent('@SUM')}`);
    expect(idsOf(rows)).toEqual([id]);
    expect(rows[0]).toContain(",'@SUM(1+1)*cmd,");
  });
});
