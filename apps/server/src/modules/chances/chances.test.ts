import {
  type AdmissionApplication,
  type AuditEntry,
  type CourseChances,
  CHANCES_MESSAGES as M,
  type MyOutcomes,
  type OwnOutcome,
  type Page,
  type StaffOutcome,
  type StaffStudentChances,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges, consentEvents, courseOutcomes, shortlistItems, testScores, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse, type TestCourse } from '../../test/applications-factories';
import { studentOf } from '../../test/console-factories';
import { createUser, type signedIn } from '../../test/factories';
import type { ApiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { createFullProfile } from '../../test/profile-factories';

type Signed = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let api: ApiClient;
let advisor: Signed;
let admin: Signed;

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
});
afterAll(() => t.close());

const db = () => t.database.db;

// The sample profile's groups: IELTS 7.5, CGPA 8.6 / 10, B.Tech in Computer Engineering.
const SIMILAR = { testBand: 'ielts:2', gradeBand: 'grade:3', familyBand: 'computing' } as const;

/**
 * Her choice for the statistics purpose in the consent ledger, as sign-up records it: an outcome
 * counts only while she holds it (docs/fit-and-chances.md#consent).
 */
const chooseStatistics = (userId: number, granted = true) =>
  db()
    .insert(consentEvents)
    .values({ userId, purpose: 'statistics', granted, noticeVersion: 'test', channel: 'webSignup' });

/** `n` other students' shared, verified outcomes on the course, `k` of them admitted; each consents to statistics. */
async function outcomesOfOthers(
  course: TestCourse,
  n: number,
  k: number,
  bands: { testBand: string; gradeBand: string; familyBand: string } = SIMILAR,
) {
  for (let i = 0; i < n; i++) {
    const other = await createUser(db());
    await chooseStatistics(other.userId);
    await db()
      .insert(courseOutcomes)
      .values({
        userId: other.userId,
        courseId: course.courseId,
        result: i < k ? 'admitted' : 'rejected',
        source: 'platform',
        verified: true,
        shared: true,
        ...bands,
      });
  }
}

const withProfile = async () => {
  const student = await studentOf(db(), api, advisor.user.userId);
  await createFullProfile(db(), student.user.userId);
  await chooseStatistics(student.user.userId);
  return student;
};

const chances = async (token: string, courseId: number) => {
  const answer = await api.get<CourseChances>(`courses/${courseId}/chances`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const myOutcomes = async (token: string) => (await api.get<MyOutcomes>('outcomes', { token })).body.data;

const share = (token: string, courseId: number, snapshot: MyOutcomes['draft'], result = 'admitted') =>
  api.post<OwnOutcome>('outcomes', { token, body: { courseId, result, consent: true, snapshot } });

describe('an application decided on EduPath is a verified outcome', () => {
  it('Accepted records it; once she shares it, it counts in the next similar student’s range', async () => {
    const course = await createCourse(db());
    await outcomesOfOthers(course, 9, 6);
    const her = await withProfile();
    const next = await withProfile();

    // Nine similar outcomes: below the minimum, nothing is shown.
    expect((await chances(next.token, course.courseId)).range).toBeNull();

    const applied = await api.post<AdmissionApplication>('admission', {
      token: her.token,
      body: { courseId: course.courseId },
    });
    const applicationId = applied.body.data.admissionApplicationId;
    await api.patch(`staff/applications/${applicationId}/status`, {
      token: advisor.token,
      body: { status: 'Under Review' },
    });
    const decided = await api.patch(`staff/applications/${applicationId}/status`, {
      token: advisor.token,
      body: { status: 'Accepted' },
    });
    expect(decided.status).toBe(200);

    const { items, draft } = await myOutcomes(her.token);
    expect(items).toEqual([
      expect.objectContaining({
        courseId: course.courseId,
        result: 'admitted',
        source: 'platform',
        admissionApplicationId: applicationId,
        verified: true,
        shared: false,
        snapshot: null,
      }),
    ]);
    // The snapshot names no one: the sample profile's test, grade, degree family and work.
    expect(draft).toEqual({
      testType: 'ielts',
      testScore: 7.5,
      gradeScale: 'cgpa10',
      grade: 8.6,
      degreeFamily: 'computing',
      workMonths: (new Date().getUTCFullYear() - 2022) * 12,
      intake: null,
    });
    // Not counted before her consent.
    expect((await chances(next.token, course.courseId)).range).toBeNull();

    // Her word cannot change EduPath's decision.
    const wrong = await share(her.token, course.courseId, draft, 'rejected');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ result: M.resultMismatch('Accepted') });

    const shared = await share(her.token, course.courseId, draft);
    expect(shared.status).toBe(201);
    expect(shared.body.data).toMatchObject({ verified: true, shared: true, source: 'platform' });
    expect(shared.body.data.snapshot).toMatchObject({ testType: 'ielts', intake: 'September' });

    const range = (await chances(next.token, course.courseId)).range;
    expect(range).toMatchObject({ n: 10, k: 7, scope: 'course', scopeText: 'this course', band: 'Target' });
    expect(range!.low).toBeCloseTo(0.3968, 3);
    expect(range!.high).toBeCloseTo(0.8922, 3);
    // Her own outcome never counts for herself.
    expect((await chances(her.token, course.courseId)).range).toBeNull();

    // A decision taken back takes its outcome with it.
    await api.patch(`staff/applications/${applicationId}/status`, {
      token: advisor.token,
      body: { status: 'Under Review' },
    });
    expect((await myOutcomes(her.token)).items).toEqual([]);
    expect((await chances(next.token, course.courseId)).range).toBeNull();
  });

  it('a Rejected decision is a verified rejection', async () => {
    const course = await createCourse(db());
    const her = await withProfile();
    const applied = await api.post<AdmissionApplication>('admission', {
      token: her.token,
      body: { courseId: course.courseId },
    });
    await api.patch(`staff/applications/${applied.body.data.admissionApplicationId}/status`, {
      token: advisor.token,
      body: { status: 'Rejected' },
    });
    expect((await myOutcomes(her.token)).items[0]).toMatchObject({ result: 'rejected', verified: true });
  });
});

describe('outcomes reported by the student', () => {
  it('are self-reported until her advisor checks the letter (audit-logged); she can withdraw them', async () => {
    const course = await createCourse(db());
    await outcomesOfOthers(course, 10, 10);
    const her = await withProfile();
    const next = await withProfile();
    const { draft } = await myOutcomes(her.token);

    const reported = await share(
      her.token,
      course.courseId,
      { ...draft, intake: 'January 2026' },
      'waitlisted',
    );
    expect(reported.status).toBe(201);
    expect(reported.body.data).toMatchObject({
      source: 'student',
      verified: false,
      shared: true,
      result: 'waitlisted',
    });
    const outcomeId = reported.body.data.outcomeId;
    // Self-reported: not counted.
    expect((await chances(next.token, course.courseId)).range).toMatchObject({
      n: 10,
      k: 10,
      band: 'Likely',
    });

    const again = await share(her.token, course.courseId, draft);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ courseId: M.alreadyReported });

    const verified = await api.post<StaffOutcome>(`staff/outcomes/${outcomeId}/verify`, {
      token: advisor.token,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: true });
    expect(verified.body.data.verifiedAt).not.toBeNull();
    // A waitlist is an outcome that is not an admission.
    expect((await chances(next.token, course.courseId)).range).toMatchObject({ n: 11, k: 10 });

    const audit = await api.get<Page<AuditEntry>>(`staff/audit?entityType=outcome&entityId=${outcomeId}`, {
      token: admin.token,
    });
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        action: 'outcome.verified',
        actor: expect.objectContaining({ userId: advisor.user.userId }),
        before: { verified: false },
        after: expect.objectContaining({ verified: true, studentId: her.user.userId }),
      }),
    ]);

    // Someone else cannot withdraw it; she can, and it stops counting at once.
    expect((await api.delete(`outcomes/${outcomeId}`, { token: next.token })).status).toBe(404);
    expect((await api.delete(`outcomes/${outcomeId}`, { token: her.token })).status).toBe(200);
    expect((await myOutcomes(her.token)).items).toEqual([]);
    expect((await chances(next.token, course.courseId)).range).toMatchObject({ n: 10 });
    expect((await api.delete(`outcomes/${outcomeId}`, { token: her.token })).status).toBe(404);
  });

  it('bad input is a 400 with the field, never a 500', async () => {
    const course = await createCourse(db());
    const her = await withProfile();
    const { draft } = await myOutcomes(her.token);
    const post = (body: unknown) => api.post('outcomes', { token: her.token, body });
    const valid = { courseId: course.courseId, result: 'admitted', consent: true, snapshot: draft };

    const cases: Array<[unknown, Record<string, string>]> = [
      // Verified only by EduPath's decision or an advisor's check; here she never applied.
      [{ ...valid, verified: true }, { verified: M.notAppliedVerified }],
      [
        { ...valid, snapshot: { ...draft, testScore: 9.5 } },
        { 'snapshot.testScore': M.scoreOffScale('IELTS', 'from 0 to 9 in steps of 0.5') },
      ],
      [
        { ...valid, snapshot: { ...draft, testScore: 7.3 } },
        { 'snapshot.testScore': M.scoreOffScale('IELTS', 'from 0 to 9 in steps of 0.5') },
      ],
      [
        { ...valid, snapshot: { ...draft, testType: 'toefl', testScore: 121 } },
        { 'snapshot.testScore': M.scoreOffScale('TOEFL iBT', 'from 0 to 120') },
      ],
      [
        { ...valid, snapshot: { ...draft, grade: 11 } },
        { 'snapshot.grade': M.gradeOffScale('A CGPA out of 10', 'from 0 to 10 in steps of 0.01') },
      ],
      [{ ...valid, snapshot: { ...draft, testType: null } }, { 'snapshot.testType': M.scoreWithoutTest }],
      [
        { ...valid, snapshot: { ...draft, workMonths: -3 } },
        { 'snapshot.workMonths': 'Months of work cannot be negative' },
      ],
      [{ ...valid, consent: false }, { consent: M.consentRequired }],
      [{ ...valid, result: 'maybe' }, { result: 'Choose admitted, rejected or waitlisted' }],
      [{ ...valid, courseId: 2_000_000_000 }, { courseId: 'Course not found' }],
      [{ ...valid, courseId: 'abc' }, { courseId: 'courseId must be a number' }],
    ];
    for (const [body, errors] of cases) {
      const answer = await post(body);
      expect({ body, status: answer.status, errors: answer.body.errors }).toEqual({
        body,
        status: 400,
        errors,
      });
    }

    // Applied but undecided: still not hers to mark verified.
    await api.post('admission', { token: her.token, body: { courseId: course.courseId } });
    const undecided = await post({ ...valid, verified: true });
    expect(undecided.body.errors).toEqual({ verified: M.verifiedRefused });
    expect(
      await db().select().from(courseOutcomes).where(eq(courseOutcomes.courseId, course.courseId)),
    ).toEqual([]);

    expect((await api.delete('outcomes/abc', { token: her.token })).status).toBe(400);
    expect((await api.get('courses/abc/chances', { token: her.token })).status).toBe(400);
    expect((await api.get('courses/2000000000/chances', { token: her.token })).status).toBe(404);
  });
});

describe('where the outcomes come from', () => {
  it('the course, else its university at that level, else its country at that level, saying which', async () => {
    const first = await createCourse(db());
    const sibling = await createCourse(db(), { universityId: first.universityId });
    const student = await withProfile();

    await outcomesOfOthers(sibling, 6, 3);
    expect((await chances(student.token, first.courseId)).range).toBeNull();
    await outcomesOfOthers(first, 4, 4);
    const atUniversity = (await chances(student.token, first.courseId)).range;
    expect(atUniversity).toMatchObject({ n: 10, k: 7, scope: 'university' });
    expect(atUniversity!.scopeText).toBe(
      `Postgraduate courses at ${first.universityName} (too few for this course alone)`,
    );
    // Dissimilar profiles never count.
    await outcomesOfOthers(first, 10, 0, { ...SIMILAR, testBand: 'ielts:1' });
    expect((await chances(student.token, first.courseId)).range).toMatchObject({
      n: 10,
      scope: 'university',
    });
  });

  it('sample outcomes count only where the install loads demo data', async () => {
    const course = await createCourse(db());
    const student = await withProfile();
    await db()
      .insert(courseOutcomes)
      .values(
        Array.from({ length: 12 }, () => ({
          courseId: course.courseId,
          result: 'admitted' as const,
          source: 'platform' as const,
          verified: true,
          shared: true,
          isSample: true,
          ...SIMILAR,
        })),
      );
    // The test app is not a demo (SEED_DEMO=false).
    expect((await chances(student.token, course.courseId)).range).toBeNull();
  });
});

describe('only outcomes of students who hold the statistics consent count (docs/fit-and-chances.md#consent)', () => {
  it('one without it does not count; withdrawing takes hers out at the next computation; a child never counts', async () => {
    const course = await createCourse(db());
    await outcomesOfOthers(course, 9, 9);
    const viewer = await withProfile();
    const outcomeOf = async (userId: number) =>
      db()
        .insert(courseOutcomes)
        .values({
          userId,
          courseId: course.courseId,
          result: 'admitted',
          source: 'platform',
          verified: true,
          shared: true,
          ...SIMILAR,
        });

    // Shared and verified, but she never chose statistics (or said no): nine, below the minimum.
    const never = await createUser(db());
    await outcomeOf(never.userId);
    const declined = await createUser(db());
    await chooseStatistics(declined.userId, false);
    await outcomeOf(declined.userId);
    expect((await chances(viewer.token, course.courseId)).range).toBeNull();

    // A child's outcome does not count even if a grant were on record.
    const child = await createUser(db());
    await db().update(users).set({ ageAnswer: 'child' }).where(eq(users.userId, child.userId));
    await chooseStatistics(child.userId);
    await outcomeOf(child.userId);
    expect((await chances(viewer.token, course.courseId)).range).toBeNull();

    // She grants it on /account: her outcome is the tenth.
    const her = await withProfile();
    await chooseStatistics(her.user.userId, false);
    await outcomeOf(her.user.userId);
    expect((await chances(viewer.token, course.courseId)).range).toBeNull();
    const grant = await api.put(`account/consents/statistics`, { token: her.token, body: { granted: true } });
    expect(grant.status).toBe(200);
    expect((await chances(viewer.token, course.courseId)).range).toMatchObject({
      n: 10,
      k: 10,
      scope: 'course',
    });

    // She withdraws it: the next computation leaves her out, with nothing else to do.
    const withdraw = await api.put(`account/consents/statistics`, {
      token: her.token,
      body: { granted: false },
    });
    expect(withdraw.status).toBe(200);
    expect((await chances(viewer.token, course.courseId)).range).toBeNull();
  });
});

describe('no one is identified through outcomes', () => {
  it('narrowing every filter down to one outcome shows nothing about it', async () => {
    const course = await createCourse(db());
    const target = await withProfile();
    // A distinctive profile: TOEFL 118, GPA 3.9 / 4, a law degree.
    await db().delete(testScores).where(eq(testScores.userId, target.user.userId));
    await db()
      .insert(testScores)
      .values({
        userId: target.user.userId,
        testType: 'toefl',
        testName: 'TOEFL iBT',
        maximumMark: '120',
        markObtained: '118',
        percentile: '',
        sections: { listening: 30, reading: 30, writing: 29, speaking: 29 },
      });
    const { draft } = await myOutcomes(target.token);
    const reported = await share(target.token, course.courseId, {
      ...draft,
      degreeFamily: 'arts',
      gradeScale: 'gpa4',
      grade: 3.9,
    });
    await api.post(`staff/outcomes/${reported.body.data.outcomeId}/verify`, { token: advisor.token });

    // The attacker copies the target's groups exactly and asks at every level, with every filter
    // she can think of in the address.
    const attacker = await withProfile();
    const outcomes = await db()
      .select()
      .from(courseOutcomes)
      .where(eq(courseOutcomes.courseId, course.courseId));
    expect(outcomes).toHaveLength(1);
    await db().delete(testScores).where(eq(testScores.userId, attacker.user.userId));
    await db()
      .insert(testScores)
      .values({
        userId: attacker.user.userId,
        testType: 'toefl',
        testName: 'TOEFL iBT',
        maximumMark: '120',
        markObtained: '117',
        percentile: '',
        sections: { listening: 30, reading: 30, writing: 29, speaking: 28 },
      });
    await db()
      .update(colleges)
      .set({ courseName: 'LLB', gradeScale: 'gpa4', grade: 3.8 })
      .where(eq(colleges.userId, attacker.user.userId));
    for (const query of [
      '',
      `?userId=${target.user.userId}`,
      '?testBand=toefl:3&gradeBand=grade:3&familyBand=arts',
      '?min=1',
    ]) {
      const answer = await api.get<CourseChances>(`courses/${course.courseId}/chances${query}`, {
        token: attacker.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.range).toBeNull();
      const text = JSON.stringify(answer.body);
      for (const secret of [target.user.name, target.user.email, String(target.user.userId), '118', '3.9'])
        expect(text).not.toContain(secret);
    }
    // Eight more identical outcomes, nine in all: still below the minimum, still nothing.
    await outcomesOfOthers(course, 8, 8, { testBand: 'toefl:3', gradeBand: 'grade:3', familyBand: 'arts' });
    const attackerBands = (await chances(attacker.token, course.courseId)).profile;
    expect(attackerBands).toMatchObject({ testBand: 'toefl:3', gradeBand: 'grade:3', degreeFamily: 'arts' });
    expect((await chances(attacker.token, course.courseId)).range).toBeNull();
  });
});

describe('the console', () => {
  it('shows the ranges of each shortlisted course and her outcomes', async () => {
    const popular = await createCourse(db());
    const quiet = await createCourse(db());
    await outcomesOfOthers(popular, 20, 2);
    const her = await withProfile();
    await db()
      .insert(shortlistItems)
      .values([
        { userId: her.user.userId, courseId: popular.courseId },
        { userId: her.user.userId, courseId: quiet.courseId },
      ]);
    const answer = await api.get<StaffStudentChances>(`staff/students/${her.user.userId}/chances`, {
      token: advisor.token,
    });
    expect(answer.status).toBe(200);
    expect(
      answer.body.data.courses.map((c) => [c.courseId, c.range?.n ?? null, c.range?.band ?? null]),
    ).toEqual([
      [popular.courseId, 20, 'Reach'],
      [quiet.courseId, null, null],
    ]);
    expect(answer.body.data.outcomes).toEqual([]);
  });
});
