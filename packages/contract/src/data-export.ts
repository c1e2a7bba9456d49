import { z } from 'zod';
import { endpoint, fileAnswer } from './endpoint';
import { envelopeSchema } from './envelope';
import { idParam } from './fields';

/**
 * "Download my data" (docs/privacy.md#export): a student asks for a copy of everything the
 * service holds about her; a job builds a ZIP (a readable data.json and her uploaded files),
 * kept for DATA_EXPORT_HOURS and downloadable only by her.
 */

/** How long a finished export can be downloaded before it is deleted. */
export const DATA_EXPORT_HOURS = 24;
/** At most this many exports a student may ask for in DATA_EXPORT_HOURS. */
export const DATA_EXPORTS_PER_DAY = 3;

/**
 * preparing: the job is building it; ready: downloadable until `expiresAt`; expired: past
 * `expiresAt`, the file is gone; failed: the job gave up (she can ask again).
 */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_MESSAGES = {
  started: 'We are preparing your file. We will tell you when it is ready.',
  alreadyRunning: 'Your file is already being prepared. We will tell you when it is ready.',
  tooMany: `You can ask for your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
  expired: `This download has expired: files are kept for ${DATA_EXPORT_HOURS} hours. Ask for a new one on your account page.`,
  notReady: 'This file is not ready yet.',
  ready: 'Your data is ready to download from your account page.',
} as const;

/** One export as its owner sees it; `downloadPath` (relative to the API base) is set while it can be downloaded. */
export const dataExportSchema = z.object({
  exportId: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  downloadedAt: z.string().nullable(),
  downloadPath: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The student's latest export, or null when she has never asked. */
export const myDataExportSchema = z.object({ latest: dataExportSchema.nullable() });
export type MyDataExport = z.infer<typeof myDataExportSchema>;

/** What an admin sees of a student's exports: their state and times, never a way to download. */
export const staffDataExportSchema = dataExportSchema.omit({ downloadPath: true });
export type StaffDataExport = z.infer<typeof staffDataExportSchema>;

const studentParams = z.object({ userId: idParam('userId') });
export const dataExportParamsSchema = z.object({ exportId: idParam('exportId') });

/** A student exports only herself; advisors never; admins see the state, not the file. */
export const dataExportEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/account/data-export',
    access: 'student',
    summary: "The student's latest export of her data and its state",
    answer: envelopeSchema(myDataExportSchema),
  }),
  request: endpoint({
    method: 'POST',
    path: '/account/data-export',
    access: 'student',
    summary: 'Starts building a ZIP of everything held about the student (409 while one is being built)',
    answer: envelopeSchema(myDataExportSchema),
    status: 201,
  }),
  ofStudent: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/data-exports',
    access: 'admin',
    summary: "A student's data exports: state and times, newest first (admins; no download)",
    params: studentParams,
    answer: envelopeSchema(z.array(staffDataExportSchema)),
  }),
  /** The ZIP itself, to its student only, while it is ready (410 once it has expired). */
  file: endpoint({
    method: 'GET',
    path: '/account/data-export/:exportId/file',
    access: 'student',
    params: dataExportParamsSchema,
    answer: fileAnswer('application/zip', 'The ZIP: data.json, README.txt and the uploaded files'),
    errors: [404, 410],
  }),
};
