import type {
  StaffAccount,
  StaffAccountRole,
  StaffAccountStatus,
  StaffAccountsQuery,
} from '@edupath/contract';
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { chats, staffInvitations, users } from '../../db/schema';

const STAFF = ['advisor', 'admin'] as const;

/** LIKE treats % and _ as wildcards; a search for them must find them literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const statusSql = sql<StaffAccountStatus>`case
  when not ${users.isActive} then 'deactivated'
  when ${users.passwordHash} is null then 'invited'
  else 'active' end`;

const statusFilter: Record<StaffAccountStatus, SQL> = {
  deactivated: eq(users.isActive, false),
  invited: and(eq(users.isActive, true), isNull(users.passwordHash))!,
  active: and(eq(users.isActive, true), isNotNull(users.passwordHash))!,
};

/** The latest invitation still to be used (it may have expired: the list shows when). */
const pendingInvitationExpiry = sql<Date | null>`(
  select max(i.expires_at) from ${staffInvitations} i
  where i.user_id = ${users.userId} and i.used_at is null
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const studentCount = sql<number>`(
  select count(*)::int from ${chats} c where c.advisor_id = ${users.userId}
)`.mapWith(Number);

function accountSelect(db: DbOrTx) {
  return db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      role: users.role,
      status: statusSql,
      mustChangePassword: users.mustChangePassword,
      invitationExpiresAt: pendingInvitationExpiry,
      studentCount,
      lastActiveAt: users.lastActiveAt,
      createdAt: users.createdAt,
    })
    .from(users);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountSelect>['execute']>>[number];

const toAccount = (row: AccountRow): StaffAccount => ({
  ...row,
  role: row.role as StaffAccountRole,
  invitationExpiresAt: row.status === 'invited' ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
  lastActiveAt: row.lastActiveAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Staff accounts, active ones first, then by name. */
export async function listAccounts(db: DbOrTx, query: StaffAccountsQuery) {
  const filters: SQL[] = [inArray(users.role, [...STAFF])];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(statusFilter[query.status]);
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    accountSelect(db)
      .where(where)
      .orderBy(sql`${users.isActive} desc`, asc(users.name), asc(users.userId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAccount), total: total?.n ?? 0 };
}

export async function findAccount(db: DbOrTx, userId: number): Promise<StaffAccount | undefined> {
  const [row] = await accountSelect(db).where(and(eq(users.userId, userId), inArray(users.role, [...STAFF])));
  return row && toAccount(row);
}

/** The staff account, locked for the change about to be made to it. */
export async function lockAccount(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      userId: users.userId,
      role: users.role,
      isActive: users.isActive,
      name: users.name,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.userId, userId), inArray(users.role, [...STAFF])))
    .for('update');
  return row as (Omit<NonNullable<typeof row>, 'role'> & { role: StaffAccountRole }) | undefined;
}

/**
 * The active admins other than `userId`, locked: two admins demoting or deactivating each other
 * at once then run one after the other, and the second sees that only one admin is left.
 */
/**
 * Deactivations and role changes run one at a time: two admins removing each other at once would
 * otherwise lock each other's rows in opposite orders (a deadlock on PostgreSQL) before the
 * last-admin rule could see the other's change. Taken before any row lock; released at commit.
 */
export async function serializeAccountChanges(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('edupath:staff-account-changes'))`);
}

export async function lockOtherActiveAdmins(tx: Tx, userId: number) {
  return tx
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.userId, userId)))
    .for('update');
}

export async function insertStaffUser(
  tx: Tx,
  values: {
    name: string;
    email: string;
    role: StaffAccountRole;
    passwordHash: string | null;
    mustChangePassword: boolean;
  },
) {
  const [row] = await tx.insert(users).values(values).returning({ userId: users.userId });
  return row!.userId;
}

/** A password set for the user by an admin (temporary) or none until an invitation is used. */
export async function setCredential(
  tx: Tx,
  userId: number,
  values: { passwordHash: string | null; mustChangePassword: boolean },
) {
  await tx.update(users).set(values).where(eq(users.userId, userId));
}

export async function setActive(tx: Tx, userId: number, isActive: boolean) {
  await tx.update(users).set({ isActive }).where(eq(users.userId, userId));
}

export async function setRole(tx: Tx, userId: number, role: StaffAccountRole) {
  await tx.update(users).set({ role }).where(eq(users.userId, userId));
}

/** Unused invitations of the user stop working (a newer one, a reset, a deactivation). */
export async function dropPendingInvitations(tx: Tx, userId: number) {
  await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)));
}

export async function insertInvitation(
  tx: Tx,
  values: { tokenHash: string; userId: number; createdBy: number; expiresAt: Date },
) {
  await tx.insert(staffInvitations).values(values);
}

/** The invitation behind a token, while it can still be used: unused, unexpired, for an active staff account. */
export async function findUsableInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      role: users.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.userId, staffInvitations.userId))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
        eq(users.isActive, true),
        inArray(users.role, [...STAFF]),
      ),
    );
  return row && { ...row, role: row.role as StaffAccountRole };
}

/** Marks the invitation used; false when it already was (the same link used twice at once). */
export async function useInvitation(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.usedAt)))
    .returning({ userId: staffInvitations.userId });
  return rows.length > 0;
}
