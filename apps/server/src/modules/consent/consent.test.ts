import {
  CONSENT_MESSAGES,
  CONSENT_NOTICE_VERSION,
  type ConsentState,
  type EmailPreferences,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEvents, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

/** Notice and consent (docs/accounts.md#consent). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const password = 'violet-harbour-58';
let serial = 0;
const uniqueEmail = () => `consent-${process.pid}-${Date.now().toString(36)}-${++serial}@example.test`;

/** Signs in over the API: the student made here has the password above. */
async function loginAs(user: { email: string; password: string }) {
  const answer = await api.post<{ accessToken: string }>('auth/login', { body: user });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken;
}
const consents = (over: Record<string, unknown> = {}) => ({
  noticeVersion: CONSENT_NOTICE_VERSION,
  service: true,
  emails: false,
  statistics: true,
  marketing: false,
  ...over,
});

async function signUp(over: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const answer = await api.post<{ userId: number }>('auth/signup', {
    body: { name: 'Asha Rao', email, password, confirmPassword: password, consents: consents(over) },
  });
  return { answer, email };
}

describe('sign-up records the notice and each choice', () => {
  it('writes one ledger row per purpose with the notice version and channel; unticked emails turn optional mail off', async () => {
    const { answer, email } = await signUp();
    expect(answer.status).toBe(201);
    const userId = answer.body.data.userId;
    const rows = await t.database.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));
    expect(
      rows.map(({ purpose, granted, noticeVersion, channel }) => ({
        purpose,
        granted,
        noticeVersion,
        channel,
      })),
    ).toEqual(
      expect.arrayContaining([
        { purpose: 'service', granted: true, noticeVersion: CONSENT_NOTICE_VERSION, channel: 'webSignup' },
        { purpose: 'emails', granted: false, noticeVersion: CONSENT_NOTICE_VERSION, channel: 'webSignup' },
        { purpose: 'statistics', granted: true, noticeVersion: CONSENT_NOTICE_VERSION, channel: 'webSignup' },
        { purpose: 'marketing', granted: false, noticeVersion: CONSENT_NOTICE_VERSION, channel: 'webSignup' },
      ]),
    );
    expect(rows).toHaveLength(4);
    const token = await loginAs({ email, password });
    const prefs = await api.get<EmailPreferences>('email/preferences', { token });
    expect(prefs.body.data).toEqual({
      applicationUpdates: false,
      chatMessages: false,
      reminders: false,
      communityReplies: false,
    });
  });

  it('refuses without the required consent, with an old notice or a non-boolean choice, field by field, and creates no account', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ service: false }, 'consents.service', /agree to EduPath using your data/],
      [{ noticeVersion: '2020-01-01' }, 'consents.noticeVersion', /notice has changed/],
      [{ marketing: 'yes' }, 'consents.marketing', /yes or no/],
    ];
    for (const [over, field, message] of cases) {
      const { answer, email } = await signUp(over);
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.errors?.[field]).toMatch(message);
      expect((await api.post('auth/login', { body: { email, password } })).status).toBe(401);
    }
  });
});

describe('the student changes her optional consents on /account', () => {
  it('grants and withdraws in one click each, recorded in the ledger; the same click twice writes once; emails follows', async () => {
    const { answer, email } = await signUp();
    const userId = answer.body.data.userId;
    const token = await loginAs({ email, password });

    const before = await api.get<ConsentState>('account/consents', { token });
    expect(before.status).toBe(200);
    expect(before.body.data.choices).toEqual({
      service: true,
      emails: false,
      statistics: true,
      marketing: false,
    });
    expect(before.body.data.history).toHaveLength(4);

    const withdrawn = await api.put<ConsentState>('account/consents/statistics', {
      token,
      body: { granted: false },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(CONSENT_MESSAGES.saved);
    expect(withdrawn.body.data.choices.statistics).toBe(false);
    expect(withdrawn.body.data.history[0]).toMatchObject({
      purpose: 'statistics',
      granted: false,
      channel: 'account',
      noticeVersion: CONSENT_NOTICE_VERSION,
    });
    const again = await api.put<ConsentState>('account/consents/statistics', {
      token,
      body: { granted: false },
    });
    expect(again.body.data.history).toHaveLength(5);

    const emails = await api.put<ConsentState>('account/consents/emails', { token, body: { granted: true } });
    expect(emails.body.data.choices.emails).toBe(true);
    expect((await api.get<EmailPreferences>('email/preferences', { token })).body.data.reminders).toBe(true);

    const rows = await t.database.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));
    expect(rows).toHaveLength(6);
  });

  it('refuses the required consent and a bad body with 400 on the field', async () => {
    const { token } = await signedIn(t.database.db, api);
    const service = await api.put('account/consents/service', { token, body: { granted: false } });
    expect(service.status).toBe(400);
    expect(service.body.errors?.purpose).toMatch(/one of: emails, statistics, marketing/);
    const body = await api.put('account/consents/marketing', { token, body: { granted: 'please' } });
    expect(body.status).toBe(400);
    expect(body.body.errors?.granted).toMatch(/true or false/);
  });

  it('an account older than the notice has no choices recorded', async () => {
    const { token } = await signedIn(t.database.db, api);
    const state = await api.get<ConsentState>('account/consents', { token });
    expect(state.body.data).toEqual({
      choices: { service: null, emails: null, statistics: null, marketing: null },
      history: [],
    });
  });
});

describe('who may read and change consents', () => {
  it('a student her own only; advisors neither read nor change; admins read a student', async () => {
    const { answer } = await signUp();
    const studentId = answer.body.data.userId;
    const other = await signedIn(t.database.db, api);
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const admin = await signedIn(t.database.db, api, 'admin');

    expect((await api.get('account/consents')).status).toBe(401);
    expect((await api.put('account/consents/marketing', { body: { granted: true } })).status).toBe(401);
    for (const staff of [advisor, admin]) {
      expect((await api.get('account/consents', { token: staff.token })).status).toBe(403);
      expect(
        (await api.put('account/consents/marketing', { token: staff.token, body: { granted: true } })).status,
      ).toBe(403);
    }
    // Another student's click changes her own ledger, never this student's.
    await api.put('account/consents/marketing', { token: other.token, body: { granted: true } });

    const path = `staff/students/${studentId}/consents`;
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, { token: other.token })).status).toBe(403);
    expect((await api.get(path, { token: advisor.token })).status).toBe(403);
    const seen = await api.get<ConsentState>(path, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.choices).toEqual({
      service: true,
      emails: false,
      statistics: true,
      marketing: false,
    });
    expect(
      (await api.get(`staff/students/${advisor.user.userId}/consents`, { token: admin.token })).status,
    ).toBe(404);
    expect((await api.get('staff/students/abc/consents', { token: admin.token })).status).toBe(400);
  });
});

describe("Google's first sign-in goes through the same notice", () => {
  it('records the first choices of an account Google created, once; later changes go one by one', async () => {
    const student = await signedIn(t.database.db, api);
    await t.database.db
      .update(users)
      .set({ googleSub: `google-${student.user.userId}` })
      .where(eq(users.userId, student.user.userId));
    const refused = await api.post('account/consents', {
      token: student.token,
      body: consents({ service: false }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.service).toMatch(/agree to EduPath/);

    const first = await api.post<ConsentState>('account/consents', {
      token: student.token,
      body: consents({ statistics: false, emails: true }),
    });
    expect(first.status).toBe(201);
    expect(first.body.data.choices).toEqual({
      service: true,
      emails: true,
      statistics: false,
      marketing: false,
    });
    expect(new Set(first.body.data.history.map((event) => event.channel))).toEqual(new Set(['googleSignIn']));

    const again = await api.post('account/consents', { token: student.token, body: consents() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CONSENT_MESSAGES.alreadyRecorded);
    const advisor = await signedIn(t.database.db, api, 'advisor');
    expect((await api.post('account/consents', { token: advisor.token, body: consents() })).status).toBe(403);
  });
});
