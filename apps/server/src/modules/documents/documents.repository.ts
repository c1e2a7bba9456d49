import type { DocumentKind, DocumentStatus } from '@edupath/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  admissionApplications,
  applicationDocuments,
  countries,
  courses,
  universities,
  users,
} from '../../db/schema';

const d = applicationDocuments;

/** What the checklist is derived from: the application, its course, university and country. */
export async function findApplicationFacts(db: DbOrTx, admissionApplicationId: number) {
  const [row] = await db
    .select({
      admissionApplicationId: admissionApplications.admissionApplicationId,
      userId: admissionApplications.userId,
      status: admissionApplications.status,
      createdAt: admissionApplications.createdAt,
      courseName: courses.courseName,
      eligibility: courses.eligibility,
      intake: courses.intake,
      intakeStart: courses.intakeStart,
      applicationDeadline: courses.applicationDeadline,
      universityName: universities.universityName,
      testAccepted: universities.testAccepted,
      universityLanguage: universities.language,
      countryName: countries.countryName,
      countryLanguage: countries.language,
    })
    .from(admissionApplications)
    .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .innerJoin(countries, eq(countries.countryId, universities.countryId))
    .where(eq(admissionApplications.admissionApplicationId, admissionApplicationId));
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
