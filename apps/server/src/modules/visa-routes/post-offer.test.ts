import type { AdmissionApplication, PostOfferChecklist } from '@edupath/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { createCountry, createUniversity } from '../../test/catalogue-factories';
import { collect, socketPool } from '../../test/chat-factories';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { POST_OFFER_MESSAGES } from './post-offer.service';

/** The post-offer checklist (docs/money-and-visas.md#proof-of-funds-and-visa-steps). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let otherAdvisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let ukUniversityId: number;
const sockets = socketPool();

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
  otherAdvisor = await signedIn(t.database.db, api, 'advisor');
  const gb = await createCountry(t.database.db, { isoCode: 'GB', countryName: 'United Kingdom' });
  ukUniversityId = (await createUniversity(t.database.db, gb.countryId, { location: 'Leeds' })).universityId;
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

/** On a UK university unless said otherwise; null: a course in a new test country without a route. */
async function application(universityId: number | null = ukUniversityId) {
  const student = await studentOf(t.database.db, api, advisor.user.userId);
  const course = await createCourse(t.database.db, universityId === null ? {} : { universityId });
  const answer = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: course.courseId },
  });
  expect(answer.status).toBe(200);
  return { student, id: answer.body.data.admissionApplicationId };
}

const accept = async (id: number) => {
  for (const status of ['Under Review', 'Accepted']) {
    expect(
      (await api.patch(`staff/applications/${id}/status`, { token: advisor.token, body: { status } })).status,
    ).toBe(200);
  }
};
const mine = (id: number, token: string) =>
  api.get<PostOfferChecklist | null>(`admission/${id}/post-offer`, { token });
const tick = (id: number, stepKey: string, done: boolean, token: string) =>
  api.put<PostOfferChecklist>(`admission/${id}/post-offer/${stepKey}`, { token, body: { done } });

describe('the post-offer checklist', () => {
  it('is null until the application is Accepted, then lists the UK steps with their days', async () => {
    const { student, id } = await application();
    expect((await mine(id, student.token)).body.data).toBeNull();
    expect((await tick(id, 'deposit', true, student.token)).status).toBe(409);

    await accept(id);
    const checklist = (await mine(id, student.token)).body.data!;
    expect(checklist.countryCode).toBe('GB');
    expect(checklist.steps.map((s) => s.key)).toContain('admission-document');
    expect(checklist.steps.find((s) => s.key === 'admission-document')?.title).toMatch(/CAS/);
    const deposit = checklist.steps.find((s) => s.key === 'deposit')!;
    expect(deposit.done).toBe(false);
    // The day accepted plus the step's days.
    const expected = new Date(`${checklist.acceptedOn}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + deposit.dueAfterDays);
    expect(deposit.dueOn).toBe(expected.toISOString().slice(0, 10));
  });

  it('a tick is stored, shown to the advisor, and can be taken back', async () => {
    const { student, id } = await application();
    await accept(id);
    const ticked = await tick(id, 'deposit', true, student.token);
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.steps.find((s) => s.key === 'deposit')).toMatchObject({ done: true });
    // Twice is the same as once.
    expect((await tick(id, 'deposit', true, student.token)).status).toBe(200);
    const staffView = await api.get<PostOfferChecklist>(`staff/applications/${id}/post-offer`, {
      token: advisor.token,
    });
    expect(staffView.body.data.steps.find((s) => s.key === 'deposit')?.done).toBe(true);
    const unticked = await tick(id, 'deposit', false, student.token);
    expect(unticked.body.data.steps.find((s) => s.key === 'deposit')?.done).toBe(false);
  });

  it('only the student ticks their own; other advisors and students get 404; a bad step is 400', async () => {
    const { student, id } = await application();
    const other = await studentOf(t.database.db, api, advisor.user.userId);
    await accept(id);
    expect((await mine(id, other.token)).status).toBe(404);
    expect((await tick(id, 'deposit', true, other.token)).status).toBe(404);
    expect((await tick(id, 'deposit', true, advisor.token)).status).toBe(403);
    expect((await api.get(`staff/applications/${id}/post-offer`, { token: otherAdvisor.token })).status).toBe(
      404,
    );
    expect((await api.get(`staff/applications/${id}/post-offer`, { token: admin.token })).status).toBe(200);
    const bad = await tick(id, 'party', true, student.token);
    expect(bad.status).toBe(400);
    expect(
      (await api.put(`admission/${id}/post-offer/deposit`, { token: student.token, body: { done: 'yes' } }))
        .status,
    ).toBe(400);
  });

  it('an Irish route without biometrics refuses that step; a country without a route has no checklist', async () => {
    const ie = await createCountry(t.database.db, { isoCode: 'IE', countryName: 'Ireland' });
    const dublin = (await createUniversity(t.database.db, ie.countryId)).universityId;
    const irish = await application(dublin);
    await accept(irish.id);
    const refused = await tick(irish.id, 'biometrics', true, irish.student.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(POST_OFFER_MESSAGES.noSuchStep);

    const { student, id } = await application(null);
    await accept(id);
    expect((await mine(id, student.token)).body.data).toBeNull();
  });

  it("a tick reaches the student's advisor and the admins live, not another advisor", async () => {
    const { student, id } = await application();
    await accept(id);
    const [own, admins, others] = await Promise.all([
      sockets.connect(t.url, { token: advisor.token }),
      sockets.connect(t.url, { token: admin.token }),
      sockets.connect(t.url, { token: otherAdvisor.token }),
    ]);
    const advisorSeen = collect(own, 'postOfferChecklistChanged');
    const adminSeen = collect(admins, 'postOfferChecklistChanged');
    const otherSeen = collect(others, 'postOfferChecklistChanged');
    expect((await tick(id, 'funds', true, student.token)).status).toBe(200);
    expect(await advisorSeen.next((e) => e.admissionApplicationId === id)).toEqual({
      admissionApplicationId: id,
    });
    expect(await adminSeen.next((e) => e.admissionApplicationId === id)).toEqual({
      admissionApplicationId: id,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(otherSeen.seen).toEqual([]);
  });
});
