import type {
  CourseDetail,
  CourseSearchResult,
  RequirementFields,
  ShortlistItem,
  StaffCourse,
  StaffCourseInput,
  StudentFacts,
} from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createCategory, createCountry, createUniversity, uniqueWord } from '../../test/catalogue-factories';
import { assignStudent } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

/**
 * Entry requirements through the API (docs/fit-and-chances.md, "Entry requirements and
 * eligibility"): staff write them (form and CSV), the course page and search answer them, a
 * student's facts come from her profile and the eligible-only search applies them.
 */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;
let refs: { universityId: number; courseCategoryId: number };

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  [admin, advisor, student] = await Promise.all([
    signedIn(t.database.db, api, 'admin'),
    signedIn(t.database.db, api, 'advisor'),
    signedIn(t.database.db, api, 'student'),
  ]);
  const country = await createCountry(t.database.db);
  const university = await createUniversity(t.database.db, country.countryId);
  const category = await createCategory(t.database.db);
  refs = { universityId: university.universityId, courseCategoryId: category.courseCategoryId };

  // The journey's student: CGPA 8.2/10, IELTS 7.5 (writing 6.5), GRE 320.
  const saved = await Promise.all([
    api.post('profile/college', {
      token: student.token,
      body: {
        collegeName: 'College of Engineering, Pune',
        courseType: 'Undergraduate',
        courseName: 'B.Tech Computer Engineering',
        startYear: '2019',
        endYear: '2023',
        gradeScale: 'cgpa10',
        grade: 8.2,
      },
    }),
    api.post('profile/testScore', {
      token: student.token,
      body: {
        testType: 'ielts',
        sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7.5 },
      },
    }),
    api.post('profile/testScore', {
      token: student.token,
      body: { testType: 'gre', sections: { verbal: 155, quant: 165, writing: 4 } },
    }),
  ]);
  for (const answer of saved) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
});
afterAll(() => t.close());

const SOURCE = { requirementsSourceUrl: 'https://example.edu/entry', requirementsCheckedOn: '2026-11-01' };

const courseInput = (entryRequirements: RequirementFields | null): StaffCourseInput => ({
  courseName: `MSc ${uniqueWord()}`,
  ...refs,
  courseType: 'Postgraduate',
  duration: '1 year',
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
  entryRequirements,
});

async function createCourse(entryRequirements: RequirementFields | null) {
  const created = await api.post<StaffCourse>('staff/catalogue/courses', {
    token: admin.token,
    body: courseInput(entryRequirements),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

describe('staff write entry requirements', () => {
  it('stores the form fields as structured requirements, answered on the course page and in the console', async () => {
    const course = await createCourse({
      ...SOURCE,
      ieltsOverall: '7.0',
      ieltsWriting: '7.0',
      greStatus: 'required',
      greTotal: 310,
      priorDegree: 'bachelor',
      minGradeScale: 'gpa4',
      minGrade: '3.0',
    });
    expect(course.entryRequirements).toMatchObject({
      english: { tests: [{ test: 'ielts', overall: 7, bands: { writing: 7 } }], waiver: null },
      aptitude: [{ test: 'gre', status: 'required', total: 310 }],
      academic: { degree: 'bachelor', minGrade: { scale: 'gpa4', value: 3 } },
      source: { sample: false, url: 'https://example.edu/entry', checkedOn: '2026-11-01' },
    });
    const page = await api.get<CourseDetail>(`course/${course.courseId}`);
    expect(page.body.data.entryRequirements).toEqual(course.entryRequirements);

    // The structured shape, as the console's form sends it once checked, is taken as well: the same
    // requirements, checked again field by field.
    const again = await api.put<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: {
        ...courseInput(null),
        courseName: course.courseName,
        entryRequirements: course.entryRequirements,
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.entryRequirements).toEqual(course.entryRequirements);
    const offScale = await api.put(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: {
        ...courseInput(null),
        courseName: course.courseName,
        entryRequirements: {
          ...course.entryRequirements,
          aptitude: [{ test: 'gre', status: 'required', total: 400, sections: {} }],
        },
      },
    });
    expect(offScale.status).toBe(400);
    expect(offScale.body.errors?.['entryRequirements.greTotal']).toBe(
      'GRE minimum total must be from 260 to 340',
    );

    // Clearing every field removes them.
    const cleared = await api.put<StaffCourse>(`staff/catalogue/courses/${course.courseId}`, {
      token: admin.token,
      body: { ...courseInput({}), courseName: course.courseName },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.entryRequirements).toBeNull();
  });

  it('refuses impossible minimums with a message on the field, never a 500', async () => {
    for (const [fields, key, message] of [
      [{ ieltsOverall: '9.5' }, 'ieltsOverall', 'IELTS overall minimum must be from 0 to 9 in steps of 0.5'],
      [{ toeflOverall: 121 }, 'toeflOverall', 'TOEFL iBT overall minimum must be from 0 to 120'],
      [
        { gmatStatus: 'required', gmatTotal: '900' },
        'gmatTotal',
        'GMAT minimum total must be from 205 to 805 in steps of 10',
      ],
      [{ ieltsOverall: '7', requirementsSourceUrl: '' }, 'requirementsSourceUrl', undefined],
      [{ bogus: '1' }, 'bogus', 'Unknown field'],
    ] as const) {
      const answer = await api.post('staff/catalogue/courses', {
        token: admin.token,
        body: courseInput({ ...SOURCE, ...fields }),
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      const field = `entryRequirements.${key}`;
      expect(answer.body.errors?.[field], JSON.stringify(answer.body.errors)).toBeDefined();
      if (message) expect(answer.body.errors?.[field]).toBe(message);
    }
    const notAnObject = await api.post('staff/catalogue/courses', {
      token: admin.token,
      body: { ...courseInput(null), entryRequirements: 'IELTS 7' },
    });
    expect(notAnObject.status).toBe(400);
  });

  it('imports requirement columns from the CSV, naming a bad cell by its column', async () => {
    const header = [
      'courseName',
      'universityId',
      'courseCategoryId',
      'courseType',
      'duration',
      'currencyCode',
      'intake',
      'intakeStart',
      'applicationDeadline',
      'modeOfStudy',
      'ieltsOverall',
      'pteOverall',
      'requirementsSourceUrl',
      'requirementsCheckedOn',
    ].join(',');
    const row = (name: string, ielts: string, pte: string) =>
      [
        name,
        refs.universityId,
        refs.courseCategoryId,
        'Postgraduate',
        '1 year',
        'CAD',
        'September',
        '2031-09-01',
        '2031-06-15',
        'Full-time',
        ielts,
        pte,
        'https://example.edu/entry',
        '2026-11-01',
      ].join(',');
    const form = (csv: string) => {
      const data = new FormData();
      data.append('file', new Blob([csv], { type: 'text/csv' }), 'courses.csv');
      return data;
    };
    const bad = await api.post<{ errors: Array<{ line: number; errors: Record<string, string> }> }>(
      'staff/catalogue/courses/import?dryRun=true',
      { token: admin.token, raw: form(`${header}\n${row(`MSc ${uniqueWord()}`, '6.5', '95')}\n`) },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.data.errors).toEqual([
      { line: 2, errors: { pteOverall: 'PTE Academic overall minimum must be from 10 to 90' } },
    ]);
    const name = `MSc ${uniqueWord()}`;
    const good = await api.post<{ imported: number }>('staff/catalogue/courses/import?dryRun=false', {
      token: admin.token,
      raw: form(`${header}\n${row(name, '6.5', '')}\n`),
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.imported).toBe(1);
  });
});

describe("a student's eligibility", () => {
  it('answers her facts from her profile; visitors 401, staff 403', async () => {
    const facts = await api.get<StudentFacts>('eligibility/facts', { token: student.token });
    expect(facts.status).toBe(200);
    expect(facts.body.data).toMatchObject({
      highestRank: 1,
      grades: { bachelor: { scale: 'cgpa10', value: 8.2, on: { gpa4: 3.28, percentage: 82 } } },
      workMonths: null,
    });
    expect(facts.body.data.scores).toEqual(
      expect.arrayContaining([
        {
          test: 'ielts',
          overall: 7.5,
          sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7.5 },
        },
        expect.objectContaining({ test: 'gre', overall: 320 }),
      ]),
    );
    for (const path of ['eligibility/facts', `eligibility/course-search?category=${refs.courseCategoryId}`]) {
      expect((await api.get(path)).status).toBe(401);
      expect((await api.get(path, { token: advisor.token })).status).toBe(403);
      expect((await api.get(path, { token: admin.token })).status).toBe(403);
    }
    // Another student's facts are her own, never this student's.
    const other = await signedIn(t.database.db, api, 'student');
    const theirs = await api.get<StudentFacts>('eligibility/facts', { token: other.token });
    expect(theirs.body.data).toMatchObject({ scores: [], highestRank: -1, workMonths: null });
  });

  it('the eligible-only search keeps only the courses whose every requirement she meets', async () => {
    const category = await createCategory(t.database.db);
    refs = { ...refs, courseCategoryId: category.courseCategoryId };
    const eligible = await createCourse({
      ...SOURCE,
      ieltsOverall: '7.0',
      greStatus: 'required',
      greTotal: 320,
    });
    const converted = await createCourse({
      ...SOURCE,
      priorDegree: 'bachelor',
      minGradeScale: 'gpa4',
      minGrade: '3.2',
    });
    await createCourse({ ...SOURCE, ieltsOverall: '7.0', ieltsWriting: '7.0' }); // writing short
    await createCourse({ ...SOURCE, toeflOverall: '90' }); // no TOEFL: unknown
    await createCourse({ ...SOURCE, priorDegree: 'bachelor', minGradeScale: 'gpa4', minGrade: '3.3' }); // 3.28 < 3.3
    await createCourse(null); // nothing stated: not "eligible"

    const all = await api.get<CourseSearchResult>(`course/search?category=${category.courseCategoryId}`);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.items.every((item) => 'entryRequirements' in item)).toBe(true);
    const mine = await api.get<CourseSearchResult>(
      `eligibility/course-search?category=${category.courseCategoryId}&sort=newest`,
      { token: student.token },
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.items.map((item) => item.courseId).sort()).toEqual(
      [eligible.courseId, converted.courseId].sort(),
    );
    expect(mine.body.data.total).toBe(2);
    // Bad input is refused as on the public search.
    const bad = await api.get(`eligibility/course-search?maxFee=-1`, { token: student.token });
    expect(bad.status).toBe(400);
  });
});

describe("her advisor sees what she sees (the console's student page, docs/console.md)", () => {
  it("her shortlist carries each course's requirements, null where none are stated", async () => {
    const stated = await createCourse({ ...SOURCE, ieltsOverall: '7.0', ieltsWriting: '7.0' });
    const none = await createCourse(null);
    for (const course of [stated, none]) {
      expect((await api.put(`shortlist/${course.courseId}`, { token: student.token })).status).toBe(200);
    }
    const list = await api.get<ShortlistItem[]>('shortlist', { token: student.token });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.map((item) => [item.courseId, item.course]));
    expect(byId.get(stated.courseId)?.entryRequirements).toEqual(stated.entryRequirements);
    expect(byId.get(stated.courseId)?.entryRequirements).toMatchObject({
      source: { sample: false, url: SOURCE.requirementsSourceUrl },
    });
    expect(byId.get(none.courseId)?.entryRequirements).toBeNull();
    // A visitor's browser list, looked up, carries them too.
    const lookup = await api.get<ShortlistItem[]>(`shortlist/courses?courseIds=${stated.courseId}`);
    expect(lookup.body.data[0]?.course.entryRequirements).toEqual(
      byId.get(stated.courseId)?.entryRequirements,
    );
  });

  it("answers a student's facts to her advisor and admins, exactly as she reads them; 404 otherwise", async () => {
    const own = await api.get<StudentFacts>('eligibility/facts', { token: student.token });
    const path = `staff/students/${student.user.userId}/eligibility-facts`;
    const outsider = await signedIn(t.database.db, api, 'advisor');
    // Not yet her advisor: she does not exist for them.
    expect((await api.get(path, { token: advisor.token })).status).toBe(404);
    await assignStudent(t.database.db, student.user.userId, advisor.user.userId);
    for (const token of [advisor.token, admin.token]) {
      const answer = await api.get<StudentFacts>(path, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual(own.body.data);
    }
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, { token: student.token })).status).toBe(403);
    const hidden = await api.get(path, { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Student not found');
    // Unknown ids and users who are no student: 404; an id that is no number: 400 on the field.
    for (const id of [2_000_000, advisor.user.userId, admin.user.userId]) {
      const answer = await api.get(`staff/students/${id}/eligibility-facts`, { token: admin.token });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Student not found');
    }
    const bad = await api.get('staff/students/abc/eligibility-facts', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.userId).toBe('userId must be a number');
  });
});
