import {
  type ApplicationStatus,
  DEADLINE_REMINDER_DAYS,
  dueThreshold,
  NOTIFICATION_TYPES,
  reminderMessage,
  todayIso,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { DomainEventBus } from '../../lib/events';
import { deadlineReminderEmail } from '../mail/index';
import { notify } from '../notifications/index';
import * as repo from './shortlist.repository';
import { applicationIntake, DECIDED_APPLICATION_STATUSES, deadlineThatConcerns } from './shortlist.service';

/**
 * Sends every deadline reminder due at `now` (docs/planning.md#deadlines-and-reminders): for each
 * active student and each course they shortlisted or applied to (no decision yet: not accepted,
 * rejected or withdrawn), the tightest of 30, 7 and 1 day before its next deadline that has been
 * reached. Each reminder is claimed by a unique row (student, course, deadline, threshold) in the
 * same transaction as its notification and email, so it goes out exactly once, whichever instance
 * or retried job runs.
 * `now` is a parameter so tests run it on a clock of their own.
 */
export async function sendDueReminders(
  db: Db,
  events: DomainEventBus,
  now = new Date(),
): Promise<{ due: number; sent: number }> {
  const today = todayIso(now);
  const { shortlisted, openApplications, decidedApplications } = await repo.reminderCandidates(
    db,
    DECIDED_APPLICATION_STATUSES,
    today,
    Math.max(...DEADLINE_REMINDER_DAYS),
  );
  const key = (row: { userId: number; courseId: number }) => `${row.userId}:${row.courseId}`;
  const statusOf = new Map<string, ApplicationStatus>();
  const applicationOf = new Map<string, number>();
  for (const row of [...openApplications, ...decidedApplications]) {
    statusOf.set(key(row), row.status);
    applicationOf.set(key(row), row.admissionApplicationId);
  }

  let due = 0;
  let sent = 0;
  const seen = new Set<string>();
  for (const row of [...openApplications, ...shortlisted]) {
    const k = key(row);
    if (seen.has(k)) continue;
    seen.add(k);
    // An application's own intake (docs/applications-and-timeline.md#applying); a course's next one.
    const next = deadlineThatConcerns(applicationIntake(row), today, statusOf.get(k) ?? null);
    const threshold = next && dueThreshold(next.daysLeft);
    if (!next || threshold === null) continue;
    due++;
    const applicationId = applicationOf.get(k);
    const claimed = await inTransaction(db, events, async (uow) => {
      const fresh = await repo.claimReminder(uow.tx, {
        userId: row.userId,
        courseId: row.courseId,
        deadline: next.deadline,
        thresholdDays: threshold,
      });
      if (!fresh) return false;
      await notify(uow, {
        userId: row.userId,
        type: NOTIFICATION_TYPES.deadlineReminder,
        // Each names the intake whose deadline it is: an application's own (docs/applications-and-timeline.md#applying).
        message: reminderMessage(
          row.courseName,
          row.universityName,
          next.daysLeft,
          next.deadline,
          next.intakeLabel,
        ),
        link: applicationId ? `/applications/${applicationId}` : '/shortlist',
        // The email writes the day as the site does, 'Dec 6, 2026' (docs/email.md#what-sends-an-email).
        email: deadlineReminderEmail({
          courseName: row.courseName,
          universityName: row.universityName,
          daysLeft: next.daysLeft,
          deadline: next.deadline,
          intakeLabel: next.intakeLabel,
        }),
      });
      return true;
    });
    if (claimed) sent++;
  }
  return { due, sent };
}
