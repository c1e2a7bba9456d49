import {
  dueThreshold,
  NOTIFICATION_TYPES,
  nextScholarshipDeadline,
  scholarshipReminderMessage,
  todayIso,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { DomainEventBus } from '../../lib/events';
import { notify } from '../notifications/index';
import * as repo from './scholarships.repository';
import { daysBetween } from './scholarships.service';
import { scholarships } from './scholarships-file';

/**
 * Sends the reminders due at `now` for saved scholarships, as for shortlisted courses
 * (docs/planning.md#deadlines-and-reminders): the tightest of 30, 7 and 1 days before the award's
 * next published deadline that has been reached, in-app and by email (the "reminders" email
 * choice), each claimed by a unique row so it goes out once. `now` is a parameter for test clocks.
 */
export async function sendDueScholarshipReminders(
  db: Db,
  events: DomainEventBus,
  now = new Date(),
): Promise<{ due: number; sent: number }> {
  const today = todayIso(now);
  let due = 0;
  let sent = 0;
  const awards = await scholarships(db);
  for (const row of await repo.savedByActiveStudents(db)) {
    const award = awards.get(row.scholarshipId);
    const next = award && nextScholarshipDeadline(award, today);
    if (!award || !next) continue;
    const daysLeft = daysBetween(today, next.date);
    const threshold = dueThreshold(daysLeft);
    if (threshold === null) continue;
    due++;
    const message = scholarshipReminderMessage(award.name, award.provider, daysLeft, next.date, next.cycle);
    const claimed = await inTransaction(db, events, async (uow) => {
      const fresh = await repo.claimReminder(uow.tx, {
        userId: row.userId,
        scholarshipId: award.id,
        deadline: next.date,
        thresholdDays: threshold,
      });
      if (!fresh) return false;
      await notify(uow, {
        userId: row.userId,
        type: NOTIFICATION_TYPES.deadlineReminder,
        message,
        link: `/scholarships/${award.id}`,
        email: { subject: `Scholarship deadline: ${award.name}`, paragraphs: [message] },
      });
      return true;
    });
    if (claimed) sent++;
  }
  return { due, sent };
}
