import { admissionApplicationParamsSchema } from './applications';
import {
  applicationDocumentParamsSchema,
  documentChecklistSchema,
  documentQueuePageSchema,
  documentQueueQuerySchema,
  documentReviewSchema,
} from './documents';
import { DOCUMENT_CONTENT_TYPES } from './documents-constants';
import { endpoint, fileAnswer } from './endpoint';
import { envelopeSchema } from './envelope';

const checklistAnswer = envelopeSchema(documentChecklistSchema);
/** The stored bytes, under the type they were uploaded as. */
const storedFile = fileAnswer(DOCUMENT_CONTENT_TYPES, 'The stored document (PDF, JPEG, PNG or WebP)');

/** Application documents, the student's side and the staff's (docs/application-documents.md). */
export const documentEndpoints = {
  /** The student's checklist for one of their applications. */
  checklist: endpoint({
    method: 'GET',
    path: '/admission/:admissionApplicationId/documents',
    access: 'signedIn',
    params: admissionApplicationParamsSchema,
    answer: checklistAnswer,
  }),
  /** One file for one item; the answer is the whole checklist. */
  upload: endpoint({
    method: 'POST',
    path: '/admission/:admissionApplicationId/documents/:kind',
    access: 'signedIn',
    needsParent: true,
    summary: 'Multipart with one file part (file); the answer is the whole checklist',
    params: applicationDocumentParamsSchema,
    body: 'multipart',
    answer: checklistAnswer,
  }),
  /**
   * The student's uploaded file. Open to any caller, because a visitor gets the same 404 as
   * anyone else who may not see it: the address reveals nothing ("Who sees a file").
   */
  file: endpoint({
    method: 'GET',
    path: '/admission/:admissionApplicationId/documents/:kind/file',
    access: 'public',
    params: applicationDocumentParamsSchema,
    answer: storedFile,
    errors: [404],
  }),
  /** The review queue, oldest upload first ("The review queue"). */
  queue: endpoint({
    method: 'GET',
    path: '/staff/documents',
    access: 'staff',
    query: documentQueueQuerySchema,
    answer: envelopeSchema(documentQueuePageSchema),
  }),
  staffChecklist: endpoint({
    method: 'GET',
    path: '/staff/applications/:admissionApplicationId/documents',
    access: 'staff',
    params: admissionApplicationParamsSchema,
    answer: checklistAnswer,
  }),
  review: endpoint({
    method: 'PATCH',
    path: '/staff/applications/:admissionApplicationId/documents/:kind',
    access: 'staff',
    params: applicationDocumentParamsSchema,
    body: documentReviewSchema,
    answer: checklistAnswer,
  }),
  staffFile: endpoint({
    method: 'GET',
    path: '/staff/applications/:admissionApplicationId/documents/:kind/file',
    access: 'staff',
    params: applicationDocumentParamsSchema,
    answer: storedFile,
    errors: [404],
  }),
};
