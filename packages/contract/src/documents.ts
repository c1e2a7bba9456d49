import { z } from 'zod';
import {
  DOCUMENT_DECISIONS,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  DOCUMENT_MESSAGES as M,
} from './documents-constants';
import { pageSchema } from './envelope';
import { idParam, optionalText, pageQueryFields, timestampSchema } from './fields';

/** /admission/{admissionApplicationId}/documents/{kind}… and the staff twins. */
export const applicationDocumentParamsSchema = z.object({
  admissionApplicationId: idParam('admissionApplicationId'),
  kind: z.enum(DOCUMENT_KINDS, { error: M.kindInvalid }),
});

/** PATCH /staff/applications/{id}/documents/{kind}: a note is required when asking for changes. */
export const documentReviewSchema = z
  .object({
    decision: z.enum(DOCUMENT_DECISIONS, { error: M.decisionInvalid }),
    note: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'changes_requested' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: M.noteRequired });
    }
  });
export type DocumentReviewInput = z.input<typeof documentReviewSchema>;

export const checklistItemSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  label: z.string(),
  /** Asked for by this course and country; false only for a file kept from when it was. */
  required: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  /** The uploaded file, null while missing. */
  file: z
    .object({
      fileName: z.string(),
      contentType: z.string(),
      byteSize: z.number().int(),
      uploadedAt: timestampSchema,
    })
    .nullable(),
  /** The reviewer's note on the latest review (kept after a new upload until the next review). */
  reviewNote: z.string().nullable(),
  reviewedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  reviewedAt: timestampSchema.nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** GET /admission/{id}/documents and GET /staff/applications/{id}/documents */
export const documentChecklistSchema = z.object({
  admissionApplicationId: z.number().int(),
  items: z.array(checklistItemSchema),
  /** Why test score reports are (not) on the list, in plain words. */
  testScoresReason: z.string(),
  /** The course's next application deadline (YYYY-MM-DD), when the catalogue knows it. */
  deadline: z.string().nullable(),
  /** The one-line next step for the student (documentNextStep). */
  nextStep: z.string(),
});
export type DocumentChecklist = z.infer<typeof documentChecklistSchema>;

/**
 * GET /staff/documents: the review queue, every document waiting for review (uploaded, on an
 * application that is not closed) of the caller's students, oldest upload first
 * (docs/application-documents.md, "The review queue").
 */
export const documentQueueQuerySchema = z.object(pageQueryFields({ pageSize: 50, maxPageSize: 100 }));
export type DocumentQueueQuery = z.output<typeof documentQueueQuerySchema>;

export const documentQueueItemSchema = z.object({
  admissionApplicationId: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  label: z.string(),
  fileName: z.string(),
  uploadedAt: timestampSchema,
  student: z.object({ userId: z.number().int(), name: z.string(), profileImage: z.string().nullable() }),
  courseName: z.string(),
  universityName: z.string(),
});
export type DocumentQueueItem = z.infer<typeof documentQueueItemSchema>;

export const documentQueuePageSchema = pageSchema(documentQueueItemSchema);
export type DocumentQueuePage = z.infer<typeof documentQueuePageSchema>;
