import {
  type ApplicationStatus,
  closesWhen,
  DOCUMENT_SHORT_NAMES,
  type DocumentDecision,
  type DocumentKind,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
} from '@edupath/contract';

/**
 * The emails' look: one layout in plain text and simple HTML (inline styles only, as mail
 * programs ignore style sheets), the brand, an action button, and for optional mail the
 * unsubscribe and preferences links (docs/email.md, "What an email looks like").
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Optional mail only: why they get it and how to stop it. */
  optional?: { category: EmailCategory; unsubscribeUrl: string; preferencesUrl: string };
}

const BRAND = 'EduPath';
/**
 * The site's teal for text and white-on-teal fills, `--color-primary-dark` of the web's theme
 * (apps/web/src/index.css), which meets WCAG AA on white; mail-brand.test.ts keeps the two equal.
 */
export const BRAND_COLOUR = '#17766e';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderMail(content: MailContent): RenderedMail {
  const { optional } = content;
  const footerText = optional
    ? [
        `You get this email because "${EMAIL_CATEGORY_LABELS[optional.category].label}" is on in your email preferences.`,
        `Unsubscribe from these emails: ${optional.unsubscribeUrl}`,
        `Choose which emails you get: ${optional.preferencesUrl}`,
      ]
    : ['You get this email because of an action on your EduPath account.'];

  const text = [
    BRAND,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    ...footerText,
    '',
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOUR};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Or open this address: ${escapeHtml(content.action.url)}</p>`
    : '';
  const footerHtml = optional
    ? `<p>You get this email because "${escapeHtml(EMAIL_CATEGORY_LABELS[optional.category].label)}" is on in your email preferences.</p>
<p><a href="${escapeHtml(optional.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> · <a href="${escapeHtml(optional.preferencesUrl)}" style="color:#6b7280">Email preferences</a></p>`
    : '<p>You get this email because of an action on your EduPath account.</p>';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${BRAND_COLOUR}">${BRAND}</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<div style="margin-top:24px;border-top:1px solid #e5e7eb;padding-top:12px;font-size:12px;color:#6b7280">
${footerHtml}
</div>
</div>
</body></html>
`;
  return { subject: content.subject, text, html };
}

/**
 * What an email about one event says, when the notification's one line is not enough: a subject
 * that names what happened and the paragraphs, the first saying it again (docs/email.md,
 * "What sends an email").
 */
export interface EmailWording {
  /** Without one, the type's subject (mail.service EMAILED_TYPES). */
  subject?: string;
  paragraphs: string[];
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/**
 * A day as the site writes it, 'Dec 6, 2026' (the web's formatDate). A date-only value
 * ('2026-12-06') is midnight UTC, so it is read in UTC: the day never shifts with the server's zone.
 */
export const formatDay = (value: string | Date) => dayFormat.format(new Date(value));

const withNote = (paragraphs: string[], note: string | null) =>
  note ? [...paragraphs, `Note: ${note}`] : paragraphs;

/** "University of Waterloo: MSc Data Science", as the subjects name an application. */
const applicationName = (universityName: string, courseName: string) => `${universityName}: ${courseName}`;

/** A staff decision on an application; a refusal is told gently (docs/email.md#what-sends-an-email). */
export function applicationStatusEmail(input: {
  courseName: string;
  universityName: string;
  status: ApplicationStatus;
  remark: string | null;
}): EmailWording {
  const { courseName, universityName, status, remark } = input;
  const name = applicationName(universityName, courseName);
  const course = `${courseName} at ${universityName}`;
  const wording: Record<ApplicationStatus, EmailWording> = {
    Accepted: {
      subject: `Offer from ${name}`,
      paragraphs: [`Congratulations! ${universityName} has offered you a place on ${courseName}.`],
    },
    Rejected: {
      subject: `A decision on your application to ${name}`,
      paragraphs: [
        `Thank you for applying to ${course}. We are sorry to tell you that this application was not successful.`,
        'Your other applications and your shortlist are not affected, and your advisor is here to help you decide what to do next.',
      ],
    },
    'Under Review': {
      subject: `Your application to ${name} is under review`,
      paragraphs: [
        `Your application to ${course} is now under review. We will write to you as soon as there is a decision.`,
      ],
    },
    Pending: {
      subject: `Your application to ${name} is pending again`,
      paragraphs: [`Your application to ${course} is pending again: it is waiting to be reviewed.`],
    },
    Withdrawn: {
      subject: `Your application to ${name} has been withdrawn`,
      paragraphs: [`Your application to ${course} has been withdrawn.`],
    },
  };
  const { subject, paragraphs } = wording[status];
  return { subject, paragraphs: withNote(paragraphs, remark) };
}

/** Documents named in the plural ("Your transcripts were accepted"). */
const PLURAL_DOCUMENTS: readonly DocumentKind[] = ['transcripts', 'test_scores'];

/** A staff review of one document: accepted, or changes asked for. */
export function documentReviewEmail(input: {
  courseName: string;
  universityName: string;
  kind: DocumentKind;
  decision: DocumentDecision;
  note: string | null;
}): EmailWording {
  const { courseName, universityName, kind, decision, note } = input;
  const plural = PLURAL_DOCUMENTS.includes(kind);
  const outcome =
    decision === 'accepted' ? `${plural ? 'were' : 'was'} accepted` : `${plural ? 'need' : 'needs'} changes`;
  const what = `Your ${DOCUMENT_SHORT_NAMES[kind]}`;
  const first = `${what} for ${courseName} at ${universityName} ${outcome}.`;
  const paragraphs =
    decision === 'accepted'
      ? [first]
      : [`${first} Please upload a corrected version from your application page.`];
  return {
    subject: `${what} ${outcome} (${applicationName(universityName, courseName)})`,
    paragraphs: withNote(paragraphs, note),
  };
}

/** A deadline reminder, naming its intake, the day written as the site writes it. */
export function deadlineReminderEmail(input: {
  courseName: string;
  universityName: string;
  daysLeft: number;
  deadline: string;
  intakeLabel: string;
}): EmailWording {
  const { courseName, universityName, daysLeft, deadline, intakeLabel } = input;
  return {
    paragraphs: [
      `Applications for ${courseName} at ${universityName} (${intakeLabel} intake) close ${closesWhen(daysLeft)}, on ${formatDay(deadline)}.`,
    ],
  };
}
