import { PACKAGE_MESSAGES, type PackageApplication, type PackageList } from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/validation';
import * as repo from './packages.repository';
import { sanitizeDescription } from './sanitize-description';

export async function listPackages(db: Db): Promise<PackageList> {
  const data = await repo.listActivePackages(db);
  return { data, total: data.length };
}

/**
 * Records a student's application at today's price. The partial unique index on
 * (user, package) where status is Pending makes a second open application impossible,
 * even when two requests race.
 */
export async function applyForPackage(
  db: Db,
  userId: number,
  packageId: number,
): Promise<PackageApplication> {
  const pkg = await repo.findActivePackage(db, packageId);
  if (!pkg) throw notFound('Package');
  try {
    const row = await repo.insertApplication(db, { userId, packageId, amount: pkg.price });
    return {
      packageApplicationId: row.packageApplicationId,
      packageId: row.packageId,
      packageName: pkg.name,
      status: row.status,
      amount: row.amount,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PACKAGE_MESSAGES.alreadyPending);
    throw err;
  }
}

export const listMyApplications = (db: Db, userId: number) => repo.listApplicationsOfUser(db, userId);

/** The only way a package is written: its description is always stored sanitised. */
export function createPackage(db: DbOrTx, values: repo.PackageValues) {
  return repo.insertPackage(db, { ...values, description: sanitizeDescription(values.description) });
}

export const findPackageByName = repo.findPackageByName;
