import type { CourseDetail, StaffCourseInput, UniversityDetail } from '@edupath/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, universities } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

/** What EduPath earns from a university, and why a course is featured (docs/catalogue.md#neutrality). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await signedIn(t.database.db, api, 'admin');
});
afterAll(() => t.close());

const db = () => t.database.db;

async function place() {
  const country = await createCountry(db());
  const university = await createUniversity(db(), country.countryId, { qsRank: 50 });
  const category = await createCategory(db());
  return { country, university, category };
}

const universityBody = (countryId: number, universityName: string, extra: Record<string, unknown>) => ({
  countryId,
  universityName,
  qsRank: 50,
  ...extra,
});

describe('what EduPath earns from a university', () => {
  it('is "none" until an admin says otherwise, and the public page carries it', async () => {
    const { university } = await place();
    const page = await api.get<UniversityDetail>(`university/detail/${university.universityId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ earning: 'none', earningSince: null });
  });

  it('refuses a commission without its date, a date with "none" and an unknown kind, field by field', async () => {
    const { country, university } = await place();
    const path = `staff/catalogue/universities/${university.universityId}`;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ earning: 'commission' }, 'earningSince', /since when/],
      [{ earning: 'partnership', earningSince: '' }, 'earningSince', /since when/],
      [{ earning: 'none', earningSince: '2025-03-01' }, 'earningSince', /empty/],
      [{ earning: 'bribe', earningSince: '2025-03-01' }, 'earning', /none, commission or partnership/],
      [{ earning: 'commission', earningSince: '2025-13-45' }, 'earningSince', /date/],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await api.put(path, {
        token: admin.token,
        body: universityBody(country.countryId, university.universityName, extra),
      });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.errors?.[field]).toMatch(message);
    }
    const [stored] = await db()
      .select()
      .from(universities)
      .where(eq(universities.universityId, university.universityId));
    expect(stored).toMatchObject({ earning: 'none', earningSince: null });
  });

  it('an admin sets a commission and its date: audit-logged, shown publicly; advisors may not set it', async () => {
    const { country, university } = await place();
    const path = `staff/catalogue/universities/${university.universityId}`;
    const body = universityBody(country.countryId, university.universityName, {
      earning: 'commission',
      earningSince: '2025-03-01',
    });
    const advisor = await signedIn(db(), api, 'advisor');
    expect((await api.put(path, { token: advisor.token, body })).status).toBe(403);

    const saved = await api.put<{ earning: string; earningSince: string }>(path, {
      token: admin.token,
      body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ earning: 'commission', earningSince: '2025-03-01' });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'university'), eq(auditLog.entityId, String(university.universityId))),
      )
      .orderBy(desc(auditLog.auditId));
    expect(entry).toMatchObject({
      action: 'university.updated',
      actorId: admin.user.userId,
      before: { earning: 'none' },
      after: { earning: 'commission', earningSince: '2025-03-01' },
    });
    const page = await api.get<UniversityDetail>(`university/detail/${university.universityId}`);
    expect(page.body.data).toMatchObject({ earning: 'commission', earningSince: '2025-03-01' });
  });

  it("an advisor's view of a student's shortlist does not say what EduPath earns", async () => {
    const { university, category } = await place();
    await db()
      .update(universities)
      .set({ earning: 'commission', earningSince: '2025-03-01' })
      .where(eq(universities.universityId, university.universityId));
    const course = await createCourse(db(), {
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const advisor = await signedIn(db(), api, 'advisor');
    const student = await studentOf(db(), api, advisor.user.userId);
    await api.put(`shortlist/${course.courseId}`, { token: student.token });
    const answer = await api.get(`staff/students/${student.user.userId}/shortlist`, { token: advisor.token });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body.data)).toContain(String(course.courseId));
    expect(JSON.stringify(answer.body.data)).not.toMatch(/earning|commission/i);
  });
});

describe('why a course is featured', () => {
  const courseInput = (
    refs: { universityId: number; courseCategoryId: number },
    overrides: Partial<StaffCourseInput>,
  ): StaffCourseInput => ({
    courseName: `MSc Featured ${Math.random().toString(36).slice(2, 8)}`,
    ...refs,
    courseType: 'Postgraduate',
    duration: '2 years',
    fee: 30_000,
    currencyCode: 'CAD',
    intake: 'September',
    intakeStart: '2031-09-01',
    applicationDeadline: '2031-06-15',
    modeOfStudy: 'Full-time',
    isFeatured: true,
    image: null,
    ...overrides,
  });

  it("keeps the admin's reason while the course is featured, shows it publicly, and drops it when unfeatured", async () => {
    const { university, category } = await place();
    const refs = { universityId: university.universityId, courseCategoryId: category.courseCategoryId };
    const reason = 'Strong placement record in data science';
    const created = await api.post<{ courseId: number; featuredReason: string | null }>(
      'staff/catalogue/courses',
      {
        token: admin.token,
        body: courseInput(refs, { featuredReason: reason }),
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.featuredReason).toBe(reason);
    const courseId = created.body.data.courseId;
    const page = await api.get<CourseDetail>(`course/${courseId}`);
    expect(page.body.data).toMatchObject({ isFeatured: true, featuredReason: reason });

    const tooLong = await api.put(`staff/catalogue/courses/${courseId}`, {
      token: admin.token,
      body: courseInput(refs, { featuredReason: 'x'.repeat(201) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.featuredReason).toMatch(/at most 200/);

    const unfeatured = await api.put<{ featuredReason: string | null }>(
      `staff/catalogue/courses/${courseId}`,
      {
        token: admin.token,
        body: courseInput(refs, { isFeatured: false, featuredReason: reason }),
      },
    );
    expect(unfeatured.status).toBe(200);
    expect(unfeatured.body.data.featuredReason).toBeNull();
  });
});
