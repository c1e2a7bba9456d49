import {
  type AuthUser,
  NOTIFICATION_TYPES,
  PACKAGE_MESSAGES,
  type PackageApplication,
  type PackageList,
  PACKAGE_PIPELINE_MESSAGES as PM,
  type packageInputSchema,
  type StaffPackage,
} from '@edupath/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { isUniqueViolation } from '../../lib/validation';
import { recordAudit } from '../audit/index';
import { notify } from '../notifications/index';
import * as repo from './packages.repository';
import type { PaymentProvider } from './payment-provider';
import { sanitizeDescription } from './sanitize-description';

/** The student's page of their package applications (docs/packages.md, "The student's page"). */
export const MY_PACKAGES_LINK = '/packages/mine';

export async function listPackages(db: Db): Promise<PackageList> {
  const data = await repo.listActivePackages(db);
  return { data, total: data.length };
}

/**
 * Records a student's application at today's price, with the student's confirmation
 * notification. The partial unique index on (user, package) over the statuses that still stand
 * makes a second open application impossible, even when two requests race.
 */
export async function applyForPackage(
  db: Db,
  events: DomainEventBus,
  userId: number,
  packageId: number,
): Promise<Omit<PackageApplication, 'canPayOnline'>> {
  const pkg = await repo.findActivePackage(db, packageId);
  if (!pkg) throw notFound('Package');
  try {
    return await inTransaction(db, events, async (uow) => {
      const row = await repo.insertApplication(uow.tx, { userId, packageId, amount: pkg.price });
      await repo.insertHistory(uow.tx, {
        packageApplicationId: row.packageApplicationId,
        fromStatus: null,
        toStatus: row.status,
        note: null,
        changedBy: userId,
      });
      await notify(uow, {
        userId,
        type: NOTIFICATION_TYPES.packageApplied,
        message: `Your application for the ${pkg.name} package was received. An advisor will contact you soon.`,
        link: MY_PACKAGES_LINK,
      });
      const {
        student: _s,
        advisor: _a,
        ...application
      } = (await repo.findApplication(uow.tx, row.packageApplicationId))!;
      return application;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PACKAGE_MESSAGES.alreadyPending);
    throw err;
  }
}

export async function listMyApplications(
  db: Db,
  provider: PaymentProvider,
  userId: number,
): Promise<PackageApplication[]> {
  const rows = await repo.listApplicationsOfUser(db, userId);
  return rows.map(({ student: _s, advisor: _a, ...row }) => ({
    ...row,
    canPayOnline: provider.online && row.status === 'Payment pending',
  }));
}

/** The only way a package is written: its description is always stored sanitised. */
export function createPackage(db: DbOrTx, values: repo.PackageValues) {
  return repo.insertPackage(db, { ...values, description: sanitizeDescription(values.description) });
}

export const findPackageByName = repo.findPackageByName;

// ---------------------------------------------------------------- console (admins)

type PackageFields = z.output<typeof packageInputSchema>;

export const listAllPackages = (db: Db) => repo.listAllPackages(db);

const auditedFields = (p: PackageFields) => ({
  name: p.name,
  price: p.price,
  description: p.description,
  applicationCount: p.applicationCount,
  sortOrder: p.sortOrder,
  isActive: p.isActive,
});

async function refuseTakenName(db: DbOrTx, name: string, exceptPackageId?: number) {
  if (await repo.nameTaken(db, name, exceptPackageId)) throw conflict(PM.nameTaken, { name: PM.nameTaken });
}

export async function createPackageAsAdmin(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  input: PackageFields,
): Promise<StaffPackage> {
  const packageId = await inTransaction(db, events, async (uow) => {
    await refuseTakenName(uow.tx, input.name);
    const values = { ...input, description: sanitizeDescription(input.description) };
    const created = await repo.insertPackage(uow.tx, values);
    await recordAudit(uow, admin, {
      action: 'package.created',
      entityType: 'package',
      entityId: created.packageId,
      after: auditedFields(values),
    });
    return created.packageId;
  });
  return (await repo.findStaffPackage(db, packageId))!;
}

export async function updatePackage(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  packageId: number,
  input: PackageFields,
): Promise<StaffPackage> {
  await inTransaction(db, events, async (uow) => {
    const current = await repo.lockPackage(uow.tx, packageId);
    if (!current) throw notFound('Package');
    await refuseTakenName(uow.tx, input.name, packageId);
    const values = { ...input, description: sanitizeDescription(input.description) };
    await repo.updatePackage(uow.tx, packageId, values);
    await recordAudit(uow, admin, {
      action: 'package.updated',
      entityType: 'package',
      entityId: packageId,
      before: auditedFields(current),
      after: auditedFields(values),
    });
  });
  return (await repo.findStaffPackage(db, packageId))!;
}

/**
 * Deletes a package no one has applied for. One with applications keeps their record and price:
 * it is hidden instead (isActive false), which the refusal says.
 */
export async function deletePackage(db: Db, events: DomainEventBus, admin: AuthUser, packageId: number) {
  await inTransaction(db, events, async (uow) => {
    const current = await repo.lockPackage(uow.tx, packageId);
    if (!current) throw notFound('Package');
    if ((await repo.countApplicationsOfPackage(uow.tx, packageId)) > 0)
      throw conflict(PM.packageHasApplications);
    await repo.deletePackage(uow.tx, packageId);
    await recordAudit(uow, admin, {
      action: 'package.deleted',
      entityType: 'package',
      entityId: packageId,
      before: auditedFields(current),
    });
  });
}
