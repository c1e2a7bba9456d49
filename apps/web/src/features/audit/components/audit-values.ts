import { DOCUMENT_KINDS, DOCUMENT_LABELS, type DocumentKind } from '@edupath/contract/documents-constants';
import { formatMoney } from '@edupath/contract/money';
import { formatDate, formatPaise, formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';

/**
 * How the audit log shows what an entry changed (docs/console.md#audit-log): each stored field
 * gets a label in words and its value as the site writes it (dates, rupees, names), while the
 * raw field and value stay one hover away for whoever needs the stored form.
 */

/** Labels that a word split alone would get wrong or leave vague. */
const FIELD_LABELS: Record<string, string> = {
  feeInr: 'Fee in rupees',
  fee: 'Fee',
  currencyCode: 'Currency',
  countryId: 'Country',
  universityId: 'University',
  courseCategoryId: 'Category',
  courseId: 'Course',
  advisorId: 'Advisor',
  admissionApplicationId: 'Application',
  paymentId: 'Payment',
  kind: 'Document',
  isPublished: 'Published',
  isActive: 'Active',
  expiresAt: 'Expires',
  readAt: 'Read',
  qsRank: 'QS rank',
  totalPaise: 'Total',
  amountPaise: 'Amount',
  intakeStart: 'Intake starts',
  applicationDeadline: 'Application deadline',
  studentsMoved: 'Students handed over',
  openReports: 'Open reports',
  communityLogo: 'Logo',
  gstin: 'GSTIN',
  upiId: 'UPI id',
  hsnSac: 'HSN/SAC',
  sop: 'SOP',
};

/** 'studentsMoved' → 'Students moved', 'course_type' → 'Course type'. */
function words(field: string) {
  const text = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? words(field);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ROLE_LABELS: Record<string, string> = { admin: 'Admin', advisor: 'Advisor', student: 'Student' };

/** The name an entry holds beside an id (`countryId` with `countryName`), if it holds one. */
function nameBeside(field: string, record: Record<string, unknown> | null) {
  if (!record || !field.endsWith('Id')) return undefined;
  const base = field.slice(0, -2);
  for (const key of [`${base}Name`, base, `${base}Title`]) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * A stored value as the console shows it. `record` is the side (before or after) it comes from,
 * whose other fields may say more (a currency for a fee, a name for an id).
 */
export function formatAuditValue(
  field: string,
  value: unknown,
  record: Record<string, unknown> | null,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/Paise$/.test(field)) return formatPaise(value);
    if (/Inr$/.test(field) || field === 'price' || field === 'amount') return formatRupees(value);
    if (field === 'fee' && typeof record?.currencyCode === 'string')
      return formatMoney(value, record.currencyCode);
    if (field.endsWith('Id')) {
      const name = nameBeside(field, record);
      return name ? name : `#${value}`;
    }
    return value.toLocaleString('en-US');
  }
  if (typeof value === 'string') {
    if (ISO_MOMENT.test(value)) return formatDateTime(value);
    if (ISO_DAY.test(value)) return formatDate(`${value}T00:00:00`);
    if (field === 'kind' && (DOCUMENT_KINDS as readonly string[]).includes(value))
      return DOCUMENT_LABELS[value as DocumentKind];
    if (field === 'role' && ROLE_LABELS[value]) return ROLE_LABELS[value];
    if (field.endsWith('Id') && /^\d+$/.test(value)) return nameBeside(field, record) ?? `#${value}`;
    return value;
  }
  return JSON.stringify(value);
}

/** The stored form, for the hover: `feeInr: 2400000`. */
export const rawValue = (field: string, value: unknown) =>
  `${field}: ${value === undefined ? '' : JSON.stringify(value)}`;

/** 'application_document' → 'Application document'. */
export const entityLabel = (entityType: string) => words(entityType);
