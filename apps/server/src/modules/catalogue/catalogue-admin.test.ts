import type {
  CountryCard,
  CountryDetail,
  CourseCategory,
  CourseDetail,
  CourseListItem,
  CourseSearchResult,
  Page,
  StaffCourse,
  StaffCourseInput,
  UniversityCard,
  UniversityDetail,
} from '@edupath/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, auditLog, courses } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createFaq,
  createUniversity,
  uniqueWord,
} from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { makePng } from '../../test/images';

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

/** A small published catalogue: one country, university and category. */
async function place(countryOverrides: Parameters<typeof createCountry>[1] = {}) {
  const country = await createCountry(db(), countryOverrides);
  const university = await createUniversity(db(), country.countryId);
  const category = await createCategory(db());
  return { country, university, category };
}

const courseInput = (
  refs: { universityId: number; courseCategoryId: number },
  overrides: Partial<StaffCourseInput> = {},
): StaffCourseInput => ({
  courseName: `MSc ${uniqueWord()}`,
  ...refs,
  courseType: 'Postgraduate',
  duration: '2 years',
  fee: 30_000,
  currencyCode: 'CAD',
  intake: 'September',
  intakeStart: '2031-09-01',
  applicationDeadline: '2031-06-15',
  modeOfStudy: 'Full-time',
  eligibility: "Bachelor's degree",
  description: 'A test course.',
  isFeatured: false,
  image: null,
  ...overrides,
});

async function uploadImage(token: string) {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await makePng(120, 80))], { type: 'image/png' }),
    'cover.png',
  );
  return api.post<{ path: string; width: number; height: number }>('staff/catalogue/images', {
    token,
    raw: form,
  });
}

async function importCsv(csv: string | Buffer, dryRun: boolean, fileName = 'courses.csv') {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }),
    fileName,
  );
  return api.post<{
    dryRun: boolean;
    rows: number;
    imported: number;
    errors: Array<{ line: number; errors: Record<string, string> }>;
    errorCount: number;
  }>(`staff/catalogue/courses/import?dryRun=${dryRun}`, { token: admin.token, raw: form });
}

const auditEntries = (entityType: string, entityId: number | string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.auditId));

describe('who may manage the catalogue', () => {
  it('answers 401 to a visitor, 403 to a student and an advisor, and serves an admin, on every endpoint', async () => {
    const { country, university, category } = await place();
    const course = await createCourse(db(), {
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const faq = await createFaq(db(), country.countryId);
    const publish = { isPublished: true };
    const countryBody = { isoCode: 'ZZ', countryName: `Land ${uniqueWord()}` };
    const endpoints: Array<[string, string, unknown, number]> = [
      ['GET', 'staff/catalogue/countries', undefined, 200],
      ['GET', `staff/catalogue/countries/${country.countryId}`, undefined, 200],
      ['POST', 'staff/catalogue/countries', countryBody, 201],
      [
        'PUT',
        `staff/catalogue/countries/${country.countryId}`,
        { isoCode: 'ZY', countryName: country.countryName },
        200,
      ],
      ['PUT', `staff/catalogue/countries/${country.countryId}/published`, publish, 200],
      ['GET', 'staff/catalogue/universities', undefined, 200],
      ['GET', `staff/catalogue/universities/${university.universityId}`, undefined, 200],
      [
        'POST',
        'staff/catalogue/universities',
        { countryId: country.countryId, universityName: `U ${uniqueWord()}` },
        201,
      ],
      [
        'PUT',
        `staff/catalogue/universities/${university.universityId}`,
        { countryId: country.countryId, universityName: university.universityName },
        200,
      ],
      ['PUT', `staff/catalogue/universities/${university.universityId}/published`, publish, 200],
      ['GET', 'staff/catalogue/categories', undefined, 200],
      ['GET', `staff/catalogue/categories/${category.courseCategoryId}`, undefined, 200],
      ['POST', 'staff/catalogue/categories', { categoryName: `Cat ${uniqueWord()}` }, 201],
      [
        'PUT',
        `staff/catalogue/categories/${category.courseCategoryId}`,
        { categoryName: category.categoryName },
        200,
      ],
      ['PUT', `staff/catalogue/categories/${category.courseCategoryId}/published`, publish, 200],
      ['GET', 'staff/catalogue/courses', undefined, 200],
      ['GET', `staff/catalogue/courses/${course.courseId}`, undefined, 200],
      [
        'POST',
        'staff/catalogue/courses',
        courseInput({ universityId: university.universityId, courseCategoryId: category.courseCategoryId }),
        201,
      ],
      [
        'PUT',
        `staff/catalogue/courses/${course.courseId}`,
        courseInput(
          { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
          { courseName: course.courseName },
        ),
        200,
      ],
      ['PUT', `staff/catalogue/courses/${course.courseId}/published`, publish, 200],
      ['GET', 'staff/catalogue/faqs', undefined, 200],
      ['GET', `staff/catalogue/faqs/${faq.faqId}`, undefined, 200],
      ['POST', 'staff/catalogue/faqs', { countryId: country.countryId, question: 'Q?', answer: 'A.' }, 201],
      [
        'PUT',
        `staff/catalogue/faqs/${faq.faqId}`,
        { countryId: country.countryId, question: 'Q2?', answer: 'A2.' },
        200,
      ],
      ['PUT', `staff/catalogue/faqs/${faq.faqId}/published`, publish, 200],
    ];
    for (const [method, path, body, allowed] of endpoints) {
      const call = (token?: string) =>
        api[method.toLowerCase() as 'get' | 'post' | 'put'](path, { token, ...(body ? { body } : {}) });
      expect([method, path, (await call()).status]).toEqual([method, path, 401]);
      expect([method, path, (await call(student.token)).status]).toEqual([method, path, 403]);
      expect([method, path, (await call(advisor.token)).status]).toEqual([method, path, 403]);
      const answer = await call(admin.token);
      expect([method, path, answer.status, answer.body.message]).toEqual([
        method,
        path,
        allowed,
        answer.body.message,
      ]);
    }
    // The multipart endpoints: checked before the body is read.
    for (const path of ['staff/catalogue/images', 'staff/catalogue/courses/import?dryRun=true']) {
      const form = () => {
        const data = new FormData();
        data.append('file', new Blob(['x']), 'x.csv');
        return data;
      };
      expect((await api.post(path, { raw: form() })).status).toBe(401);
      expect((await api.post(path, { token: student.token, raw: form() })).status).toBe(403);
      expect((await api.post(path, { token: advisor.token, raw: form() })).status).toBe(403);
    }
    expect((await uploadImage(admin.token)).status).toBe(201);
    expect((await importCsv('courseName\n', true)).status).toBe(200);
  });
});

describe('courses', () => {
  it('creates a course with an uploaded image that the public course page and search show', async () => {
    const { university, category } = await place();
    const image = await uploadImage(admin.token);
    expect(image.status).toBe(201);
    expect(image.body.data.path).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);
    const input = courseInput(
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { image: image.body.data.path, isFeatured: true, fee: 31_500.5 },
    );
    const created = await api.post<StaffCourse>('staff/catalogue/courses', {
      token: admin.token,
      body: input,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      courseName: input.courseName,
      fee: 31_500.5,
      feeMinor: 3_150_050,
      currencyCode: 'CAD',
      currency: 'Dollar',
      isPublished: true,
      publiclyVisible: true,
    });
    expect(created.body.data.feeInr).toBeGreaterThan(0);

    const page = await api.get<CourseDetail>(`course/${created.body.data.courseId}`);
    expect(page.status).toBe(200);
    expect(page.body.data.image).toBe(image.body.data.path);
    expect(page.body.data.fee).toBe(31_501);
    const search = await api.get<CourseSearchResult>(
      `course/search?q=${encodeURIComponent(input.courseName)}`,
    );
    expect(search.body.data.items.map((c) => c.courseId)).toContain(created.body.data.courseId);

    const [entry] = await auditEntries('course', created.body.data.courseId);
    expect(entry).toMatchObject({ action: 'course.created', actorId: admin.user.userId, before: null });
    expect(entry!.after).toMatchObject({ courseName: input.courseName, fee: 31_500.5, currencyCode: 'CAD' });
  });

  it('recomputes the rupee estimate on a fee or currency change and logs fee and deadline before → after', async () => {
    const { university, category } = await place();
    const refs = { universityId: university.universityId, courseCategoryId: category.courseCategoryId };
    const input = courseInput(refs);
    const created = await api.post<StaffCourse>('staff/catalogue/courses', {
      token: admin.token,
      body: input,
    });
    const { courseId, feeInr: cadInr } = created.body.data;

    const changed = await api.put<StaffCourse>(`staff/catalogue/courses/${courseId}`, {
      token: admin.token,
      body: { ...input, fee: 30_000, currencyCode: 'EUR', applicationDeadline: '2031-07-01' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ currencyCode: 'EUR', currency: 'Euro', feeMinor: 3_000_000 });
    expect(changed.body.data.feeInr).not.toBe(cadInr);
    const [stored] = await db().select().from(courses).where(eq(courses.courseId, courseId));
    expect(Number(stored!.feeInr)).toBe(changed.body.data.feeInr);
    // The search's fee filter compares the new rupee amount.
    const inr = changed.body.data.feeInr!;
    const byFee = await api.get<CourseSearchResult>(
      `course/search?q=${encodeURIComponent(input.courseName)}&minFee=${inr}&maxFee=${inr}`,
    );
    expect(byFee.body.data.items.map((c) => c.courseId)).toEqual([courseId]);

    const [entry] = await auditEntries('course', courseId);
    expect(entry!.action).toBe('course.updated');
    expect(entry!.before).toEqual({ currencyCode: 'CAD', feeInr: cadInr, applicationDeadline: '2031-06-15' });
    expect(entry!.after).toEqual({
      currencyCode: 'EUR',
      feeInr: changed.body.data.feeInr,
      applicationDeadline: '2031-07-01',
    });
  });

  it('refuses what the contract refuses, field by field, and writes nothing', async () => {
    const { university, category } = await place();
    const refs = { universityId: university.universityId, courseCategoryId: category.courseCategoryId };
    const cases: Array<[Partial<StaffCourseInput>, string, RegExp]> = [
      [{ applicationDeadline: '2031-09-02' }, 'applicationDeadline', /before the intake start/],
      [{ intakeStart: '2031-10-01' }, 'intakeStart', /must fall in September/],
      [{ courseType: 'Bootcamp' as never }, 'courseType', /must be one of/],
      [{ fee: -1 }, 'fee', /not be negative/],
      [{ fee: 100.5, currencyCode: 'JPY' }, 'fee', /whole number/],
      [{ currencyCode: 'XQX' }, 'currencyCode', /No reference rate/],
      [{ courseName: '  ' }, 'courseName', /required/],
      [{ universityId: 2_000_000 }, 'universityId', /existing university/],
      [{ image: 'https://tracker.example/pixel.gif' }, 'image', /Upload the image again/],
    ];
    for (const [override, field, message] of cases) {
      const answer = await api.post('staff/catalogue/courses', {
        token: admin.token,
        body: courseInput(refs, override),
      });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.errors?.[field]).toMatch(message);
    }
    const stored = await db().select().from(courses).where(eq(courses.universityId, university.universityId));
    expect(stored).toHaveLength(0);

    // Someone else's upload (a student's chat picture, say) is not the admin's to use.
    const otherAdmin = await signedIn(db(), api, 'admin');
    const theirs = await uploadImage(otherAdmin.token);
    const borrowed = await api.post('staff/catalogue/courses', {
      token: admin.token,
      body: courseInput(refs, { image: theirs.body.data.path }),
    });
    expect(borrowed.status).toBe(400);

    const first = await api.post('staff/catalogue/courses', {
      token: admin.token,
      body: courseInput(refs, { courseName: 'MSc Twice' }),
    });
    expect(first.status).toBe(201);
    const again = await api.post('staff/catalogue/courses', {
      token: admin.token,
      body: courseInput(refs, { courseName: 'msc twice' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.courseName).toMatch(/already has a course/);
  });
});

describe('unpublishing', () => {
  it('hides a course from every public read but keeps it in the applications students already made', async () => {
    const { country, university, category } = await place({ isoCode: 'CA' });
    const course = await createCourse(
      db(),
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { isFeatured: true, courseType: 'Postgraduate' },
    );
    const applied = await api.post('admission', {
      token: student.token,
      body: { courseId: course.courseId },
    });
    expect(applied.status).toBe(200);

    const publicReads = async () => {
      const [detail, search, facets, categories, categoryCourses, uni, countryPage, featured] =
        await Promise.all([
          api.get(`course/${course.courseId}`),
          api.get<CourseSearchResult>(`course/search?q=${encodeURIComponent(course.courseName)}`),
          api.get<CourseSearchResult>(`course/search?country=${country.countryId}`),
          api.get<CourseCategory[]>('course/categories'),
          api.get<Page<CourseListItem>>(`course/courses/${category.courseCategoryId}`),
          api.get<UniversityDetail>(`university/detail/${university.universityId}`),
          api.get<CountryDetail>(`country/detail/${country.countryId}`),
          api.get<CourseListItem[]>('course/featured-programmes'),
        ]);
      return {
        detail: detail.status,
        inSearch: search.body.data.items.some((c) => c.courseId === course.courseId),
        facetCount: facets.body.data.facets.country.find((f) => f.value === country.countryId)?.count ?? 0,
        categoryCount: categories.body.data.find((c) => c.courseCategoryId === category.courseCategoryId)
          ?.courseCount,
        categoryTotal: categoryCourses.body.data.total,
        universityCourses: uni.body.data.CourseModels.length,
        universityCount: uni.body.data.courseCount,
        countryCourses: countryPage.body.data.courseCount,
        featured: featured.body.data.some((c) => c.courseId === course.courseId),
      };
    };
    expect(await publicReads()).toEqual({
      detail: 200,
      inSearch: true,
      facetCount: 1,
      categoryCount: 1,
      categoryTotal: 1,
      universityCourses: 1,
      universityCount: 1,
      countryCourses: 1,
      featured: true,
    });

    const hidden = await api.put<StaffCourse>(`staff/catalogue/courses/${course.courseId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Unpublished');
    expect(hidden.body.data).toMatchObject({
      isPublished: false,
      publiclyVisible: false,
      applicationCount: 1,
    });
    expect(await publicReads()).toEqual({
      detail: 404,
      inSearch: false,
      facetCount: 0,
      categoryCount: 0,
      categoryTotal: 0,
      universityCourses: 0,
      universityCount: 0,
      countryCourses: 0,
      featured: false,
    });

    // The student's application still shows the course; a new application is refused.
    const mine = await api.get<Array<{ CourseModel: { courseId: number; courseName: string } }>>(
      'admission',
      {
        token: student.token,
      },
    );
    expect(mine.body.data.map((a) => a.CourseModel.courseName)).toContain(course.courseName);
    const other = await signedIn(db(), api, 'student');
    expect(
      (await api.post('admission', { token: other.token, body: { courseId: course.courseId } })).status,
    ).toBe(404);
    const [application] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.courseId, course.courseId));
    expect(application).toBeDefined();

    // An admin's preview link still opens the page, marked as unpublished.
    const preview = await api.get<CourseDetail>(`course/${course.courseId}`, { token: admin.token });
    expect(preview.status).toBe(200);
    expect(preview.body.data.unpublished).toBe(true);
    expect((await api.get(`course/${course.courseId}`, { token: advisor.token })).status).toBe(404);

    const [entry] = await auditEntries('course', course.courseId);
    expect(entry).toMatchObject({
      action: 'course.unpublished',
      before: { isPublished: true },
      after: { isPublished: false },
    });
    // Unpublishing twice changes nothing and logs nothing.
    const twice = await api.put(`staff/catalogue/courses/${course.courseId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    expect(twice.body.message).toBe('Nothing changed');
    expect(await auditEntries('course', course.courseId)).toHaveLength(1);
  });

  it('hides a university with its courses, and a country with its universities, courses and FAQs', async () => {
    const { country, university, category } = await place();
    const course = await createCourse(db(), {
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    await createFaq(db(), country.countryId);
    const setPublished = (kind: string, id: number, isPublished: boolean) =>
      api.put(`staff/catalogue/${kind}/${id}/published`, { token: admin.token, body: { isPublished } });
    const inSearch = async () =>
      (await api.get<CourseSearchResult>(`course/search?q=${encodeURIComponent(course.courseName)}`)).body
        .data.total;
    const universityListed = async () =>
      (await api.get<Page<UniversityCard>>(`university?q=${encodeURIComponent(university.universityName)}`))
        .body.data.total;

    expect((await setPublished('universities', university.universityId, false)).status).toBe(200);
    expect((await api.get(`university/detail/${university.universityId}`)).status).toBe(404);
    expect((await api.get(`course/${course.courseId}`)).status).toBe(404);
    expect(await inSearch()).toBe(0);
    expect(await universityListed()).toBe(0);
    const countryPage = await api.get<CountryDetail>(`country/detail/${country.countryId}`);
    expect(countryPage.body.data.UniversityModels).toHaveLength(0);
    expect(countryPage.body.data.universityCount).toBe(0);
    expect(countryPage.body.data.courseCount).toBe(0);
    await setPublished('universities', university.universityId, true);
    expect(await inSearch()).toBe(1);

    expect((await setPublished('countries', country.countryId, false)).status).toBe(200);
    expect((await api.get(`country/detail/${country.countryId}`)).status).toBe(404);
    expect((await api.get(`country-faq/country/${country.countryId}`)).status).toBe(404);
    expect((await api.get(`university/detail/${university.universityId}`)).status).toBe(404);
    expect((await api.get(`course/${course.courseId}`)).status).toBe(404);
    expect(await inSearch()).toBe(0);
    expect(await universityListed()).toBe(0);
    const countries = await api.get<Page<CountryCard>>(
      `country?q=${encodeURIComponent(country.countryName)}`,
    );
    expect(countries.body.data.total).toBe(0);
    const staffView = await api.get<
      Page<{ courseId: number; publiclyVisible: boolean; isPublished: boolean }>
    >(`staff/catalogue/courses?universityId=${university.universityId}`, { token: admin.token });
    expect(staffView.body.data.items).toEqual([
      expect.objectContaining({ courseId: course.courseId, isPublished: true, publiclyVisible: false }),
    ]);
  });

  it('hides a category with its courses, and a FAQ from its country', async () => {
    const { country, university, category } = await place();
    const course = await createCourse(db(), {
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const faq = await createFaq(db(), country.countryId);
    await api.put(`staff/catalogue/categories/${category.courseCategoryId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    const categories = await api.get<CourseCategory[]>('course/categories');
    expect(categories.body.data.some((c) => c.courseCategoryId === category.courseCategoryId)).toBe(false);
    expect((await api.get(`course/courses/${category.courseCategoryId}`)).status).toBe(404);
    expect((await api.get(`course/${course.courseId}`)).status).toBe(404);
    const uni = await api.get<UniversityDetail>(`university/detail/${university.universityId}`);
    expect(uni.body.data.CourseModels).toHaveLength(0);

    await api.put(`staff/catalogue/faqs/${faq.faqId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    const faqs = await api.get<Array<{ faqId: number }>>(`country-faq/country/${country.countryId}`);
    expect(faqs.body.data).toEqual([]);
    const countryPage = await api.get<CountryDetail>(`country/detail/${country.countryId}`);
    expect(countryPage.body.data.FAQs).toEqual([]);
  });
});

describe('countries, universities, categories and FAQs', () => {
  it('creates and edits them with their audit entries; a renamed university is found by its new name', async () => {
    const country = await api.post<{ countryId: number; isoCode: string }>('staff/catalogue/countries', {
      token: admin.token,
      body: { isoCode: 'qz', countryName: `Qazland ${uniqueWord()}`, population: 1000 },
    });
    expect(country.status).toBe(201);
    expect(country.body.data.isoCode).toBe('QZ');
    const duplicate = await api.post('staff/catalogue/countries', {
      token: admin.token,
      body: { isoCode: 'QZ', countryName: `Other ${uniqueWord()}` },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.isoCode).toMatch(/ISO code already exists/);

    const uni = await api.post<{ universityId: number }>('staff/catalogue/universities', {
      token: admin.token,
      body: {
        countryId: country.body.data.countryId,
        universityName: 'Old Name University',
        website: 'ftp://x',
      },
    });
    expect(uni.status).toBe(400);
    expect(uni.body.errors?.website).toMatch(/http/);
    const created = await api.post<{ universityId: number }>('staff/catalogue/universities', {
      token: admin.token,
      body: {
        countryId: country.body.data.countryId,
        universityName: `Oldname${uniqueWord()} University`,
        qsRank: 12,
      },
    });
    expect(created.status).toBe(201);
    const category = await createCategory(db());
    const course = await createCourse(db(), {
      universityId: created.body.data.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const newName = `Newname${uniqueWord()} University`;
    const renamed = await api.put(`staff/catalogue/universities/${created.body.data.universityId}`, {
      token: admin.token,
      body: { countryId: country.body.data.countryId, universityName: newName, qsRank: 10 },
    });
    expect(renamed.status).toBe(200);
    const search = await api.get<CourseSearchResult>(`course/search?q=${encodeURIComponent(newName)}`);
    expect(search.body.data.items.map((c) => c.courseId)).toEqual([course.courseId]);
    const [entry] = await auditEntries('university', created.body.data.universityId);
    expect(entry).toMatchObject({
      action: 'university.updated',
      before: { qsRank: 12 },
      after: { qsRank: 10, universityName: newName },
    });

    const faq = await api.post<{ faqId: number }>('staff/catalogue/faqs', {
      token: admin.token,
      body: { countryId: country.body.data.countryId, question: 'Is it cold?', answer: 'Very.' },
    });
    expect(faq.status).toBe(201);
    const list = await api.get<Page<{ faqId: number }>>(
      `staff/catalogue/faqs?countryId=${country.body.data.countryId}&q=cold`,
      { token: admin.token },
    );
    expect(list.body.data.items.map((f) => f.faqId)).toEqual([faq.body.data.faqId]);
    expect((await auditEntries('country_faq', faq.body.data.faqId))[0]!.action).toBe('country_faq.created');
  });

  it('pages and searches the staff lists, published or not', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 3; i++)
      await createCountry(db(), { countryName: `Pager${word} ${i}`, isPublished: i !== 1 });
    const first = await api.get<Page<{ countryName: string }>>(
      `staff/catalogue/countries?q=pager${word}&pageSize=2`,
      {
        token: admin.token,
      },
    );
    expect(first.body.data).toMatchObject({ total: 3, totalPages: 2 });
    expect(first.body.data.items.map((c) => c.countryName)).toEqual([`Pager${word} 0`, `Pager${word} 1`]);
    const hidden = await api.get<Page<{ countryName: string }>>(
      `staff/catalogue/countries?q=pager${word}&published=false`,
      {
        token: admin.token,
      },
    );
    expect(hidden.body.data.items.map((c) => c.countryName)).toEqual([`Pager${word} 1`]);
    expect((await api.get('staff/catalogue/countries?pageSize=301', { token: admin.token })).status).toBe(
      400,
    );
  });
});

describe('course import', () => {
  const header =
    'courseName,universityId,courseCategoryId,courseType,duration,fee,currencyCode,intake,intakeStart,applicationDeadline,modeOfStudy,eligibility,description,isFeatured';

  async function refs() {
    const { university, category } = await place();
    return { u: university.universityId, c: category.courseCategoryId };
  }
  const row = (
    r: { u: number; c: number },
    name: string,
    extra: Partial<Record<'fee' | 'deadline' | 'type', string>> = {},
  ) =>
    `${name},${r.u},${r.c},${extra.type ?? 'Postgraduate'},2 years,${extra.fee ?? '25000'},GBP,September,2031-09-20,${extra.deadline ?? '2031-06-30'},Full-time,"Bachelor's degree, any field",,yes`;
  const countAt = async (universityId: number) =>
    (await db().select().from(courses).where(eq(courses.universityId, universityId))).length;

  it('a dry run with bad rows reports each by its spreadsheet line and imports nothing; the real import refuses it', async () => {
    const r = await refs();
    const csv = [
      header,
      row(r, 'MSc Good One'),
      row(r, 'MSc Bad Fee', { fee: 'lots' }),
      '',
      row(r, 'MSc Late Deadline', { deadline: '2031-10-01' }),
      `"MSc Multi\nLine",${r.u},${r.c},PhD,3 years,,XQX,September,2031-09-20,2031-06-30,Full-time,,,`,
      row(r, 'MSc Good One'),
    ].join('\n');
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe('The file has rows to fix: nothing was imported');
    expect(dry.body.data).toMatchObject({ dryRun: true, rows: 5, imported: 0, errorCount: 4 });
    expect(dry.body.data.errors.map((e) => e.line)).toEqual([3, 5, 6, 7]);
    expect(dry.body.data.errors[0]!.errors).toEqual({ fee: 'Fee must be a number' });
    expect(dry.body.data.errors[1]!.errors.applicationDeadline).toMatch(/before the intake start/);
    // Line 6 spans two lines of the file (a quoted name with a line break): still one spreadsheet row.
    expect(dry.body.data.errors[2]!.errors).toEqual({
      currencyCode: expect.stringMatching(/No reference rate/),
    });
    expect(dry.body.data.errors[3]!.errors.courseName).toMatch(/already has a course/);
    expect(await countAt(r.u)).toBe(0);

    const real = await importCsv(csv, false);
    expect(real.status).toBe(400);
    expect(real.body.message).toBe('The file has rows to fix, so nothing was imported');
    expect(real.body.errors?.['line 3']).toBe('fee: Fee must be a number');
    expect(await countAt(r.u)).toBe(0);
  });

  it('imports a clean file in one go, searchable at once, with one audit entry', async () => {
    const r = await refs();
    const names = Array.from({ length: 30 }, (_, i) => `MSc Imported${uniqueWord()} ${i}`);
    const csv = `\uFEFF${[header, ...names.map((name) => row(r, name))].join('\r\n')}\r\n`;
    const dry = await importCsv(csv, true);
    expect(dry.body.data).toMatchObject({ dryRun: true, rows: 30, imported: 0, errorCount: 0, errors: [] });
    expect(dry.body.message).toBe('The file is clean: nothing was imported yet');
    expect(await countAt(r.u)).toBe(0);

    const real = await importCsv(csv, false, 'autumn.csv');
    expect(real.status).toBe(200);
    expect(real.body.data).toMatchObject({ dryRun: false, rows: 30, imported: 30, errorCount: 0 });
    expect(real.body.message).toBe('Imported 30 courses');
    const stored = await db().select().from(courses).where(eq(courses.universityId, r.u));
    expect(stored).toHaveLength(30);
    expect(stored[0]).toMatchObject({
      feeMinor: 2_500_000,
      currencyCode: 'GBP',
      currency: 'Pound',
      isFeatured: true,
    });
    expect(stored[0]!.eligibility).toBe("Bachelor's degree, any field");
    const search = await api.get<CourseSearchResult>(`course/search?q=${encodeURIComponent(names[7]!)}`);
    expect(search.body.data.items[0]?.courseName).toBe(names[7]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'course.imported'));
    expect(entries.at(-1)!.after).toMatchObject({ fileName: 'autumn.csv', courses: 30 });

    // The same file again: every row is now a duplicate, so nothing more is written.
    expect((await importCsv(csv, false)).status).toBe(400);
    expect(await countAt(r.u)).toBe(30);
  });

  it('reports a NUL in any cell or in the file name on the dry run, and the import refuses it with 400, never 500', async () => {
    const r = await refs();
    const clean = [header, row(r, 'MSc Clean Row')];
    // A NUL in a text column, in a column the form checks otherwise, and in a column it leaves optional.
    const cells: Array<[column: string, line: string]> = [
      ['courseName', row(r, 'MSc Nul\u0000Name')],
      ['duration', row(r, 'MSc Nul Duration').replace('2 years', '2\u0000years')],
      ['description', row(r, 'MSc Nul Description').replace(/,,yes$/, ',About\u0000this,yes')],
      ['currencyCode', row(r, 'MSc Nul Currency').replace('GBP', 'GB\u0000P')],
    ];
    for (const [column, line] of cells) {
      const csv = [...clean, line].join('\n');
      const dry = await importCsv(csv, true);
      expect([column, dry.status, dry.body.data.errorCount]).toEqual([column, 200, 1]);
      expect([column, dry.body.data.errors[0]]).toEqual([
        column,
        { line: 3, errors: expect.objectContaining({ [column]: 'Must not contain a NUL character' }) },
      ]);
      const real = await importCsv(csv, false);
      expect([column, real.status, real.body.errors?.['line 3']]).toEqual([
        column,
        400,
        expect.stringContaining(`${column}: Must not contain a NUL character`),
      ]);
    }
    const named = [header, row(r, 'MSc Named File')].join('\n');
    const dryName = await importCsv(named, true, 'autumn\u0000.csv');
    expect(dryName.body.data).toMatchObject({
      errorCount: 1,
      errors: [{ line: 1, errors: { fileName: 'Must not contain a NUL character' } }],
    });
    const realName = await importCsv(named, false, 'autumn\u0000.csv');
    expect([realName.status, realName.body.errors]).toEqual([
      400,
      { 'line 1': 'fileName: Must not contain a NUL character' },
    ]);
    expect(await countAt(r.u)).toBe(0);
  });

  it('names a missing or unknown column on line 1, refuses a file that is not UTF-8, and caps the size (413)', async () => {
    const columns = await importCsv('courseName,universityId,colour\nx,1,red\n', true);
    expect(columns.body.data.errors).toEqual([
      {
        line: 1,
        errors: expect.objectContaining({ colour: 'Unknown column', courseType: 'Missing column' }),
      },
    ]);
    const latin1 = await importCsv(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), true);
    expect(latin1.body.data.errors[0]!.errors.file).toMatch(/UTF-8/);
    const quote = await importCsv(`${header}\n"unclosed,1,1\n`, true);
    expect(quote.body.data.errors[0]).toMatchObject({ line: 2 });
    const tooBig = await importCsv(Buffer.alloc(5 * 1024 * 1024 + 10, 0x61), true);
    expect(tooBig.status).toBe(413);
    const noFile = await api.post('staff/catalogue/courses/import?dryRun=true', {
      token: admin.token,
      raw: new FormData(),
    });
    expect(noFile.status).toBe(400);
  });
});
