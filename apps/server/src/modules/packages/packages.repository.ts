import type { Package, PackageApplication } from '@edupath/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { packageApplications, packages } from '../../db/schema';

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

export async function insertPackage(db: DbOrTx, values: PackageValues): Promise<Package> {
  const [row] = await db.insert(packages).values(values).returning(packageColumns);
  return row!;
}

export async function insertApplication(
  db: DbOrTx,
  values: { userId: number; packageId: number; amount: number },
) {
  const [row] = await db.insert(packageApplications).values(values).returning();
  return row!;
}

export async function listApplicationsOfUser(db: DbOrTx, userId: number): Promise<PackageApplication[]> {
  const rows = await db
    .select({
      packageApplicationId: packageApplications.packageApplicationId,
      packageId: packageApplications.packageId,
      packageName: packages.name,
      status: packageApplications.status,
      amount: packageApplications.amount,
      createdAt: packageApplications.createdAt,
    })
    .from(packageApplications)
    .innerJoin(packages, eq(packages.packageId, packageApplications.packageId))
    .where(eq(packageApplications.userId, userId))
    .orderBy(desc(packageApplications.createdAt), desc(packageApplications.packageApplicationId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
