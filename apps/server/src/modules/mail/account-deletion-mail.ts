import type { UnitOfWork } from '../../db/transaction';
import { type AccountHolder, queueAccountMail, siteLink } from './mail.service';
import { formatDay } from './mail.templates';

/**
 * The email that confirms a deletion request (docs/privacy.md#deletion): when her data will be
 * erased and how to keep the account. Essential, so it goes whatever her email choices; written in
 * the request's own unit of work.
 */
export function queueAccountDeletionEmail(uow: UnitOfWork, user: AccountHolder, scheduledFor: Date) {
  return queueAccountMail(uow, user, 'accountDeletion', {
    subject: 'Your EduPath account will be deleted',
    heading: `Hello ${user.name}`,
    paragraphs: [
      `You asked us to delete your EduPath account. On ${formatDay(scheduledFor)} we will erase your profile, documents, applications, shortlist and the rest of your personal data, as our privacy policy describes.`,
      'Changed your mind? Sign in before then and the deletion is cancelled, or press Cancel on your account page.',
      'If you did not ask for this, sign in now and change your password.',
    ],
    action: { label: 'Keep my account: sign in', url: siteLink('/login') },
  });
}
