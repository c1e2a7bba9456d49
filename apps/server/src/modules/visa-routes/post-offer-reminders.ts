import { NOTIFICATION_TYPES, todayIso } from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { DomainEventBus } from '../../lib/events';
import { notify } from '../notifications/index';
import * as repo from './post-offer.repository';
import { mineFor } from './post-offer.service';

/** Days before a step's target day on which the student is reminded. */
export const POST_OFFER_REMINDER_DAYS = [7, 1] as const;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The tightest reminder threshold reached `daysLeft` days before the target; null before 7 or after it passed. */
export function postOfferThreshold(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  let due: number | null = null;
  for (const threshold of POST_OFFER_REMINDER_DAYS) if (daysLeft <= threshold) due = threshold;
  return due;
}

/**
 * The post-offer reminders due at `now` (docs/money-and-visas.md#post-offer-checklist): for each
 * accepted application with a route, each step not ticked yet whose target day is 7 or 1 days
 * away, an in-app notification, claimed by a unique row in the same transaction so each goes out
 * once whichever instance or retried job runs. `now` is a parameter so tests run on their own clock.
 */
export async function sendDuePostOfferReminders(db: Db, events: DomainEventBus, now = new Date()) {
  const today = todayIso(now);
  let due = 0;
  let sent = 0;
  for (const application of await repo.acceptedApplications(db)) {
    const checklist = await mineFor(db, application.admissionApplicationId);
    if (!checklist) continue;
    for (const step of checklist.steps) {
      if (step.done) continue;
      const daysLeft = daysBetween(today, step.dueOn);
      const threshold = postOfferThreshold(daysLeft);
      if (threshold === null) continue;
      due++;
      const claimed = await inTransaction(db, events, async (uow) => {
        const fresh = await repo.claimReminder(uow.tx, {
          admissionApplicationId: application.admissionApplicationId,
          stepKey: step.key,
          dueOn: step.dueOn,
          thresholdDays: threshold,
        });
        if (!fresh) return false;
        const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
        await notify(uow, {
          userId: application.userId,
          type: NOTIFICATION_TYPES.deadlineReminder,
          message: `After your offer for ${application.courseName} at ${application.universityName}: aim to finish “${step.title}” ${when} (${step.dueOn}).`,
          link: `/applications/${application.admissionApplicationId}`,
        });
        return true;
      });
      if (claimed) sent++;
    }
  }
  return { due, sent };
}
