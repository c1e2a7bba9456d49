import {
  OPEN_PACKAGE_APPLICATION_STATUSES,
  type Package,
  type PackageApplicationHistory,
  type PackageApplicationStatus,
  type Payment,
  type PaymentProviderName,
  REFUND_REQUEST_WINDOW_HOURS,
  type StaffPackage,
  type StaffPackageApplication,
  type StaffPackageApplicationsQuery,
} from '@edupath/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import {
  chats,
  packageApplicationHistory,
  packageApplications,
  packages,
  payments,
  paymentWebhookEvents,
  taxInvoices,
  users,
} from '../../db/schema';

const pa = packageApplications;

// ---------------------------------------------------------------- packages

const packageColumns = {
  packageId: packages.packageId,
  name: packages.name,
  price: packages.price,
  description: packages.description,
  applicationCount: packages.applicationCount,
};

export function listActivePackages(db: DbOrTx): Promise<Package[]> {
  return db
    .select(packageColumns)
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.sortOrder), asc(packages.packageId));
}

export async function findActivePackage(db: DbOrTx, packageId: number): Promise<Package | undefined> {
  const [row] = await db
    .select(packageColumns)
    .from(packages)
    .where(and(eq(packages.packageId, packageId), eq(packages.isActive, true)));
  return row;
}

export async function findPackageByName(db: DbOrTx, name: string) {
  const [row] = await db.select(packageColumns).from(packages).where(eq(packages.name, name));
  return row;
}

export interface PackageValues {
  name: string;
  price: number;
  description: string | null;
  applicationCount: number;
  sortOrder: number;
  isActive?: boolean;
}

// Spelled out: inside a select's fields drizzle leaves columns unqualified, which would make the
// subquery compare package_applications.package_id with itself.
const openApplications = sql<number>`(
  select count(*)::int from "package_applications" as open
  where open."package_id" = "packages"."package_id"
    and open."status" in (${sql.join(
      OPEN_PACKAGE_APPLICATION_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
)`;

const staffPackageColumns = {
  ...packageColumns,
  isActive: packages.isActive,
  sortOrder: packages.sortOrder,
  openApplications,
  updatedAt: packages.updatedAt,
};

const toStaffPackage = (row: Omit<StaffPackage, 'updatedAt'> & { updatedAt: Date }): StaffPackage => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every package, hidden ones too, in the order the student site shows them. */
export async function listAllPackages(db: DbOrTx): Promise<StaffPackage[]> {
  const rows = await db
    .select(staffPackageColumns)
    .from(packages)
    .orderBy(asc(packages.sortOrder), asc(packages.packageId));
  return rows.map(toStaffPackage);
}

export async function findStaffPackage(db: DbOrTx, packageId: number): Promise<StaffPackage | undefined> {
  const [row] = await db.select(staffPackageColumns).from(packages).where(eq(packages.packageId, packageId));
  return row && toStaffPackage(row);
}

export async function lockPackage(tx: Tx, packageId: number) {
  const [row] = await tx.select().from(packages).where(eq(packages.packageId, packageId)).for('update');
  return row;
}

export async function nameTaken(db: DbOrTx, name: string, exceptPackageId?: number) {
  const [row] = await db
    .select({ packageId: packages.packageId })
    .from(packages)
    .where(
      and(
        sql`lower(${packages.name}) = lower(${name})`,
        exceptPackageId === undefined ? undefined : ne(packages.packageId, exceptPackageId),
      ),
    );
  return !!row;
}

export async function insertPackage(db: DbOrTx, values: PackageValues): Promise<Package> {
  const [row] = await db.insert(packages).values(values).returning(packageColumns);
  return row!;
}

export async function updatePackage(tx: Tx, packageId: number, values: PackageValues) {
  await tx.update(packages).set(values).where(eq(packages.packageId, packageId));
}

export async function countApplicationsOfPackage(db: DbOrTx, packageId: number) {
  const [row] = await db.select({ n: count() }).from(pa).where(eq(pa.packageId, packageId));
  return row?.n ?? 0;
}

export async function deletePackage(tx: Tx, packageId: number) {
  await tx.delete(packages).where(eq(packages.packageId, packageId));
}

// ---------------------------------------------------------------- package applications

export async function insertApplication(
  db: DbOrTx,
  values: { userId: number; packageId: number; amount: number },
) {
  const [row] = await db.insert(pa).values(values).returning();
  return row!;
}

export async function lockApplication(tx: Tx, packageApplicationId: number) {
  const [row] = await tx
    .select()
    .from(pa)
    .where(eq(pa.packageApplicationId, packageApplicationId))
    .for('update');
  return row;
}

export async function setStatus(
  tx: Tx,
  packageApplicationId: number,
  status: PackageApplicationStatus,
  handledBy: number | null,
) {
  await tx
    .update(pa)
    .set({ status, ...(handledBy === null ? {} : { handledBy }) })
    .where(eq(pa.packageApplicationId, packageApplicationId));
}

/**
 * Payment pending -> Paid, only if it still is Payment pending: of several deliveries that race,
 * one changes the row and the others find nothing to change.
 */
export async function markPaidIfAwaiting(tx: Tx, packageApplicationId: number): Promise<boolean> {
  const rows = await tx
    .update(pa)
    .set({ status: 'Paid' })
    .where(and(eq(pa.packageApplicationId, packageApplicationId), eq(pa.status, 'Payment pending')))
    .returning({ id: pa.packageApplicationId });
  return rows.length === 1;
}

export async function insertHistory(
  tx: Tx,
  values: {
    packageApplicationId: number;
    fromStatus: PackageApplicationStatus | null;
    toStatus: PackageApplicationStatus | null;
    note: string | null;
    changedBy: number | null;
  },
) {
  await tx.insert(packageApplicationHistory).values(values);
}

const student = alias(users, 'student');
const advisor = alias(users, 'advisor');

const applicationColumns = {
  packageApplicationId: pa.packageApplicationId,
  packageId: pa.packageId,
  packageName: packages.name,
  status: pa.status,
  amount: pa.amount,
  createdAt: pa.createdAt,
  updatedAt: pa.updatedAt,
  studentId: student.userId,
  studentName: student.name,
  studentEmail: student.email,
  advisorId: advisor.userId,
  advisorName: advisor.name,
  advisorEmail: advisor.email,
};

function selectApplications(db: DbOrTx) {
  return db
    .select(applicationColumns)
    .from(pa)
    .innerJoin(packages, eq(packages.packageId, pa.packageId))
    .innerJoin(student, eq(student.userId, pa.userId))
    .leftJoin(chats, eq(chats.studentId, pa.userId))
    .leftJoin(advisor, eq(advisor.userId, chats.advisorId));
}

type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

async function withPayments(db: DbOrTx, rows: ApplicationRow[]): Promise<StaffPackageApplication[]> {
  const latest = await latestPayments(
    db,
    rows.map((r) => r.packageApplicationId),
  );
  return rows.map((row) => ({
    packageApplicationId: row.packageApplicationId,
    packageId: row.packageId,
    packageName: row.packageName,
    status: row.status,
    amount: row.amount,
    amountPaise: row.amount * 100,
    payment: latest.get(row.packageApplicationId) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    student: { userId: row.studentId, name: row.studentName, email: row.studentEmail },
    advisor:
      row.advisorId === null
        ? null
        : { userId: row.advisorId, name: row.advisorName!, email: row.advisorEmail! },
  }));
}

/** The student's own package applications, newest first. */
export async function listApplicationsOfUser(db: DbOrTx, userId: number) {
  const rows = await selectApplications(db)
    .where(eq(pa.userId, userId))
    .orderBy(desc(pa.createdAt), desc(pa.packageApplicationId));
  return withPayments(db, rows);
}

export async function findApplication(db: DbOrTx, packageApplicationId: number) {
  const rows = await selectApplications(db).where(eq(pa.packageApplicationId, packageApplicationId));
  return (await withPayments(db, rows))[0];
}

/** The console's pipeline: newest first, within an advisor's students when `advisorId` is given. */
export async function searchApplications(
  db: DbOrTx,
  query: StaffPackageApplicationsQuery,
  advisorId: number | undefined,
) {
  const conditions: SQL[] = [];
  if (advisorId !== undefined) conditions.push(eq(chats.advisorId, advisorId));
  if (query.status) conditions.push(eq(pa.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(student.name, like), ilike(student.email, like), ilike(packages.name, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(pa.updatedAt), desc(pa.packageApplicationId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(pa)
      .innerJoin(packages, eq(packages.packageId, pa.packageId))
      .innerJoin(student, eq(student.userId, pa.userId))
      .leftJoin(chats, eq(chats.studentId, pa.userId))
      .where(where),
  ]);
  return { items: await withPayments(db, rows), total: total?.n ?? 0 };
}

export async function listHistory(
  db: DbOrTx,
  packageApplicationId: number,
): Promise<PackageApplicationHistory[]> {
  const rows = await db
    .select({
      historyId: packageApplicationHistory.historyId,
      fromStatus: packageApplicationHistory.fromStatus,
      toStatus: packageApplicationHistory.toStatus,
      note: packageApplicationHistory.note,
      changedById: users.userId,
      changedByName: users.name,
      createdAt: packageApplicationHistory.createdAt,
    })
    .from(packageApplicationHistory)
    .leftJoin(users, eq(users.userId, packageApplicationHistory.changedBy))
    .where(eq(packageApplicationHistory.packageApplicationId, packageApplicationId))
    .orderBy(asc(packageApplicationHistory.createdAt), asc(packageApplicationHistory.historyId));
  return rows.map(({ changedById, changedByName, createdAt, ...row }) => ({
    ...row,
    changedBy: changedById === null ? null : { userId: changedById, name: changedByName! },
    createdAt: createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------- payments

const HOUR_MS = 3_600_000;

type PaymentRow = typeof payments.$inferSelect & { invoiceNumber?: string | null };

export const toPayment = (row: PaymentRow): Payment => ({
  paymentId: row.paymentId,
  provider: row.provider,
  status: row.status,
  amountPaise: row.amountPaise,
  currency: row.currency,
  reference: row.reference,
  paidAt: row.paidAt?.toISOString() ?? null,
  refundRequestUntil: row.paidAt
    ? new Date(row.paidAt.getTime() + REFUND_REQUEST_WINDOW_HOURS * HOUR_MS).toISOString()
    : null,
  invoiceNumber: row.invoiceNumber ?? null,
});

/** Payments with their tax invoice's number, if one was issued. */
const paymentsWithInvoice = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(payments), invoiceNumber: taxInvoices.invoiceNumber })
    .from(payments)
    .leftJoin(taxInvoices, eq(taxInvoices.paymentId, payments.paymentId));

export async function listPayments(db: DbOrTx, packageApplicationId: number): Promise<Payment[]> {
  const rows = await paymentsWithInvoice(db)
    .where(eq(payments.packageApplicationId, packageApplicationId))
    .orderBy(asc(payments.createdAt), asc(payments.paymentId));
  return rows.map(toPayment);
}

/** Per application: its paid payment if there is one, or else its newest started one. */
async function latestPayments(db: DbOrTx, packageApplicationIds: number[]) {
  const result = new Map<number, Payment>();
  if (packageApplicationIds.length === 0) return result;
  const rows = await paymentsWithInvoice(db)
    .where(inArray(payments.packageApplicationId, packageApplicationIds))
    .orderBy(asc(payments.createdAt), asc(payments.paymentId));
  for (const row of rows) {
    const kept = result.get(row.packageApplicationId);
    if (kept?.status === 'paid' && row.status !== 'paid') continue;
    result.set(row.packageApplicationId, toPayment(row));
  }
  return result;
}

/** An order already started for this application and amount, to pay again rather than start another. */
export async function findOpenOrder(
  db: DbOrTx,
  packageApplicationId: number,
  provider: PaymentProviderName,
  amountPaise: number,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.packageApplicationId, packageApplicationId),
        eq(payments.provider, provider),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, amountPaise),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function lockPaymentByOrder(tx: Tx, provider: PaymentProviderName, orderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.orderId, orderId)))
    .for('update');
  return row;
}

export async function markPaymentPaid(tx: Tx, paymentId: number, reference: string, paidAt: Date) {
  const rows = await tx
    .update(payments)
    .set({ status: 'paid', reference, paidAt })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'created')))
    .returning();
  return rows[0];
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordWebhookEvent(
  tx: Tx,
  values: { provider: PaymentProviderName; eventId: string; event: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}
