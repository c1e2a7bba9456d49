import { createHash, randomBytes } from 'node:crypto';
import {
  API_BASE,
  EMAIL_CATEGORIES,
  type EmailCategory,
  type EmailPreferences,
  type EssentialEmailCategory,
  NOTIFICATION_TYPES,
  type NotificationType,
  type OutboxQuery,
  toPage,
  UNDER_18_MESSAGES,
  type UnsubscribeCheck,
  type UnsubscribeResult,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitOfWork } from '../../db/transaction';
import { badRequest } from '../../lib/errors';
import { enqueue, QUEUES } from '../../lib/jobs';
import * as repo from './mail.repository';
import { type EmailWording, formatDay, type MailContent, renderMail } from './mail.templates';
import { MailSendError, type MailTransport } from './mail.transport';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Where the links in emails point. Set once by the mail plugin from PUBLIC_URL (emails are
 * written inside other modules' transactions, which do not carry the config).
 */
let siteUrl = 'http://localhost:3000';
export function setSiteUrl(url: string) {
  siteUrl = url.replace(/\/+$/, '');
}
export const siteLink = (path: string) => `${siteUrl}${path}`;

/**
 * The domain of every Message-ID: MAIL_FROM's, else PUBLIC_URL's host (RFC 5322 wants a domain
 * there, and some spam filters score a Message-ID without one). Set once by the mail plugin.
 */
let messageIdDomain = 'edupath.localhost';
export function setMessageIdDomain(mailFrom: string, publicUrl?: string) {
  const fromDomain = mailFrom.match(/@([^\s<>@]+?)>?\s*$/)?.[1];
  let urlHost: string | undefined;
  try {
    urlHost = publicUrl ? new URL(publicUrl).hostname : undefined;
  } catch {
    urlHost = undefined;
  }
  messageIdDomain = (fromDomain ?? urlHost ?? 'edupath.localhost').toLowerCase();
}
export const newMessageId = () => `<${randomBytes(16).toString('hex')}@${messageIdDomain}>`;

/**
 * Names reserved for tests and examples, which no real mailbox has (RFC 2606, RFC 6761): the
 * demo accounts use them. Mail to them is kept in the outbox, never handed to a mail server
 * (docs/email.md#reserved-domains).
 */
const RESERVED_TOP_LEVEL = ['test', 'example', 'invalid', 'localhost'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** The reserved name an address's domain falls under, or null for an ordinary domain. */
export function reservedDomainOf(address: string): string | null {
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  if (RESERVED_TOP_LEVEL.includes(top)) return `.${top}`;
  const lastTwo = labels.slice(-2).join('.');
  return RESERVED_DOMAINS.includes(lastTwo) ? lastTwo : null;
}

interface QueueInput {
  userId: number | null;
  toEmail: string;
  category: EmailCategory | EssentialEmailCategory;
  content: MailContent;
  throttleKey?: string;
  unsubscribeTokenHash?: string;
}

/**
 * Writes the mail and the job that sends it in the caller's unit of work: both exist exactly when
 * the change does, and a rolled-back change sends nothing (docs/email.md, "Delivery").
 */
export async function queueMail(uow: UnitOfWork, input: QueueInput): Promise<number> {
  const rendered = renderMail(input.content);
  const mailId = await repo.insertMail(uow.tx, {
    userId: input.userId,
    toEmail: input.toEmail,
    category: input.category,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    messageId: newMessageId(),
    throttleKey: input.throttleKey ?? null,
    unsubscribeTokenHash: input.unsubscribeTokenHash ?? null,
  });
  await enqueue(uow, QUEUES.sendMail, { mailId });
  return mailId;
}

/** The one who holds an account, to whose own address its essential mails go. */
export type AccountHolder = { userId: number; email: string; name: string };

/** An essential mail to an account's own address: it goes whatever her email choices. */
export function queueAccountMail(
  uow: UnitOfWork,
  user: AccountHolder,
  category: EssentialEmailCategory,
  content: MailContent,
) {
  return queueMail(uow, { userId: user.userId, toEmail: user.email, category, content });
}

export function queueVerificationEmail(uow: UnitOfWork, user: AccountHolder, token: string) {
  return queueAccountMail(uow, user, 'verification', {
    subject: 'Verify your email address for EduPath',
    heading: `Welcome to EduPath, ${user.name}`,
    paragraphs: [
      'Please confirm that this is your email address, so that we can send you updates about your applications and help you back into your account if you forget your password.',
      'The link works once and for 24 hours. If you did not create an EduPath account, you can ignore this email.',
    ],
    action: { label: 'Verify my email', url: siteLink(`/verify-email?token=${token}`) },
  });
}

export function queuePasswordResetEmail(uow: UnitOfWork, user: AccountHolder, token: string) {
  return queueAccountMail(uow, user, 'passwordReset', {
    subject: 'Reset your EduPath password',
    heading: `Hello ${user.name}`,
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your EduPath account.',
      'The link works once and for 30 minutes. Setting a new password signs you out on every other device. If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: siteLink(`/reset-password?token=${token}`) },
  });
}

/** An admin's invitation to a new (or reset) staff account: the link to choose a password. */
export function queueStaffInvitationEmail(
  uow: UnitOfWork,
  user: AccountHolder,
  invitation: { path: string; expiresAt: Date },
) {
  return queueAccountMail(uow, user, 'staffInvitation', {
    subject: 'Your EduPath staff account',
    heading: `Hello ${user.name}`,
    paragraphs: [
      'An EduPath admin has given you a staff account. Choose your password with the link below, then sign in to the staff console.',
      `The link works once, until ${invitation.expiresAt.toUTCString()}. If you did not expect this, you can ignore this email.`,
    ],
    action: { label: 'Choose my password', url: siteLink(invitation.path) },
  });
}

/**
 * The acknowledgement of a grievance (docs/console.md, "Grievances"): its reference, the day it
 * will be answered by and the grievance officer's contact; essential, so it goes whatever the
 * sender's email choices. Written in the grievance's own unit of work.
 */
export function queueGrievanceAcknowledgement(
  uow: UnitOfWork,
  grievance: {
    userId: number | null;
    name: string;
    email: string;
    reference: string;
    categoryLabel: string;
    dueAt: Date;
    officer: { name: string; email: string };
  },
) {
  return queueMail(uow, {
    userId: grievance.userId,
    toEmail: grievance.email,
    category: 'grievanceAcknowledgement',
    content: {
      subject: `We received your grievance ${grievance.reference}`,
      heading: `Hello ${grievance.name}`,
      paragraphs: [
        `We have received your grievance about "${grievance.categoryLabel}". Its reference is ${grievance.reference}: please quote it if you write to us about it.`,
        `Our grievance officer, ${grievance.officer.name} (${grievance.officer.email}), will answer you by ${formatDay(grievance.dueAt)} at the latest.`,
        'If you are not satisfied with our answer, you may take your complaint to the Data Protection Board of India.',
      ],
      action: { label: 'Read our privacy policy', url: siteLink('/privacy-policy') },
    },
  });
}

/**
 * The link a child's parent or guardian confirms her account with (docs/accounts.md#under-18):
 * sent to the parent, says what they agree to, and works once until it expires.
 */
export function queueParentalConsentEmail(
  uow: UnitOfWork,
  child: { userId: number; name: string },
  parentEmail: string,
  link: { token: string; expiresAt: Date },
) {
  return queueMail(uow, {
    userId: child.userId,
    toEmail: parentEmail,
    category: 'parentalConsent',
    content: {
      subject: `Please confirm ${child.name}'s EduPath account`,
      heading: 'A parent or guardian must confirm this account',
      paragraphs: [
        `${child.name} has signed up to EduPath, a service that helps students apply to universities abroad, and gave this address as their parent's or guardian's. Because they are under 18, the law asks us for your consent before we use their data.`,
        'Until you confirm, they can only browse and shortlist courses: they cannot apply, chat with an advisor, post in communities, upload documents or buy a package. We never use a child’s data for marketing or statistics, and send them no optional emails.',
        `The link works once, until ${link.expiresAt.toUTCString()}. If you do not know ${child.name}, you can ignore this email.`,
      ],
      action: { label: 'Read and confirm', url: siteLink(`/parent-consent?token=${link.token}`) },
    },
  });
}

/**
 * Notification types that also send an email, and under which preference (docs/email.md). The
 * subject here is the fallback: application decisions, document reviews and reminders bring their
 * own (`email` of the notification, from mail.templates).
 */
const EMAILED_TYPES: Partial<
  Record<NotificationType, { category: EmailCategory; subject: string; action: string }>
> = {
  [NOTIFICATION_TYPES.applicationStatus]: {
    category: 'applicationUpdates',
    subject: 'An update on your application',
    action: 'View your application',
  },
  // A document the student must replace is as urgent as a decision (docs/application-documents.md).
  [NOTIFICATION_TYPES.applicationDocument]: {
    category: 'applicationUpdates',
    subject: 'An update on your application documents',
    action: 'View your documents',
  },
  [NOTIFICATION_TYPES.chatMessage]: {
    category: 'chatMessages',
    subject: 'Your advisor sent you a message',
    action: 'Open the chat',
  },
  [NOTIFICATION_TYPES.commentReply]: {
    category: 'communityReplies',
    subject: 'Someone replied to your comment',
    action: 'See the reply',
  },
  [NOTIFICATION_TYPES.deadlineReminder]: {
    category: 'reminders',
    subject: 'An application deadline is coming up',
    action: 'See your deadlines',
  },
};

/** A package application update counts as an application update (docs/email.md). */
export function emailCategoryOf(type: string): EmailCategory | null {
  if (type.startsWith('package')) return 'applicationUpdates';
  return EMAILED_TYPES[type as NotificationType]?.category ?? null;
}

/** An advisor's chat messages send at most one email per chat in this time. */
const CHAT_EMAIL_INTERVAL_MS = 60 * 60_000;

/**
 * The email that goes with a notification, if its type sends one and the recipient wants it: a
 * student, active, with a verified address and the category on in their preferences. Called by
 * `notify` in the same unit of work.
 */
export async function emailForNotification(
  uow: UnitOfWork,
  input: { userId: number; type: string; message: string; link?: string | null; email?: EmailWording },
): Promise<number | null> {
  const category = emailCategoryOf(input.type);
  if (!category) return null;
  const recipient = await repo.findRecipient(uow.tx, input.userId);
  if (
    recipient?.role !== 'student' ||
    !recipient.isActive ||
    !recipient.emailVerifiedAt ||
    !recipient.preferences[category]
  ) {
    return null;
  }
  let throttleKey: string | undefined;
  if (input.type === NOTIFICATION_TYPES.chatMessage) {
    // A student has one support chat, which the link names; the key stays right if that changes.
    throttleKey = `chat:${input.userId}:${input.link ?? ''}`;
    await repo.lockThrottleKey(uow.tx, throttleKey);
    if (await repo.hasRecentMail(uow.tx, throttleKey, new Date(Date.now() - CHAT_EMAIL_INTERVAL_MS)))
      return null;
  }
  const known = EMAILED_TYPES[input.type as NotificationType];
  const unsubscribeToken = randomBytes(24).toString('base64url');
  return queueMail(uow, {
    userId: recipient.userId,
    toEmail: recipient.email,
    category,
    throttleKey,
    unsubscribeTokenHash: sha256(unsubscribeToken),
    content: {
      // The event's own wording when its sender gives one: the subject says what happened.
      subject: input.email?.subject ?? known?.subject ?? 'An update on your package application',
      heading: `Hello ${recipient.name}`,
      paragraphs: input.email?.paragraphs ?? [input.message],
      ...(input.link
        ? { action: { label: known?.action ?? 'Open EduPath', url: siteLink(input.link) } }
        : {}),
      optional: {
        category,
        unsubscribeUrl: siteLink(`/unsubscribe?token=${unsubscribeToken}`),
        preferencesUrl: siteLink('/email-preferences'),
      },
    },
  });
}

export interface DeliveryOptions {
  /** This try is the queue's last: a failure marks the mail failed. */
  isLastTry: boolean;
  /** Send to reserved domains too (MAIL_SEND_TO_RESERVED_DOMAINS: a mail catcher). */
  sendToReservedDomains?: boolean;
}

export type DeliveryOutcome = 'sent' | 'held' | 'unconfirmed' | 'skipped';

/** Why a mail whose try ended without an answer is not sent again (docs/email.md#delivery). */
const NOT_RETRIED = 'It may have been delivered, so it is not sent again (an email is never sent twice).';

/**
 * Sends one mail of the outbox: the job's work (docs/email.md#delivery). At most once: the mail
 * is marked 'sending' before it is handed to the mail server, and a try whose outcome is unknown
 * (the whole message was sent but no answer came, or a try stopped half-way) is never repeated:
 * the mail becomes 'unconfirmed'. A failure the server surely did not accept (no connection, a
 * refusal with a code) is recorded and thrown, so the queue tries again later; after the last
 * try the mail is failed. Every try carries the same Message-ID.
 */
export async function deliverMail(
  db: Db,
  transport: MailTransport | null,
  mailId: number,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const mail = await repo.findMail(db, mailId);
  if (!mail) return 'skipped';
  if (mail.status === 'sending') {
    // An earlier try handed it over (or was about to) and never recorded the answer: its
    // instance stopped, or the database failed while the answer was being written.
    await repo.markUnconfirmed(
      db,
      mailId,
      `An earlier try stopped before it recorded the mail server's answer. ${NOT_RETRIED}`,
    );
    return 'unconfirmed';
  }
  if (mail.status !== 'queued') return 'skipped';
  const reserved = options.sendToReservedDomains ? null : reservedDomainOf(mail.toEmail);
  if (reserved) {
    await repo.markHeld(
      db,
      mailId,
      `Not sent: ${reserved} is a reserved domain (RFC 2606/6761) that no real mailbox has, such as a demo account's.`,
    );
    return 'held';
  }
  if (!transport) {
    await repo.markHeld(db, mailId, 'Not sent: no SMTP server is configured (SMTP_URL).');
    return 'held';
  }
  if (!(await repo.claimForSending(db, mailId))) return 'skipped';
  try {
    await transport.send({
      to: mail.toEmail,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      messageId: mail.messageId,
      unsubscribeUrl: mail.unsubscribeTokenHash ? extractUnsubscribeUrl(mail.textBody) : undefined,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof MailSendError && err.handedOver) {
      await repo.markUnconfirmed(
        db,
        mailId,
        `The mail server was sent the whole message but did not confirm it (${message}). ${NOT_RETRIED}`,
      );
      return 'unconfirmed';
    }
    await repo.markAttemptFailed(db, mailId, message, options.isLastTry);
    throw err;
  }
  // Sent mail keeps no working link: tokens are stored hashed, and the body must not undo that.
  await repo.markSent(db, mailId, redactTokens(mail.textBody), redactTokens(mail.htmlBody));
  return 'sent';
}

export const redactTokens = (body: string) => body.replace(/([?&]token=)[\w-]+/g, '$1[redacted]');

/**
 * The List-Unsubscribe address: the API's one-click endpoint (RFC 8058) with the token of the
 * body's link, which is only in the body (the token is stored hashed).
 */
function extractUnsubscribeUrl(text: string): string | undefined {
  const link = text.match(/^Unsubscribe from these emails: (\S+)$/m)?.[1];
  const token = link ? new URL(link).searchParams.get('token') : null;
  return token
    ? siteLink(`${API_BASE}/email/unsubscribe/one-click?token=${encodeURIComponent(token)}`)
    : undefined;
}

export const getPreferences = (db: Db, userId: number) => repo.getPreferences(db, userId);

/**
 * Every optional email on or off at once: what the 'emails' consent decides when it is given or
 * withdrawn (docs/accounts.md#consent); the switches can then be changed one by one.
 */
export async function setAllOptionalEmails(db: DbOrTx, userId: number, on: boolean) {
  await repo.savePreferences(db, userId, Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, on])));
}

export async function updatePreferences(db: Db, userId: number, changes: Partial<EmailPreferences>) {
  // Under 18, no optional email: a child turns none on (docs/accounts.md#under-18).
  const turnedOn = (Object.keys(changes) as Array<keyof EmailPreferences>).find(
    (key) => changes[key] === true,
  );
  if (turnedOn && (await repo.isChild(db, userId))) {
    throw badRequest(UNDER_18_MESSAGES.childOptionalRefused, {
      [turnedOn]: UNDER_18_MESSAGES.childOptionalRefused,
    });
  }
  await repo.savePreferences(db, userId, changes);
  return repo.getPreferences(db, userId);
}

/** The person and category an unsubscribe link names, or 400 on `token`. */
async function unsubscribeTarget(db: Db, token: string) {
  const found = await repo.findByUnsubscribeHash(db, sha256(token));
  const category = EMAIL_CATEGORIES.find((c) => c === found?.category);
  if (!found || found.userId === null || !category) {
    throw badRequest('This unsubscribe link is not valid.', { token: 'This unsubscribe link is not valid.' });
  }
  return { userId: found.userId, category, email: found.toEmail };
}

/** What the link would stop, for its confirmation page: opening a link changes nothing (docs/email.md#unsubscribe). */
export async function checkUnsubscribe(db: Db, token: string): Promise<UnsubscribeCheck> {
  const { userId, category, email } = await unsubscribeTarget(db, token);
  const preferences = await repo.getPreferences(db, userId);
  return { category, email, subscribed: preferences[category] };
}

/** One click (the page's button or the mail client's RFC 8058 post) turns its category off (docs/email.md). */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeResult> {
  const { userId, category, email } = await unsubscribeTarget(db, token);
  await repo.savePreferences(db, userId, { [category]: false });
  return { category, email };
}

export async function listOutbox(
  db: DbOrTx,
  query: Required<Pick<OutboxQuery, 'page' | 'pageSize'>> & OutboxQuery,
) {
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const { items, total } = await repo.listOutbox(
    db,
    { status: query.status, to: query.to || undefined },
    pageSize,
    (page - 1) * pageSize,
  );
  return toPage(items, total, { page, pageSize });
}
