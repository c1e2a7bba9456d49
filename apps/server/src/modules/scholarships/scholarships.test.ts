import type { SavedScholarship, ScholarshipListItem, ScholarshipMatchItem } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admissionApplications,
  countries,
  emailOutbox,
  notifications,
  scholarshipReminders,
  users,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createCollege } from '../../test/profile-factories';
import { feedFile } from '../calendar/index';
import { sendDueScholarshipReminders } from './index';
import { fileScholarships } from './scholarships-file';

// docs/money-and-visas.md#scholarships
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());
const db = () => t.database.db;

describe('browsing (no sign-in)', () => {
  it('lists every award, each with its source and checked date', async () => {
    const res = await api.get<ScholarshipListItem[]>('scholarships');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(fileScholarships().length);
    expect(res.body.data.length).toBeGreaterThanOrEqual(40);
    for (const item of res.body.data) {
      expect(item.sourceUrl).toMatch(/^https?:/);
      expect(item.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters by country, level, provider type, deadline and words', async () => {
    const uk = (await api.get<ScholarshipListItem[]>('scholarships?country=United Kingdom')).body.data;
    expect(uk.map((a) => a.id)).toContain('chevening');
    expect(uk.map((a) => a.id)).not.toContain('fulbright-nehru-masters');
    // Awards open in any country come along with a country filter.
    expect(uk.map((a) => a.id)).toContain('national-overseas-scholarship-sc');
    for (const a of uk)
      expect(a.destinations.length === 0 || a.destinations.includes('United Kingdom')).toBe(true);

    const phd = (await api.get<ScholarshipListItem[]>('scholarships?level=doctorate')).body.data;
    expect(phd.every((a) => a.levels.includes('doctorate'))).toBe(true);

    const indian = (await api.get<ScholarshipListItem[]>('scholarships?providerType=indian-government')).body
      .data;
    expect(indian.map((a) => a.id).sort()).toEqual([
      'dr-ambedkar-interest-subsidy',
      'national-overseas-scholarship-sc',
      'national-overseas-scholarship-st',
    ]);

    const after = (await api.get<ScholarshipListItem[]>('scholarships?deadlineAfter=2026-01-01')).body.data;
    expect(after.map((a) => a.id).sort()).toEqual(['government-of-ireland-ies']);

    const words = (await api.get<ScholarshipListItem[]>('scholarships?q=rhodes')).body.data;
    expect(words.map((a) => a.id)).toEqual(['rhodes-india']);

    const atOxford = (
      await api.get<ScholarshipListItem[]>(
        'scholarships?country=United Kingdom&university=University of Oxford',
      )
    ).body.data;
    expect(atOxford.map((a) => a.id)).toContain('clarendon');
    expect(atOxford.map((a) => a.id)).not.toContain('gates-cambridge');
  });

  it('answers one award, 404 for an unknown id and 400 for a malformed filter', async () => {
    const one = await api.get<ScholarshipListItem>('scholarships/erasmus-mundus');
    expect(one.status).toBe(200);
    expect(one.body.data.amount).toEqual({ amountMinor: 140000, currency: 'EUR', per: 'month', upTo: false });
    expect((await api.get('scholarships/no-such-award')).status).toBe(404);
    expect((await api.get('scholarships?level=nursery')).status).toBe(400);
  });

  it('matching and saving need a signed-in student', async () => {
    expect((await api.get('scholarship-matches')).status).toBe(401);
    expect((await api.put('saved-scholarships/chevening')).status).toBe(401);
    const advisor = await signedIn(db(), api, 'advisor');
    expect((await api.get('scholarship-matches', { token: advisor.token })).status).toBe(403);
  });
});

describe("a student's verdicts", () => {
  it('says check with the provider until she gives her details, then judges rule by rule', async () => {
    const { user, token } = await signedIn(db(), api);
    const before = (await api.get<ScholarshipMatchItem[]>('scholarship-matches', { token })).body.data;
    const nos = () => before.find((m) => m.id === 'national-overseas-scholarship-sc')!;
    expect(nos().match.verdict).toBe('check');
    expect(nos().match.lines.map((l) => l.reason)).toContain(
      "Check with the provider: family income up to ₹8 L a year; we don't know your family income",
    );

    await createCollege(db(), user.userId, {
      courseType: 'Undergraduate',
      gradeScale: 'percentage',
      grade: 72,
    });
    const saved = await api.put('scholarship-details', {
      token,
      body: {
        indianCitizen: true,
        dateOfBirth: '1999-04-02',
        familyIncomeInr: 600000,
        category: 'sc',
        gender: 'female',
      },
    });
    expect(saved.status).toBe(200);
    const after = (await api.get<ScholarshipMatchItem[]>('scholarship-matches', { token })).body.data;
    const match = after.find((m) => m.id === 'national-overseas-scholarship-sc')!.match;
    expect(match.verdict).toBe('eligible');
    expect(match.lines.map((l) => l.reason)).toEqual([
      'Indian citizen ✓',
      expect.stringMatching(/^Age 2\d ≤ 35 \(counted on 1 April of the selection year\) ✓$/),
      'Family income ₹6 L ≤ ₹8 L ✓',
      'Category SC is one of SC, Denotified, nomadic or semi-nomadic tribe ✓',
      "Bachelor's marks 72% ≥ 60% ✓",
    ]);
    const st = after.find((m) => m.id === 'national-overseas-scholarship-st')!.match;
    expect(st.verdict).toBe('notEligible');
  });

  it('counts an accepted application in the award’s country as the admit it needs', async () => {
    const { user, token } = await signedIn(db(), api);
    const course = await createCourse(db());
    await db()
      .update(countries)
      .set({ countryName: 'Ireland' })
      .where(eq(countries.countryId, course.countryId));
    await db()
      .insert(admissionApplications)
      .values({ userId: user.userId, courseId: course.courseId, status: 'Accepted' });
    const data = (await api.get<ScholarshipMatchItem[]>('scholarship-matches', { token })).body.data;
    const ireland = data.find((m) => m.id === 'government-of-ireland-ies')!.match;
    expect(ireland.lines[0]!.reason).toBe(
      'Needs an admit first — you have 1 accepted application in Ireland ✓',
    );
  });

  it('rejects details out of range with the field named', async () => {
    const { token } = await signedIn(db(), api);
    const res = await api.put('scholarship-details', {
      token,
      body: {
        indianCitizen: true,
        dateOfBirth: 'yesterday',
        familyIncomeInr: -5,
        category: 'x',
        gender: null,
      },
    });
    expect(res.status).toBe(400);
  });
});

describe('saving and reminders', () => {
  it('saves and removes an award; another student sees none of it', async () => {
    const a = await signedIn(db(), api);
    const b = await signedIn(db(), api);
    const saved = await api.put<SavedScholarship[]>('saved-scholarships/chevening', { token: a.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((s) => s.id)).toEqual(['chevening']);
    // Saving twice is one save.
    expect(
      (await api.put<SavedScholarship[]>('saved-scholarships/chevening', { token: a.token })).body.data,
    ).toHaveLength(1);
    expect((await api.get<SavedScholarship[]>('saved-scholarships', { token: b.token })).body.data).toEqual(
      [],
    );
    expect((await api.put('saved-scholarships/no-such-award', { token: a.token })).status).toBe(404);
    const matches = (await api.get<ScholarshipMatchItem[]>('scholarship-matches', { token: a.token })).body
      .data;
    expect(matches.find((m) => m.id === 'chevening')!.saved).toBe(true);
    expect(
      (await api.delete<SavedScholarship[]>('saved-scholarships/chevening', { token: a.token })).body.data,
    ).toEqual([]);
  });

  it('reminds 30, 7 and 1 days before the next deadline, once each, in-app and by email (test clock)', async () => {
    const { user, token } = await signedIn(db(), api);
    // Emails go to verified addresses only.
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.userId, user.userId));
    await api.put('saved-scholarships/government-of-ireland-ies', { token });
    const mine = () =>
      db().select().from(scholarshipReminders).where(eq(scholarshipReminders.userId, user.userId));
    const at = (day: string) => new Date(`${day}T09:00:00Z`);

    // The deadline is 2026-03-12: 40 days before, nothing is due.
    await sendDueScholarshipReminders(db(), t.app.events, at('2026-01-31'));
    expect(await mine()).toEqual([]);

    await sendDueScholarshipReminders(db(), t.app.events, at('2026-02-10')); // 30 days
    await sendDueScholarshipReminders(db(), t.app.events, at('2026-02-11')); // still the 30-day one: not again
    expect((await mine()).map((r) => r.thresholdDays)).toEqual([30]);

    await sendDueScholarshipReminders(db(), t.app.events, at('2026-03-05')); // 7 days
    await sendDueScholarshipReminders(db(), t.app.events, at('2026-03-11')); // 1 day
    expect((await mine()).map((r) => [r.thresholdDays, r.deadline])).toEqual([
      [30, '2026-03-12'],
      [7, '2026-03-12'],
      [1, '2026-03-12'],
    ]);

    const messages = await db().select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(messages.map((n) => n.message)).toEqual([
      expect.stringContaining('close in 30 days (on 2026-03-12)'),
      expect.stringContaining('close in 7 days'),
      expect.stringContaining('close tomorrow'),
    ]);
    expect(messages[0]!.message).toContain('Government of Ireland International Education Scholarship');
    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    expect(emails).toHaveLength(3);

    // After the deadline there is no next one published: nothing more.
    await sendDueScholarshipReminders(db(), t.app.events, at('2026-03-13'));
    expect(await mine()).toHaveLength(3);
  });

  it('the saved list carries the next deadline, or none once the published ones have passed', async () => {
    const { token } = await signedIn(db(), api);
    const res = await api.put<SavedScholarship[]>('saved-scholarships/stipendium-hungaricum', { token });
    const item = res.body.data[0]!;
    const today = new Date().toISOString().slice(0, 10);
    if (today <= '2026-01-15')
      expect(item.nextDeadline).toEqual({ date: '2026-01-15', cycle: '2026-27 academic year' });
    else expect(item.nextDeadline).toBeNull();
  });

  it("puts a saved award's next deadline into her calendar feed (test clock)", async () => {
    const { token } = await signedIn(db(), api);
    await api.put('saved-scholarships/government-of-ireland-ies', { token });
    const feed = await api.post<{ feedPath: string }>('calendar-feed', { token });
    const file = feed.body.data.feedPath.split('/').pop()!;
    // Long lines are folded (RFC 5545): unfold before reading.
    const before = (
      await feedFile(db(), file, 'https://edupath.test', new Date('2026-02-01T09:00:00Z'))
    ).replace(/\r\n[ \t]/g, '');
    expect(before).toContain('UID:scholarship-government-of-ireland-ies-2026-03-12@edupath');
    expect(before).toContain(
      'Scholarship deadline: Government of Ireland International Education Scholarship',
    );
    // Once the published deadline has passed there is no event: none is invented for the next cycle.
    const after = await feedFile(db(), file, 'https://edupath.test', new Date('2026-03-13T09:00:00Z'));
    expect(after).not.toContain('scholarship-government-of-ireland-ies');
  });
});
