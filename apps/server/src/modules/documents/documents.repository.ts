import { APPLICATION_CLOSED_STATUSES, type DocumentKind, type DocumentStatus } from '@edupath/contract';
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { courseIntakeColumns, joinUniversityAndCountry } from '../../db/course-queries';
import {
  admissionApplications,
  applicationDocuments,
  chats,
  countries,
  courses,
  universities,
  users,
} from '../../db/schema';

const d = applicationDocuments;

/** What the checklist is derived from: the application, its course, university and country. */
export async function findApplicationFacts(db: DbOrTx, admissionApplicationId: number) {
  const [row] = await joinUniversityAndCountry(
    db
      .select({
        admissionApplicationId: admissionApplications.admissionApplicationId,
        userId: admissionApplications.userId,
        status: admissionApplications.status,
        createdAt: admissionApplications.createdAt,
        courseName: courses.courseName,
        eligibility: courses.eligibility,
        ...courseIntakeColumns,
        universityName: universities.universityName,
        testAccepted: universities.testAccepted,
        universityLanguage: universities.language,
        countryName: countries.countryName,
        countryLanguage: countries.language,
      })
      .from(admissionApplications)
      .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
      .$dynamic(),
  ).where(eq(admissionApplications.admissionApplicationId, admissionApplicationId));
  return row;
}
export type ApplicationFacts = NonNullable<Awaited<ReturnType<typeof findApplicationFacts>>>;

/** Serialises uploads and reviews of one application's documents. */
export async function lockApplication(tx: Tx, admissionApplicationId: number) {
  const [row] = await tx
    .select({ userId: admissionApplications.userId, status: admissionApplications.status })
    .from(admissionApplications)
    .where(eq(admissionApplications.admissionApplicationId, admissionApplicationId))
    .for('update');
  return row;
}

/** The stored items of an application, without their bytes. */
export async function listDocuments(db: DbOrTx, admissionApplicationId: number) {
  return db
    .select({
      kind: d.kind,
      status: d.status,
      fileName: d.fileName,
      contentType: d.contentType,
      byteSize: d.byteSize,
      uploadedAt: d.uploadedAt,
      reviewNote: d.reviewNote,
      reviewedAt: d.reviewedAt,
      reviewerId: users.userId,
      reviewerName: users.name,
    })
    .from(d)
    .leftJoin(users, eq(users.userId, d.reviewedBy))
    .where(eq(d.admissionApplicationId, admissionApplicationId))
    .orderBy(asc(d.documentId));
}
export async function findStatus(db: DbOrTx, admissionApplicationId: number, kind: DocumentKind) {
  const [row] = await db
    .select({ documentId: d.documentId, status: d.status, reviewNote: d.reviewNote })
    .from(d)
    .where(and(eq(d.admissionApplicationId, admissionApplicationId), eq(d.kind, kind)));
  return row;
}

export async function findFile(db: DbOrTx, admissionApplicationId: number, kind: DocumentKind) {
  const [row] = await db
    .select({ data: d.data, contentType: d.contentType, fileName: d.fileName })
    .from(d)
    .where(and(eq(d.admissionApplicationId, admissionApplicationId), eq(d.kind, kind)));
  return row;
}

/** A first file or a new version: back to 'uploaded'; the last review note stays until the next review. */
export async function saveUpload(
  tx: Tx,
  values: {
    admissionApplicationId: number;
    kind: DocumentKind;
    fileName: string;
    contentType: string;
    data: Buffer;
  },
) {
  const now = new Date();
  const file = {
    status: 'uploaded' as const,
    fileName: values.fileName,
    contentType: values.contentType,
    byteSize: values.data.length,
    data: values.data,
    uploadedAt: now,
  };
  await tx
    .insert(d)
    .values({ admissionApplicationId: values.admissionApplicationId, kind: values.kind, ...file })
    .onConflictDoUpdate({ target: [d.admissionApplicationId, d.kind], set: file });
}

export async function saveReview(
  tx: Tx,
  documentId: number,
  review: {
    status: Exclude<DocumentStatus, 'missing' | 'uploaded'>;
    note: string | null;
    reviewedBy: number;
  },
) {
  await tx
    .update(d)
    .set({
      status: review.status,
      reviewNote: review.note,
      reviewedBy: review.reviewedBy,
      reviewedAt: new Date(),
    })
    .where(eq(d.documentId, documentId));
}

// ---------------------------------------------------------------- the review queue

/**
 * Waiting for review: uploaded and not yet reviewed, on an application that is still open (a
 * Rejected or Withdrawn one takes no more work), of one advisor's students or of every student
 * (`advisorId` undefined). docs/application-documents.md, "The review queue".
 */
function waitingWhere(db: DbOrTx, advisorId: number | undefined): SQL | undefined {
  return and(
    eq(d.status, 'uploaded'),
    notInArray(admissionApplications.status, [...APPLICATION_CLOSED_STATUSES]),
    advisorId === undefined
      ? undefined
      : // An advisor's students are those whose support chat they hold (docs/console.md#roles-and-scope).
        inArray(
          admissionApplications.userId,
          db.select({ id: chats.studentId }).from(chats).where(eq(chats.advisorId, advisorId)),
        ),
  );
}

export async function countWaiting(db: DbOrTx, advisorId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(d)
    .innerJoin(
      admissionApplications,
      eq(admissionApplications.admissionApplicationId, d.admissionApplicationId),
    )
    .where(waitingWhere(db, advisorId));
  return row?.n ?? 0;
}

/** One page of the queue, the oldest upload first. */
export async function listWaiting(
  db: DbOrTx,
  advisorId: number | undefined,
  page: { page: number; pageSize: number },
) {
  const where = waitingWhere(db, advisorId);
  const [rows, total] = await Promise.all([
    db
      .select({
        admissionApplicationId: d.admissionApplicationId,
        kind: d.kind,
        fileName: d.fileName,
        uploadedAt: d.uploadedAt,
        studentId: users.userId,
        studentName: users.name,
        studentImage: users.profileImage,
        courseName: courses.courseName,
        universityName: universities.universityName,
      })
      .from(d)
      .innerJoin(
        admissionApplications,
        eq(admissionApplications.admissionApplicationId, d.admissionApplicationId),
      )
      .innerJoin(users, eq(users.userId, admissionApplications.userId))
      .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
      .innerJoin(universities, eq(universities.universityId, courses.universityId))
      .where(where)
      .orderBy(asc(d.uploadedAt), asc(d.documentId))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    countWaiting(db, advisorId),
  ]);
  return { rows, total };
}

/** How many documents of each of these applications wait for review (absent: none). */
export async function countWaitingByApplication(
  db: DbOrTx,
  admissionApplicationIds: number[],
): Promise<Map<number, number>> {
  if (admissionApplicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: d.admissionApplicationId, n: count() })
    .from(d)
    .innerJoin(
      admissionApplications,
      eq(admissionApplications.admissionApplicationId, d.admissionApplicationId),
    )
    .where(and(inArray(d.admissionApplicationId, admissionApplicationIds), waitingWhere(db, undefined)))
    .groupBy(d.admissionApplicationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
