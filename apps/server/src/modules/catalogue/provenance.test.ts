import type {
  CourseCost,
  CourseDetail,
  StaffCourse,
  StaffCourseInput,
  UniversityDetail,
} from '@edupath/contract';
import type { FactProvenance, VerificationCounts, VerificationPage } from '@edupath/contract/provenance';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, auditLog, courses } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
  uniqueWord,
} from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { todayUtc } from './provenance';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  [admin, advisor, student] = await Promise.all([
    signedIn(t.database.db, api, 'admin'),
    signedIn(t.database.db, api, 'advisor'),
    signedIn(t.database.db, api, 'student'),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const today = todayUtc();
const sample = (checkedOn = '2026-02-16'): FactProvenance => ({
  kind: 'sample',
  sourceName: null,
  sourceUrl: null,
  checkedOn,
  checkedBy: null,
});
const allSample = () => ({
  identity: sample(),
  fees: sample(),
  dates: sample(),
  requirements: sample(),
  description: sample(),
});

/** A seeded-looking course: every group sample data. */
async function sampleCourse() {
  const country = await createCountry(db());
  const university = await createUniversity(db(), country.countryId);
  const category = await createCategory(db());
  const course = await createCourse(
    db(),
    { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
    {
      provenance: allSample(),
      intake: 'September',
      intakeStart: '2031-09-01',
      applicationDeadline: '2031-06-15',
    },
  );
  return { country, university, category, course };
}

/** The console form as the admin opened it. */
function formOf(c: StaffCourse): StaffCourseInput {
  return {
    courseName: c.courseName,
    universityId: c.universityId,
    courseCategoryId: c.courseCategoryId,
    courseType: c.courseType as StaffCourseInput['courseType'],
    duration: c.duration,
    fee: c.fee,
    currencyCode: c.currencyCode,
    intake: c.intake as StaffCourseInput['intake'],
    intakeStart: c.intakeStart!,
    applicationDeadline: c.applicationDeadline!,
    modeOfStudy: c.modeOfStudy as StaffCourseInput['modeOfStudy'],
    eligibility: c.eligibility,
    entryRequirements: c.entryRequirements,
    description: c.description,
    isFeatured: c.isFeatured,
    featuredReason: c.featuredReason,
    image: c.image,
  };
}

const auditEntries = (entityType: string, entityId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.auditId));

async function queueFor(recordType: string, recordId: number) {
  const all: VerificationPage['items'] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<VerificationPage>(`staff/catalogue/verification?pageSize=100&page=${page}`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    all.push(...answer.body.data.items);
    if (page >= answer.body.data.totalPages) break;
  }
  return all.filter((item) => item.recordType === recordType && item.recordId === recordId);
}

describe('a staff edit records its provenance', () => {
  it('credits the fee to the source the admin gave, keeps the sample description, and audits both', async () => {
    const { course } = await sampleCourse();
    const opened = await api.get<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
    });
    const source = 'https://www.example.ac.uk/fees/msc';
    const saved = await api.put<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: { ...formOf(opened.body.data), fee: 31_250, sourceUrl: source, checkedToday: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.provenance.fees).toEqual({
      kind: 'university_page',
      sourceName: 'example.ac.uk',
      sourceUrl: source,
      checkedOn: today,
      checkedBy: admin.user.userId,
    });
    expect(saved.body.data.provenance.description).toEqual(sample());
    expect(saved.body.data.provenance.identity).toEqual(sample());

    const page = await api.get<CourseDetail>(`course/${course.courseId}`);
    expect(page.body.data.provenance.fees?.sourceUrl).toBe(source);
    expect(page.body.data.provenance.description?.kind).toBe('sample');

    // The first-year cost box names the fee's source too, no longer as an estimate.
    const cost = await api.get<CourseCost>(`courses/${course.courseId}/cost`);
    expect(cost.status).toBe(200);
    expect(cost.body.data.cost.lines[0]).toMatchObject({
      kind: 'tuition',
      source: 'Course fee from example.ac.uk',
      checkedOn: today,
      estimate: false,
    });

    const [entry] = await auditEntries('course', course.courseId);
    expect(entry).toMatchObject({ action: 'course.updated', actorId: admin.user.userId });
    expect(entry!.after).toMatchObject({ fee: 31_250 });
    expect(entry!.before).toMatchObject({ provenance: allSample() });
    expect((entry!.after as { provenance: { fees: FactProvenance } }).provenance.fees.sourceUrl).toBe(source);
  });

  it('credits a change without a source to EduPath staff on the day', async () => {
    const { course } = await sampleCourse();
    const opened = await api.get<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
    });
    const saved = await api.put<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: { ...formOf(opened.body.data), description: 'Taught in English over twelve months.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.provenance.description).toEqual({
      kind: 'staff',
      sourceName: null,
      sourceUrl: null,
      checkedOn: today,
      checkedBy: admin.user.userId,
    });
    expect(saved.body.data.provenance.fees).toEqual(sample());
  });

  it('says what is wrong with the source fields, writing nothing', async () => {
    const { course } = await sampleCourse();
    const opened = await api.get<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
    });
    const unticked = await api.put(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: { ...formOf(opened.body.data), fee: 1, sourceUrl: 'https://example.org/fees' },
    });
    expect(unticked.status).toBe(400);
    expect(unticked.body.errors?.checkedToday).toMatch(/checked this today/);
    const notAnAddress = await api.put(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: { ...formOf(opened.body.data), fee: 1, sourceUrl: 'the fees page', checkedToday: true },
    });
    expect(notAnAddress.status).toBe(400);
    expect(notAnAddress.body.errors?.sourceUrl).toMatch(/http/);
    const [row] = await db().select().from(courses).where(eq(courses.courseId, course.courseId));
    expect(row!.provenance).toEqual(allSample());
  });

  it('credits a university created in the console to staff, never to the university list', async () => {
    const country = await createCountry(db());
    const created = await api.post<{ universityId: number }>('staff/catalogue/universities', {
      token: admin.token,
      body: {
        countryId: country.countryId,
        universityName: `Hand${uniqueWord()} University`,
        description: 'A university the admin described.',
      },
    });
    expect(created.status).toBe(201);
    const page = await api.get<UniversityDetail>(`university/detail/${created.body.data.universityId}`);
    expect(page.status).toBe(200);
    for (const group of ['identity', 'description', 'details'] as const) {
      expect(page.body.data.provenance[group]).toMatchObject({
        kind: 'staff',
        sourceUrl: null,
        checkedOn: today,
      });
    }
  });
});

describe('the verification queue', () => {
  it('lists sample, unverified and stale facts, most-applied-to first, and "checked today" clears one (audited)', async () => {
    const { course, university, category } = await sampleCourse();
    // Never recorded (a row from before provenance), and one checked over a year ago.
    const bare = await createCourse(db(), {
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const stale = await createCourse(
      db(),
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      {
        provenance: {
          ...allSample(),
          fees: {
            kind: 'university_page',
            sourceName: 'Old page',
            sourceUrl: 'https://old.example.org',
            checkedOn: '2024-01-10',
            checkedBy: null,
          },
        },
      },
    );
    await db()
      .insert(admissionApplications)
      .values({ userId: student.user.userId, courseId: course.courseId });

    expect((await queueFor('course', course.courseId)).map((i) => [i.group, i.state])).toEqual([
      ['identity', 'sample'],
      ['fees', 'sample'],
      ['dates', 'sample'],
      ['requirements', 'sample'],
      ['description', 'sample'],
    ]);
    expect((await queueFor('course', bare.courseId)).every((i) => i.state === 'unverified')).toBe(true);
    expect((await queueFor('course', stale.courseId)).find((i) => i.group === 'fees')).toMatchObject({
      state: 'stale',
      checkedOn: '2024-01-10',
      sourceUrl: 'https://old.example.org',
    });

    const first = await api.get<VerificationPage>('staff/catalogue/verification?pageSize=5', {
      token: admin.token,
    });
    expect(first.body.data.items[0]!.applicationCount).toBeGreaterThanOrEqual(1);
    const counts = first.body.data.items.map((i) => i.applicationCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const before = await api.get<VerificationCounts>('staff/catalogue/verification/counts', {
      token: admin.token,
    });
    const checked = await api.post<FactProvenance>('staff/catalogue/verification/check', {
      token: admin.token,
      body: {
        recordType: 'course',
        recordId: stale.courseId,
        group: 'fees',
        sourceUrl: 'https://new.example.org/fees',
      },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({
      kind: 'university_page',
      checkedOn: today,
      checkedBy: admin.user.userId,
    });
    expect((await queueFor('course', stale.courseId)).find((i) => i.group === 'fees')).toBeUndefined();
    const after = await api.get<VerificationCounts>('staff/catalogue/verification/counts', {
      token: admin.token,
    });
    expect(after.body.data.stale).toBe(before.body.data.stale - 1);

    const sampleCleared = await api.post('staff/catalogue/verification/check', {
      token: admin.token,
      body: {
        recordType: 'course',
        recordId: course.courseId,
        group: 'fees',
        sourceUrl: 'https://uni.example.org/fees',
      },
    });
    expect(sampleCleared.status).toBe(200);
    expect((await queueFor('course', course.courseId)).map((i) => i.group)).not.toContain('fees');
    const page = await api.get<CourseDetail>(`course/${course.courseId}`);
    expect(page.body.data.provenance.fees).toMatchObject({ sourceName: 'uni.example.org', checkedOn: today });

    const [entry] = await auditEntries('course', stale.courseId);
    expect(entry).toMatchObject({ action: 'course.fact_checked', actorId: admin.user.userId });
    expect(entry!.before).toMatchObject({ fees: { checkedOn: '2024-01-10' } });
    expect(entry!.after).toMatchObject({
      fees: { sourceUrl: 'https://new.example.org/fees', checkedOn: today },
    });
  });

  it('wants a source address and a group the record has; 404 for a record that does not exist', async () => {
    const { course, university } = await sampleCourse();
    const noSource = await api.post('staff/catalogue/verification/check', {
      token: admin.token,
      body: { recordType: 'course', recordId: course.courseId, group: 'fees', sourceUrl: '' },
    });
    expect(noSource.status).toBe(400);
    expect(noSource.body.errors?.sourceUrl).toBeTruthy();
    const wrongGroup = await api.post('staff/catalogue/verification/check', {
      token: admin.token,
      body: {
        recordType: 'university',
        recordId: university.universityId,
        group: 'fees',
        sourceUrl: 'https://a.example.org',
      },
    });
    expect(wrongGroup.status).toBe(400);
    expect(wrongGroup.body.errors?.group).toMatch(/no such group/);
    const missing = await api.post('staff/catalogue/verification/check', {
      token: admin.token,
      body: { recordType: 'course', recordId: 99_999_999, group: 'fees', sourceUrl: 'https://a.example.org' },
    });
    expect(missing.status).toBe(404);
    const tooBig = await api.post('staff/catalogue/verification/check', {
      token: admin.token,
      body: { recordType: 'course', recordId: 2 ** 40, group: 'fees', sourceUrl: 'https://a.example.org' },
    });
    expect(tooBig.status).toBe(400);
    const [row] = await db().select().from(courses).where(eq(courses.courseId, course.courseId));
    expect(row!.provenance).toEqual(allSample());
  });

  it('is for admins, as catalogue management is: 401 for a visitor, 403 for a student and an advisor', async () => {
    const { course } = await sampleCourse();
    const body = {
      recordType: 'course',
      recordId: course.courseId,
      group: 'fees',
      sourceUrl: 'https://a.example.org',
    };
    for (const [method, path] of [
      ['GET', 'staff/catalogue/verification'],
      ['GET', 'staff/catalogue/verification/counts'],
      ['POST', 'staff/catalogue/verification/check'],
    ] as const) {
      const send = (token?: string) =>
        method === 'GET' ? api.get(path, { token }) : api.post(path, { token, body });
      expect((await send()).status).toBe(401);
      expect((await send(student.token)).status).toBe(403);
      expect((await send(advisor.token)).status).toBe(403);
    }
    const [row] = await db().select().from(courses).where(eq(courses.courseId, course.courseId));
    expect(row!.provenance).toEqual(allSample());
  });
});
