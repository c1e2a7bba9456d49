import { z } from 'zod';
import { endpoint, fileAnswer } from './endpoint';
import { idParam } from './fields';

const paymentParamsSchema = z.object({ paymentId: idParam('paymentId') });

/**
 * A paid payment's receipt and tax invoice (docs/packages.md, "Receipts and tax invoices"): to its
 * student, or to staff with the student in scope; anyone else gets 404.
 */
export const paymentDocumentEndpoints = {
  receipt: endpoint({
    method: 'GET',
    path: '/payments/:paymentId/receipt',
    access: 'signedIn',
    params: paymentParamsSchema,
    answer: fileAnswer('application/pdf', 'The receipt (PDF)'),
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/payments/:paymentId/invoice',
    access: 'signedIn',
    params: paymentParamsSchema,
    answer: fileAnswer('application/pdf', 'The tax invoice (PDF)'),
  }),
};
