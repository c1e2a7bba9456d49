import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  invoiceCounters,
  packageApplications,
  packages,
  payeeSettings,
  payments,
  profiles,
  taxInvoices,
  users,
} from '../../db/schema';

export type PayeeRow = typeof payeeSettings.$inferSelect;
export type PayeeValues = Omit<typeof payeeSettings.$inferInsert, 'id' | 'updatedAt'>;

export async function findPayee(db: DbOrTx): Promise<PayeeRow | undefined> {
  const [row] = await db.select().from(payeeSettings).where(eq(payeeSettings.id, 1));
  return row;
}

/** The settings row, locked (for the audit entry's 'before'), or undefined before the first save. */
export async function lockPayee(tx: Tx): Promise<PayeeRow | undefined> {
  const [row] = await tx.select().from(payeeSettings).where(eq(payeeSettings.id, 1)).for('update');
  return row;
}

export async function savePayee(tx: Tx, values: PayeeValues): Promise<PayeeRow> {
  const [row] = await tx
    .insert(payeeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: payeeSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// ---------------------------------------------------------------- the student's state

/** The student's state (GST state code) on her profile; null when not given or no profile yet. */
export async function findStudentState(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ state: profiles.state }).from(profiles).where(eq(profiles.userId, userId));
  return row?.state ?? null;
}

/**
 * Keeps the student's state on her profile. A student who never saved Basic Information has no
 * profile row yet: it is created with her account's name and email (the phone lives on the
 * account, docs/accounts.md, "Phone"), as her first save of Basic Information would.
 */
export async function saveStudentState(
  db: DbOrTx,
  student: { userId: number; name: string; email: string },
  state: string,
) {
  await db
    .insert(profiles)
    .values({ userId: student.userId, fullname: student.name, email: student.email, phone: '', state })
    .onConflictDoUpdate({ target: profiles.userId, set: { state } });
}

// ---------------------------------------------------------------- invoices

/**
 * The next number of the year's series, in the caller's transaction: the upsert locks the year's
 * row until the transaction ends, so concurrent payments take 1, 2, 3… and a rollback returns its
 * number (no gaps).
 */
export async function nextInvoiceSequence(tx: Tx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

export async function insertInvoice(tx: Tx, values: typeof taxInvoices.$inferInsert) {
  const [row] = await tx.insert(taxInvoices).values(values).returning();
  return row!;
}

export async function findInvoiceByPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paymentId));
  return row;
}

/** A paid payment with what its receipt prints: the application, its package and its student. */
export async function findPaidPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({
      paymentId: payments.paymentId,
      packageApplicationId: payments.packageApplicationId,
      provider: payments.provider,
      amountPaise: payments.amountPaise,
      reference: payments.reference,
      paidAt: payments.paidAt,
      studentId: users.userId,
      studentName: users.name,
      studentEmail: users.email,
      packageName: packages.name,
      invoiceNumber: taxInvoices.invoiceNumber,
    })
    .from(payments)
    .innerJoin(
      packageApplications,
      eq(packageApplications.packageApplicationId, payments.packageApplicationId),
    )
    .innerJoin(packages, eq(packages.packageId, packageApplications.packageId))
    .innerJoin(users, eq(users.userId, packageApplications.userId))
    .leftJoin(taxInvoices, eq(taxInvoices.paymentId, payments.paymentId))
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'paid')));
  return row;
}
