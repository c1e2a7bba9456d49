import { type AuthUser, addDays, type PostOfferChecklist, type PostOfferStepKey } from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { assignedAdvisorId, isStudentInScope } from '../advisor-assignment/index';
import * as repo from './post-offer.repository';
import { visaRouteOf } from './visa-routes-file';

/**
 * The post-offer checklist (docs/money-and-visas.md#proof-of-funds-and-visa-steps): the steps of
 * the route of the application's country, shown once the application is Accepted, each with the
 * day to aim for (accepted day + the step's days) and whether the student has ticked it.
 */

export const POST_OFFER_MESSAGES = {
  notAccepted: 'The checklist opens once the application is accepted',
  noSuchStep: 'This route has no such step',
} as const;

const notFoundApplication = () => notFound('Application');

async function build(db: DbOrTx, facts: repo.PostOfferFacts): Promise<PostOfferChecklist | null> {
  const route = await visaRouteOf(db, facts.isoCode);
  if (facts.status !== 'Accepted' || !route) return null;
  const ticks = new Map(
    (await repo.listTicks(db, facts.admissionApplicationId)).map((t) => [t.stepKey, t.doneAt.toISOString()]),
  );
  const acceptedOn = facts.acceptedAt.toISOString().slice(0, 10);
  return {
    admissionApplicationId: facts.admissionApplicationId,
    countryCode: route.countryCode,
    visaName: route.visaName,
    acceptedOn,
    steps: route.steps.map((step) => ({
      ...step,
      dueOn: addDays(acceptedOn, step.dueAfterDays),
      done: ticks.has(step.key),
      doneAt: ticks.get(step.key) ?? null,
    })),
  };
}

async function ownFacts(db: DbOrTx, user: AuthUser, admissionApplicationId: number) {
  const facts = await repo.findFacts(db, admissionApplicationId);
  if (!facts || facts.userId !== user.userId) throw notFoundApplication();
  return facts;
}

/** The checklist of any application, for the reminder job (no user: it is the system's own read). */
export async function mineFor(db: DbOrTx, admissionApplicationId: number) {
  const facts = await repo.findFacts(db, admissionApplicationId);
  return facts ? build(db, facts) : null;
}

export async function mine(db: Db, user: AuthUser, admissionApplicationId: number) {
  return build(db, await ownFacts(db, user, admissionApplicationId));
}

/** The advisor of the student, or an admin; anyone else gets 404, as for the application itself. */
export async function forStaff(db: Db, staff: AuthUser, admissionApplicationId: number) {
  const facts = await repo.findFacts(db, admissionApplicationId);
  if (!facts || !(await isStudentInScope(db, staff, facts.userId))) throw notFoundApplication();
  return build(db, facts);
}

/** The student ticks or unticks a step; after the commit their advisor and the admins hear of it live. */
export async function tick(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  admissionApplicationId: number,
  stepKey: PostOfferStepKey,
  done: boolean,
): Promise<PostOfferChecklist> {
  const facts = await ownFacts(db, user, admissionApplicationId);
  const route = await visaRouteOf(db, facts.isoCode);
  if (!route) throw conflict(POST_OFFER_MESSAGES.notAccepted);
  if (!route.steps.some((step) => step.key === stepKey)) {
    throw conflict(POST_OFFER_MESSAGES.noSuchStep, { stepKey: POST_OFFER_MESSAGES.noSuchStep });
  }
  await inTransaction(db, events, async ({ tx, publish }) => {
    const locked = await repo.lockApplication(tx, admissionApplicationId);
    if (locked?.status !== 'Accepted') throw conflict(POST_OFFER_MESSAGES.notAccepted);
    if (done) await repo.tick(tx, admissionApplicationId, stepKey);
    else await repo.untick(tx, admissionApplicationId, stepKey);
    const advisorId = await assignedAdvisorId(tx, facts.userId);
    publish('application.postOfferChanged', {
      advisorIds: advisorId === null ? [] : [advisorId],
      event: { admissionApplicationId },
    });
  });
  const checklist = await build(db, { ...facts, status: 'Accepted' });
  if (!checklist) throw conflict(POST_OFFER_MESSAGES.notAccepted);
  return checklist;
}
