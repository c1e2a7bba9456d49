import {
  APPLICATION_CLOSED_STATUSES,
  type AuthUser,
  type ChecklistItem,
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  DOCUMENT_REVIEW_TRANSITIONS,
  DOCUMENT_UPLOAD_ALLOWED,
  type DocumentChecklist,
  type DocumentDecision,
  type DocumentKind,
  type DocumentQueuePage,
  type DocumentQueueQuery,
  documentInSentence,
  documentNextStep,
  documentReviewRefusal,
  intakeStatus,
  DOCUMENT_MESSAGES as M,
  NOTIFICATION_TYPES,
  PLURAL_DOCUMENT_KINDS,
  todayIso,
  toPage,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { advisorScopeOf, assignedAdvisorId, isStudentInScope } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { documentReviewEmail } from '../mail/index';
import { notify } from '../notifications/index';
import { checkDocumentFile } from './document-file';
import * as repo from './documents.repository';

const notFoundApplication = () => notFound('Application');
const notFoundDocument = () => notFound('Document');

/** Test names a course's eligibility may ask for. */
const TEST_NAMES =
  /\b(IELTS|TOEFL|PTE|Duolingo|GRE|GMAT|SAT|ACT|TOEIC|Cambridge English|TestDaF|DELF|DALF|TOPIK|JLPT|HSK)\b/i;
const NO_TEST = /^\s*(none|no|not required|n\/?a|-)?\s*$/i;

/**
 * Whether the application asks for test score reports, and why in plain words
 * (docs/application-documents.md, "Test score reports"): the university names the tests it takes,
 * the course's eligibility names one, or teaching is in English (English-taught programmes ask
 * international students for an English test such as IELTS or TOEFL).
 */
export function testScoresRule(facts: repo.ApplicationFacts): { required: boolean; reason: string } {
  if (facts.testAccepted && !NO_TEST.test(facts.testAccepted)) {
    return {
      required: true,
      reason: `${facts.universityName} asks for test scores (${facts.testAccepted}).`,
    };
  }
  const named = facts.eligibility?.match(TEST_NAMES)?.[1];
  if (named) return { required: true, reason: `The course's eligibility asks for ${named}.` };
  const language = facts.universityLanguage ?? facts.countryLanguage;
  if (language && /english/i.test(language)) {
    return {
      required: true,
      reason: 'Teaching is in English, so an English test report (such as IELTS or TOEFL) is asked for.',
    };
  }
  return {
    required: false,
    reason: language
      ? `Not asked for: the university names no test and teaching is in ${language}.`
      : 'Not asked for: neither the university nor the course names a test.',
  };
}

/** The kinds this application asks for, in checklist order. */
export function requiredKinds(facts: repo.ApplicationFacts): DocumentKind[] {
  const testScores = testScoresRule(facts).required;
  return DOCUMENT_KINDS.filter((kind) => kind !== 'test_scores' || testScores);
}

/**
 * The deadline of the intake the student applied for: the course's next application deadline on
 * the day they applied (docs/application-documents.md, "Next step"). Once it has passed the
 * next step says so, rather than pointing at next year's deadline.
 */
function applicationDeadline(facts: repo.ApplicationFacts): string | null {
  const intake = intakeStatus(facts, todayIso(facts.createdAt));
  return (intake.open ? intake.current : intake.next)?.deadline ?? null;
}

async function buildChecklist(db: DbOrTx, facts: repo.ApplicationFacts): Promise<DocumentChecklist> {
  const stored = new Map(
    (await repo.listDocuments(db, facts.admissionApplicationId)).map((s) => [s.kind, s]),
  );
  const required = new Set(requiredKinds(facts));
  // A file uploaded while a kind was asked for stays on the list if the catalogue changes later.
  const items: ChecklistItem[] = DOCUMENT_KINDS.filter((kind) => required.has(kind) || stored.has(kind)).map(
    (kind) => {
      const doc = stored.get(kind);
      return {
        kind,
        label: DOCUMENT_LABELS[kind],
        required: required.has(kind),
        status: doc?.status ?? 'missing',
        file: doc
          ? {
              fileName: doc.fileName,
              contentType: doc.contentType,
              byteSize: doc.byteSize,
              uploadedAt: doc.uploadedAt.toISOString(),
            }
          : null,
        reviewNote: doc?.reviewNote ?? null,
        reviewedBy: doc?.reviewerId != null ? { userId: doc.reviewerId, name: doc.reviewerName ?? '' } : null,
        reviewedAt: doc?.reviewedAt?.toISOString() ?? null,
      };
    },
  );
  const today = todayIso();
  const deadline = applicationDeadline(facts);
  return {
    admissionApplicationId: facts.admissionApplicationId,
    items,
    testScoresReason: testScoresRule(facts).reason,
    deadline,
    nextStep: documentNextStep(items, deadline, today, facts.status),
  };
}

/** The application if it is the student's own (404 otherwise, as if it did not exist). */
async function ownFacts(db: DbOrTx, user: AuthUser | null, admissionApplicationId: number) {
  const facts = await repo.findApplicationFacts(db, admissionApplicationId);
  if (!facts || !user || facts.userId !== user.userId) throw notFoundApplication();
  return facts;
}

/** The application if its student is in the staff member's scope: an advisor's own students, any for an admin. */
async function staffFacts(db: DbOrTx, staff: AuthUser, admissionApplicationId: number) {
  const facts = await repo.findApplicationFacts(db, admissionApplicationId);
  if (!facts || !(await isStudentInScope(db, staff, facts.userId))) throw notFoundApplication();
  return facts;
}

export async function checklistForStudent(db: Db, user: AuthUser, admissionApplicationId: number) {
  return buildChecklist(db, await ownFacts(db, user, admissionApplicationId));
}

export async function checklistForStaff(db: Db, staff: AuthUser, admissionApplicationId: number) {
  return buildChecklist(db, await staffFacts(db, staff, admissionApplicationId));
}

/**
 * The student's upload for one item: judged by its bytes, then stored as the item's file, back
 * to 'uploaded'. An accepted document is not replaced (409); a kind the application does not ask
 * for is 409 too, and so is any upload to a rejected or withdrawn application. After the commit
 * the student's advisor and the admins hear of it live (docs/application-documents.md, "Live updates").
 */
export async function upload(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  admissionApplicationId: number,
  kind: DocumentKind,
  file: { data: Buffer; fileName: string },
): Promise<DocumentChecklist> {
  const facts = await ownFacts(db, user, admissionApplicationId);
  const checked = await checkDocumentFile(file.data, file.fileName);
  await inTransaction(db, events, async ({ tx, publish }) => {
    const locked = await repo.lockApplication(tx, admissionApplicationId);
    // Read under the lock, so a withdrawal and an upload never cross (docs/application-documents.md).
    if (locked && APPLICATION_CLOSED_STATUSES.includes(locked.status)) {
      throw conflict(M.applicationClosed);
    }
    const current = await repo.findStatus(tx, admissionApplicationId, kind);
    if (!current && !requiredKinds(facts).includes(kind))
      throw conflict(M.notRequired, { kind: M.notRequired });
    if (current && !DOCUMENT_UPLOAD_ALLOWED.includes(current.status)) throw conflict(M.alreadyAccepted);
    await repo.saveUpload(tx, { admissionApplicationId, kind, ...checked });
    const advisorId = await assignedAdvisorId(tx, facts.userId);
    publish('application.documentUploaded', {
      advisorIds: advisorId === null ? [] : [advisorId],
      event: { admissionApplicationId, kind },
    });
    // The header's 'Documents waiting' counts it (docs/application-documents.md, "The review queue").
    publish('staff.countersChanged', { advisorIds: advisorId === null ? [] : [advisorId] });
  });
  return buildChecklist(db, facts);
}

function reviewMessage(
  facts: repo.ApplicationFacts,
  kind: DocumentKind,
  decision: DocumentDecision,
  note: string | null,
) {
  const what = `Your ${documentInSentence(kind)} for ${facts.courseName} at ${facts.universityName}`;
  const plural = PLURAL_DOCUMENT_KINDS.includes(kind);
  const text =
    decision === 'accepted'
      ? `${what} ${plural ? 'have' : 'has'} been accepted.`
      : `${what} ${plural ? 'need' : 'needs'} changes.`;
  return note ? `${text} Note: ${note}` : text;
}

/**
 * A staff review of one document: accepted, or changes asked for with a note. The new state, the
 * audit entry and the student's notification (pushed live after the commit) are one transaction.
 */
export async function review(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  admissionApplicationId: number,
  kind: DocumentKind,
  input: { decision: DocumentDecision; note: string | null },
): Promise<DocumentChecklist> {
  await inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    await repo.lockApplication(tx, admissionApplicationId);
    const facts = await staffFacts(tx, staff, admissionApplicationId);
    const current = await repo.findStatus(tx, admissionApplicationId, kind);
    const status = current?.status ?? 'missing';
    if (!current || !DOCUMENT_REVIEW_TRANSITIONS[status].includes(input.decision)) {
      const message = documentReviewRefusal(status);
      throw conflict(message, { decision: message });
    }
    await repo.saveReview(tx, current.documentId, {
      status: input.decision,
      note: input.note,
      reviewedBy: staff.userId,
    });
    const advisorId = await assignedAdvisorId(tx, facts.userId);
    uow.publish('staff.countersChanged', { advisorIds: advisorId === null ? [] : [advisorId] });
    await recordAudit(uow, staff, {
      action: 'application_document.reviewed',
      entityType: 'application_document',
      entityId: current.documentId,
      before: { admissionApplicationId, kind, status, note: current.reviewNote },
      after: { admissionApplicationId, kind, status: input.decision, note: input.note },
    });
    await notify(uow, {
      userId: facts.userId,
      senderId: staff.userId,
      type: NOTIFICATION_TYPES.applicationDocument,
      message: reviewMessage(facts, kind, input.decision, input.note),
      link: `/applications/${admissionApplicationId}`,
      // The email's subject and first line say what happened (docs/email.md#what-sends-an-email).
      email: documentReviewEmail({
        courseName: facts.courseName,
        universityName: facts.universityName,
        kind,
        decision: input.decision,
        note: input.note,
      }),
    });
  });
  return checklistForStaff(db, staff, admissionApplicationId);
}

/** The file for its student (a visitor or anyone else: 404). */
export async function fileForStudent(
  db: Db,
  user: AuthUser | null,
  admissionApplicationId: number,
  kind: DocumentKind,
) {
  const facts = await repo.findApplicationFacts(db, admissionApplicationId);
  if (!facts || !user || facts.userId !== user.userId) throw notFoundDocument();
  const file = await repo.findFile(db, admissionApplicationId, kind);
  if (!file) throw notFoundDocument();
  return file;
}

/** The file for staff in scope (another advisor's student: 404). */
export async function fileForStaff(
  db: Db,
  staff: AuthUser,
  admissionApplicationId: number,
  kind: DocumentKind,
) {
  const facts = await repo.findApplicationFacts(db, admissionApplicationId);
  if (!facts || !(await isStudentInScope(db, staff, facts.userId))) throw notFoundDocument();
  const file = await repo.findFile(db, admissionApplicationId, kind);
  if (!file) throw notFoundDocument();
  return file;
}

/**
 * The review queue: every document of the staff member's students waiting for review, oldest
 * upload first (an advisor's own students, every student for an admin, as every staff list).
 */
export async function queue(db: Db, staff: AuthUser, query: DocumentQueueQuery): Promise<DocumentQueuePage> {
  const { rows, total } = await repo.listWaiting(db, advisorScopeOf(staff) ?? undefined, query);
  const items = rows.map((row) => ({
    admissionApplicationId: row.admissionApplicationId,
    kind: row.kind,
    label: DOCUMENT_LABELS[row.kind],
    fileName: row.fileName,
    uploadedAt: row.uploadedAt.toISOString(),
    student: { userId: row.studentId, name: row.studentName, profileImage: row.studentImage },
    courseName: row.courseName,
    universityName: row.universityName,
  }));
  return toPage(items, total, query);
}

/** How many documents wait for review: one advisor's students' (an id), or every student's (null). */
export const countDocumentsWaiting = (db: DbOrTx, advisorId: number | null) =>
  repo.countWaiting(db, advisorId ?? undefined);

/** Documents waiting for review per application (absent: none), for the staff lists. */
export const documentsWaitingByApplication = (db: DbOrTx, admissionApplicationIds: number[]) =>
  repo.countWaitingByApplication(db, admissionApplicationIds);
