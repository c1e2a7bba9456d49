import type { OptionalConsentPurpose } from '@edupath/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentEvents, users } from '../../db/schema';

/**
 * Who may be counted for an optional purpose, many students at once, as a subquery of user ids
 * to put inside another module's query: the students whose latest choice for `purpose` in the ledger is a grant, and who are not
 * children (an under-18 answer never allows an optional purpose, docs/accounts.md#under-18). Read
 * when the query runs, so a withdrawal counts from the next computation on
 * (docs/fit-and-chances.md#consent).
 */
export function consentHolders(db: DbOrTx, purpose: OptionalConsentPurpose) {
  const latest = db
    .selectDistinctOn([consentEvents.userId], {
      userId: consentEvents.userId,
      granted: consentEvents.granted,
    })
    .from(consentEvents)
    .where(eq(consentEvents.purpose, purpose))
    .orderBy(consentEvents.userId, desc(consentEvents.consentEventId))
    .as('latest_choice');
  return db
    .select({ userId: latest.userId })
    .from(latest)
    .innerJoin(users, eq(users.userId, latest.userId))
    .where(and(eq(latest.granted, true), sql`${users.ageAnswer} is distinct from 'child'`));
}
