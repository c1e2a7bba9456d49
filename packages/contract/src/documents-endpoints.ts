import { admissionApplicationParamsSchema } from './applications';
import {
  applicationDocumentParamsSchema,
  documentChecklistSchema,
  documentQueuePageSchema,
  documentQueueQuerySchema,
  documentReviewSchema,
} from './documents';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';

const checklistAnswer = envelopeSchema(documentChecklistSchema);

/**
 * Application documents, the student's side and the staff's (docs/application-documents.md).
 * The files themselves (GET …/documents/{kind}/file, both sides) are answered as the stored bytes,
 * not JSON, so they stay registered by hand in the server's document routes.
 */
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
};
