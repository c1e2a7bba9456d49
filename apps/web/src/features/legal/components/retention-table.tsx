import { ACCOUNT_DELETION_GRACE_DAYS } from '@edupath/contract/account-deletion-constants';

/**
 * The retention table of the privacy policy: what we keep, for how long and why. The same table,
 * with the mechanics, is docs/privacy.md#retention; change both together.
 */
const ROWS: ReadonlyArray<{ what: string; howLong: string; why: string }> = [
  {
    what: 'Your account, profile, education, work experience, test scores, study preferences, applications and their documents, shortlist, reminders, notifications, sign-ins, email choices, calendar link and data exports',
    howLong: `While your account is open. Erased ${ACCOUNT_DELETION_GRACE_DAYS} days after you ask us to delete your account.`,
    why: 'To give you the service you agreed to.',
  },
  {
    what: 'Files you uploaded: your photo, documents, and images in chats and posts',
    howLong: `Erased ${ACCOUNT_DELETION_GRACE_DAYS} days after you ask us to delete your account.`,
    why: 'To give you the service you agreed to.',
  },
  {
    what: 'Your community posts and comments',
    howLong:
      'A post someone commented on, or a comment someone replied to, stays under the name “Deleted user”, with your name, email and phone removed from its text and its image removed. Everything else you posted is erased.',
    why: 'So that other students’ replies still make sense.',
  },
  {
    what: 'Your chat with your advisor',
    howLong:
      'Kept for 6 months after your account is erased, with your name, email and phone replaced by “[removed]” and images removed; then deleted.',
    why: 'Your advisor’s record, so that we can answer a complaint about the advice we gave.',
  },
  {
    what: 'Your consent record: what you agreed to or withdrew, when and on which notice (no name or email)',
    howLong: 'Kept for 12 months after your account is erased, then deleted.',
    why: 'The Digital Personal Data Protection Act 2023 (section 6(10)) requires us to be able to prove that we gave notice and had your consent.',
  },
  {
    what: 'Payments and tax invoices',
    howLong:
      'Kept for 8 years. The invoice keeps the name it was issued to; your email is removed from our copy.',
    why: 'The CGST Act (section 36) requires tax records to be kept for 72 months from the due date of the year’s annual return.',
  },
  {
    what: 'Emails we wrote to you, and messages you sent us through the contact form',
    howLong: `Erased ${ACCOUNT_DELETION_GRACE_DAYS} days after you ask us to delete your account.`,
    why: 'Nothing is left to send or answer.',
  },
  {
    what: 'Our staff’s audit log',
    howLong: 'Kept. It refers to your account by a number only, which no longer leads to your name.',
    why: 'So that what our staff did can always be checked.',
  },
];

export function RetentionTable() {
  return (
    // Inline: the legal pages indent every list for its bullets (.prose-legal ul); these are cards.
    <ul className="mt-3 grid gap-3" style={{ paddingLeft: 0 }} aria-label="Retention table">
      {ROWS.map((row) => (
        <li key={row.what} className="list-none rounded-lg border border-line p-3">
          <p className="font-semibold text-secondary">{row.what}</p>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-3">
            <dt className="font-medium text-ink-secondary">How long</dt>
            <dd>{row.howLong}</dd>
            <dt className="font-medium text-ink-secondary">Why</dt>
            <dd>{row.why}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
