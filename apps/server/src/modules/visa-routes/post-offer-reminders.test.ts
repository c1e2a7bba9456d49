import type { AdmissionApplication, NotificationItem, PostOfferChecklist } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { createCountry, createUniversity } from '../../test/catalogue-factories';
import { studentOf } from '../../test/console-factories';
import type { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { postOfferThreshold, sendDuePostOfferReminders } from './post-offer-reminders';

/** Post-offer reminders on a clock of the test's own (docs/money-and-visas.md#post-offer-checklist). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ t, api, advisor } = await startStaffTestApp());
});
afterAll(() => t.close());

const at = (day: string, days: number) => {
  const date = new Date(`${day}T09:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

describe('post-offer reminders', () => {
  it('thresholds: 7 and 1 days before, none before 7 or after the day', () => {
    expect([10, 8, 7, 2, 1, 0, -1].map(postOfferThreshold)).toEqual([null, null, 7, 7, 1, 1, null]);
  });

  it('remind once per step and threshold, never for a ticked step', async () => {
    const db = t.database.db;
    const nz = await createCountry(db, { isoCode: 'NZ', countryName: 'New Zealand' });
    const university = await createUniversity(db, nz.countryId);
    const course = await createCourse(db, { universityId: university.universityId });
    const student = await studentOf(db, api, advisor.user.userId);
    const applied = await api.post<AdmissionApplication>('admission', {
      token: student.token,
      body: { courseId: course.courseId },
    });
    const id = applied.body.data.admissionApplicationId;
    for (const status of ['Under Review', 'Accepted']) {
      await api.patch(`staff/applications/${id}/status`, { token: advisor.token, body: { status } });
    }
    const checklist = (
      await api.get<PostOfferChecklist>(`admission/${id}/post-offer`, { token: student.token })
    ).body.data;
    const deposit = checklist.steps.find((s) => s.key === 'deposit')!; // 14 days after acceptance
    const admission = checklist.steps.find((s) => s.key === 'admission-document')!; // 30 days
    await api.put(`admission/${id}/post-offer/admission-document`, {
      token: student.token,
      body: { done: true },
    });

    const remindersOf = async () =>
      (
        await api.get<NotificationItem[]>('notification/notifications', { token: student.token })
      ).body.data.filter((n) => n.message.startsWith('After your offer'));

    // 7 days before the deposit's day: the deposit reminds, once however often the job runs.
    const sevenBefore = at(deposit.dueOn, -7);
    const first = await sendDuePostOfferReminders(db, t.app.events, sevenBefore);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await sendDuePostOfferReminders(db, t.app.events, sevenBefore);
    let mine = await remindersOf();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.message).toContain('“Pay the deposit” in 7 days');
    expect(mine[0]!.link).toBe(`/applications/${id}`);

    // The ticked step never reminds, even on its day.
    await sendDuePostOfferReminders(db, t.app.events, at(admission.dueOn, -1));
    mine = await remindersOf();
    expect(mine.some((n) => n.message.includes(admission.title))).toBe(false);
  });
});
