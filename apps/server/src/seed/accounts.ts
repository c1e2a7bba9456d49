import type { Role } from '@edupath/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/index';

export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; name: string; email: string; password: string }> = [
  { role: 'student', name: 'Priya Sharma', email: 'student@edupath.test', password: 'student-pass-2026' },
  { role: 'advisor', name: 'Arjun Mehta', email: 'advisor@edupath.test', password: 'advisor-pass-2026' },
  { role: 'admin', name: 'Neha Kapoor', email: 'admin@edupath.test', password: 'admin-pass-2026' },
];

/** Creates the demo accounts once; an existing account (maybe with a changed password) is left alone. */
export async function seedAccounts(db: Db) {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        // Demo addresses are ours: verified, so the demo outbox shows the mail a student gets.
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email });
  }
}
