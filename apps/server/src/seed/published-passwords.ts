import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DomainEventBus } from '../lib/events';
import { recordAudit } from '../modules/audit/index';
import { revokeSessions, verifyPassword } from '../modules/auth/index';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_STUDENT_PASSWORD, DEMO_STUDENTS } from './communities';

/**
 * Every password the demo data gives an account. They are printed in the README and in the
 * source, so outside a demo an account that still accepts one is open to anybody
 * (docs/deploying.md#demo-or-production).
 */
export const PUBLISHED_PASSWORDS: readonly string[] = [
  ...new Set([...DEMO_ACCOUNTS.map((account) => account.password), DEMO_STUDENT_PASSWORD]),
];

const DEMO_EMAILS = [...DEMO_ACCOUNTS.map((account) => account.email), ...DEMO_STUDENTS.map((s) => s.email)];

export interface RetiredAccount {
  userId: number;
  email: string;
  role: string;
}

/**
 * Deactivates every active account that still signs in with a published password, ends its
 * sessions and forgets the password, so reactivating it later cannot bring the password back.
 * Looked at: the demo addresses (a database that once ran the demo) and every staff account
 * (an operator who gave a colleague the password from the README). Students outside the demo
 * addresses are not tried: there are many, and a student's account opens no one else's data.
 */
export async function retirePublishedPasswords(db: Db): Promise<RetiredAccount[]> {
  const candidates = await db
    .select({ userId: users.userId, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(inArray(users.email, DEMO_EMAILS), inArray(users.role, ['advisor', 'admin'])),
      ),
    );
  const retired: RetiredAccount[] = [];
  for (const account of candidates) {
    if (!account.passwordHash) continue;
    for (const password of PUBLISHED_PASSWORDS) {
      if (await verifyPassword(account.passwordHash, password)) {
        retired.push({ userId: account.userId, email: account.email, role: account.role });
        break;
      }
    }
  }
  if (retired.length === 0) return retired;
  // Nothing listens yet at start-up: sockets on other instances find their session gone at their
  // next check (SOCKET_SESSION_RECHECK_SECONDS).
  await inTransaction(db, new DomainEventBus(), async (uow) => {
    const ids = retired.map((account) => account.userId);
    await uow.tx.update(users).set({ isActive: false, passwordHash: null }).where(inArray(users.userId, ids));
    for (const account of retired) {
      await revokeSessions(uow, { userId: account.userId });
      await recordAudit(uow, null, {
        action: 'account.deactivated',
        entityType: 'account',
        entityId: account.userId,
        before: { status: 'active' },
        after: { status: 'deactivated', reason: 'published demo password' },
      });
    }
  });
  return retired;
}
