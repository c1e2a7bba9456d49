import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { grievanceOfficerSchema, grievanceReceiptSchema, grievanceSchema } from './grievance';

/** The grievance officer's contact and the grievance form, open to visitors (docs/console.md, "Grievances"). */
export const grievanceEndpoints = {
  officer: endpoint({
    method: 'GET',
    path: '/grievances/officer',
    access: 'public',
    answer: envelopeSchema(grievanceOfficerSchema),
  }),
  file: endpoint({
    method: 'POST',
    path: '/grievances',
    access: 'public',
    body: grievanceSchema,
    answer: envelopeSchema(grievanceReceiptSchema),
    status: 201,
  }),
};
