import { type ApplicationStatus, MOST_PICKED_DESTINATIONS } from '@edupath/contract';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import {
  admissionApplications,
  applicationStatusHistory,
  chats,
  courses,
  messages,
  milestoneStatuses,
  milestones,
  users,
} from '../db/schema';

const ADVISOR_EMAIL = 'advisor@edupath.test';
const DAY_MS = 86_400_000;

/**
 * The demo advisor's caseload, so the console has work on first start: students with
 * applications at every stage (each with the history that led there) and messages the advisor
 * has not read yet. These students have no password: they are there to be looked after, not to
 * sign in. Every row is keyed (email, student, course, clientId), so a second run adds nothing
 * and leaves what staff changed since alone.
 */
const CASELOAD: ReadonlyArray<{
  name: string;
  email: string;
  signedUpDaysAgo: number;
  lastActiveDaysAgo: number;
  /** The path of each application, from Pending; one course each, in catalogue order. */
  applications: ReadonlyArray<ReadonlyArray<ApplicationStatus>>;
  unread: readonly string[];
}> = [
  {
    name: 'Rohan Verma',
    email: 'rohan.verma@students.edupath.test',
    signedUpDaysAgo: 3,
    lastActiveDaysAgo: 0,
    applications: [['Pending'], ['Pending', 'Under Review']],
    unread: ['Hi Arjun, I just applied to two courses. Could you check my statement of purpose?'],
  },
  {
    name: 'Ananya Iyer',
    email: 'ananya.iyer@students.edupath.test',
    signedUpDaysAgo: 40,
    lastActiveDaysAgo: 1,
    applications: [
      ['Pending', 'Under Review', 'Accepted'],
      ['Pending', 'Under Review'],
    ],
    unread: ['I got the offer letter!', 'What should I do first for the visa?'],
  },
  {
    name: 'Kabir Singh',
    email: 'kabir.singh@students.edupath.test',
    signedUpDaysAgo: 25,
    lastActiveDaysAgo: 2,
    applications: [['Pending', 'Rejected'], ['Pending']],
    unread: [],
  },
  {
    name: 'Meera Pillai',
    email: 'meera.pillai@students.edupath.test',
    signedUpDaysAgo: 30,
    lastActiveDaysAgo: 20,
    applications: [['Pending', 'Under Review']],
    unread: ['Is there any news on my application?'],
  },
];

const NOTES: Partial<Record<ApplicationStatus, string>> = {
  Accepted: 'Congratulations! The offer letter is in your email.',
  Rejected: 'The course was full this intake; let us look at the spring intake together.',
};

export async function seedConsole(db: Db) {
  const [advisor] = await db.select().from(users).where(eq(users.email, ADVISOR_EMAIL));
  // Featured courses at the best-ranked universities of the destinations students pick most,
  // one per university, so the caseload's applications spread over countries and universities.
  const catalogue = await queryRows<{ courseId: number }>(
    db,
    sql`SELECT course_id AS "courseId" FROM (
          SELECT DISTINCT ON (u.university_id) c.course_id, u.qs_rank
          FROM courses c JOIN universities u ON u.university_id = c.university_id
          JOIN countries co ON co.country_id = u.country_id
          WHERE c.is_featured AND co.iso_code IN (SELECT json_array_elements_text(${JSON.stringify(MOST_PICKED_DESTINATIONS)}::json))
          ORDER BY u.university_id, c.course_id) picked
        ORDER BY qs_rank ASC NULLS LAST, course_id LIMIT 20`,
  );
  // A catalogue without those destinations (a test's) still gets a caseload.
  if (catalogue.length === 0)
    catalogue.push(
      ...(await db
        .select({ courseId: courses.courseId })
        .from(courses)
        .orderBy(asc(courses.courseId))
        .limit(20)),
    );
  if (!advisor || catalogue.length === 0) return;
  const autoMilestones = await db
    .select({ milestoneId: milestones.milestoneId, autoKey: milestones.autoKey })
    .from(milestones)
    .where(isNotNull(milestones.autoKey));
  const milestoneOf = (key: string) => autoMilestones.find((m) => m.autoKey === key)?.milestoneId;

  let nextCourse = 0;
  for (const person of CASELOAD) {
    const signedUp = new Date(Date.now() - person.signedUpDaysAgo * DAY_MS);
    const [created] = await db
      .insert(users)
      .values({
        name: person.name,
        email: person.email,
        role: 'student',
        createdAt: signedUp,
        emailVerifiedAt: signedUp,
        lastActiveAt: new Date(Date.now() - person.lastActiveDaysAgo * DAY_MS),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ userId: users.userId });
    const studentId =
      created?.userId ??
      (await db.select({ userId: users.userId }).from(users).where(eq(users.email, person.email)))[0]!.userId;
    const courseIds = person.applications.map(() => catalogue[nextCourse++ % catalogue.length]!.courseId);

    await db.insert(chats).values({ studentId, advisorId: advisor.userId }).onConflictDoNothing();
    const [chat] = await db.select().from(chats).where(eq(chats.studentId, studentId));
    for (const [i, text] of person.unread.entries()) {
      const [sent] = await db
        .insert(messages)
        .values({ chatId: chat!.chatId, senderId: studentId, message: text, clientId: `seed-console-${i}` })
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning({ createdAt: messages.createdAt });
      if (sent)
        await db.update(chats).set({ lastMessageAt: sent.createdAt }).where(eq(chats.chatId, chat!.chatId));
    }

    for (const [i, path] of person.applications.entries()) {
      const final = path.at(-1)!;
      const submitted = new Date(signedUp.getTime() + (i + 1) * 3_600_000);
      const [application] = await db
        .insert(admissionApplications)
        .values({
          userId: studentId,
          courseId: courseIds[i]!,
          status: final,
          remark: NOTES[final] ?? null,
          createdAt: submitted,
          updatedAt: new Date(submitted.getTime() + (path.length - 1) * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ admissionApplicationId: admissionApplications.admissionApplicationId });
      if (!application) continue;
      await db.insert(applicationStatusHistory).values(
        path.map((status, step) => ({
          admissionApplicationId: application.admissionApplicationId,
          fromStatus: step === 0 ? null : path[step - 1]!,
          toStatus: status,
          remark: step === path.length - 1 ? (NOTES[status] ?? null) : null,
          changedBy: step === 0 ? studentId : advisor.userId,
          createdAt: new Date(submitted.getTime() + step * DAY_MS),
        })),
      );
    }

    // The milestones applying and an acceptance reach by themselves.
    const reached = [
      milestoneOf('applications_submitted'),
      person.applications.some((p) => p.includes('Accepted')) ? milestoneOf('offer_received') : undefined,
    ].filter((id): id is number => id !== undefined);
    for (const milestoneId of reached) {
      await db
        .insert(milestoneStatuses)
        .values({ userId: studentId, milestoneId, status: 'Complete' })
        .onConflictDoNothing();
    }
  }
}
