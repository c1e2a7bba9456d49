/**
 * The documents of an application: which exist, their states, the texts the API and the pages
 * use, and the one-line "what to do next" (docs/application-documents.md). Plain values only (no
 * zod), so the web bundle can import them.
 */
import type { ApplicationStatus } from './constants';

/** Every kind of document, in the order the checklist shows them. */
export const DOCUMENT_KINDS = [
  'sop',
  'recommendation_1',
  'recommendation_2',
  'transcripts',
  'passport',
  'test_scores',
  'financial_proof',
  'cv',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  sop: 'Statement of purpose',
  recommendation_1: 'Recommendation letter 1',
  recommendation_2: 'Recommendation letter 2',
  transcripts: 'Transcripts',
  passport: 'Passport',
  test_scores: 'Test score reports',
  financial_proof: 'Financial proof',
  cv: 'CV',
};

/** How the next-step line names a document ("Upload your SOP"). */
export const DOCUMENT_SHORT_NAMES: Record<DocumentKind, string> = {
  sop: 'SOP',
  recommendation_1: 'first recommendation letter',
  recommendation_2: 'second recommendation letter',
  transcripts: 'transcripts',
  passport: 'passport',
  test_scores: 'test score reports',
  financial_proof: 'financial proof',
  cv: 'CV',
};

/** How a sentence names a document: its label in lower case, abbreviations kept ("Upload CV"). */
export const documentInSentence = (kind: DocumentKind): string =>
  kind === 'cv' ? DOCUMENT_LABELS.cv : DOCUMENT_LABELS[kind].toLowerCase();

/** Documents named in the plural take a plural verb ("Your transcripts have been accepted"). */
export const PLURAL_DOCUMENT_KINDS: readonly DocumentKind[] = ['transcripts', 'test_scores'];

/** `missing` is never stored: it is an item without an upload. */
export const DOCUMENT_STATUSES = ['missing', 'uploaded', 'accepted', 'changes_requested'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  missing: 'Missing',
  uploaded: 'Waiting for review',
  accepted: 'Accepted',
  changes_requested: 'Needs changes',
};

/** A reviewer's two answers. */
export const DOCUMENT_DECISIONS = ['accepted', 'changes_requested'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

/**
 * Which review may follow which state (docs/application-documents.md, "States"). Nothing can be
 * reviewed before it is uploaded; after 'needs changes' the student's new file comes first.
 */
export const DOCUMENT_REVIEW_TRANSITIONS: Record<DocumentStatus, readonly DocumentDecision[]> = {
  missing: [],
  uploaded: ['accepted', 'changes_requested'],
  accepted: ['changes_requested'],
  changes_requested: [],
};

/** States in which the student may upload (a first file, a replacement before review, a new version). */
export const DOCUMENT_UPLOAD_ALLOWED: readonly DocumentStatus[] = [
  'missing',
  'uploaded',
  'changes_requested',
];

/** What a document may be, judged by its bytes. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** What the file input offers (the server still judges the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

export const DOCUMENT_MESSAGES = {
  uploaded: 'Document uploaded',
  reviewed: 'Document reviewed',
  fileRequired: 'Choose a file to upload',
  wrongType: 'Only PDF, JPEG, PNG or WebP files are accepted',
  notPdf: 'This file is not a readable PDF',
  unreadableImage: 'The image could not be read. It may be damaged or incomplete.',
  empty: 'The file is empty',
  tooLarge: 'The file is too large (5 MB at most)',
  alreadyAccepted: 'This document has been accepted; ask your advisor if it must be replaced',
  /** An upload to a Rejected or Withdrawn application (APPLICATION_CLOSED_STATUSES). */
  applicationClosed: 'This application is closed: no more documents can be uploaded',
  notRequired: 'This application does not ask for that document',
  kindInvalid: 'Unknown document',
  decisionInvalid: 'Decision must be accepted or changes_requested',
  noteRequired: 'Say what needs to change',
  notFound: 'Document not found',
  /** The web app's text when an upload fails and the server said nothing. */
  uploadFailed: 'The upload failed. Please try again.',
  loadFailed: 'Failed to load your documents. Please try again later.',
} as const;

/** The 409 for a review the state does not allow; names what may happen instead. */
export function documentReviewRefusal(status: DocumentStatus): string {
  if (status === 'missing') return 'Nothing has been uploaded yet';
  if (status === 'changes_requested') return 'Waiting for the student to upload a new version';
  return 'This document is already accepted';
}

/**
 * Each application status in plain words: what it means and what happens next. The student site
 * shows any status other than Accepted and Rejected as Pending (docs/applications-and-timeline.md).
 */
export const APPLICATION_STATUS_EXPLANATIONS: Record<ApplicationStatus, { means: string; next: string }> = {
  Pending: {
    means: 'Your application has been received and is waiting for your advisor.',
    next: 'Your advisor checks your documents and your application. Upload anything still missing; you will be notified of every change.',
  },
  'Under Review': {
    means: 'Your advisor is reviewing your application and documents.',
    next: 'If something needs changing you will get a note; otherwise a decision follows.',
  },
  Accepted: {
    means: 'Congratulations: you have an offer for this course.',
    next: 'Your advisor will guide you through accepting the offer, the visa and pre-departure steps.',
  },
  Rejected: {
    means: 'This application was not successful.',
    next: 'Talk to your advisor about other courses or applying again for a later intake.',
  },
  Withdrawn: {
    means: 'You withdrew this application.',
    next: 'Nothing more happens with it. Talk to your advisor if you want to apply to other courses.',
  },
};

/** The smallest item the next-step line needs. */
export interface ChecklistItemFacts {
  kind: DocumentKind;
  required: boolean;
  status: DocumentStatus;
}

const DAY_MS = 86_400_000;

/** Days from `today` to `deadline`, both YYYY-MM-DD (UTC days). */
export function daysUntil(deadline: string, today: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

function dueText(deadline: string | null, today: string): string {
  if (!deadline) return '';
  const days = daysUntil(deadline, today);
  if (days < 0) return ' — the deadline has passed';
  if (days === 0) return ' — due today';
  return ` — due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The one thing the student should do now, in one line (docs/application-documents.md, "Next
 * step"): a document that needs changes first, then the first missing one, then waiting.
 * `deadline` is the course's next application deadline (YYYY-MM-DD) when known.
 */
export function documentNextStep(
  items: readonly ChecklistItemFacts[],
  deadline: string | null,
  today: string,
  applicationStatus: ApplicationStatus = 'Pending',
): string {
  if (
    applicationStatus === 'Accepted' ||
    applicationStatus === 'Rejected' ||
    applicationStatus === 'Withdrawn'
  ) {
    return APPLICATION_STATUS_EXPLANATIONS[applicationStatus].next;
  }
  const required = items.filter((item) => item.required);
  const fix = required.find((item) => item.status === 'changes_requested');
  if (fix) return `Upload a new version of your ${DOCUMENT_SHORT_NAMES[fix.kind]}${dueText(deadline, today)}`;
  const missing = required.find((item) => item.status === 'missing');
  if (missing) return `Upload your ${DOCUMENT_SHORT_NAMES[missing.kind]}${dueText(deadline, today)}`;
  if (required.some((item) => item.status === 'uploaded'))
    return 'Nothing to do for now: your advisor is reviewing your documents';
  return 'All your documents are accepted: nothing to do until your advisor decides';
}
