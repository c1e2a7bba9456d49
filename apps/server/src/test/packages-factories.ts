import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { createPackage } from '../modules/packages/index';

/** A package with a unique name; goes through the same sanitising save as the console and the seed. */
export function createTestPackage(
  db: Db,
  overrides: Partial<{
    name: string;
    price: number;
    description: string | null;
    applicationCount: number;
    sortOrder: number;
    isActive: boolean;
  }> = {},
) {
  return createPackage(db, {
    name: overrides.name ?? `Package ${randomBytes(4).toString('hex')}`,
    price: overrides.price ?? 9999,
    description:
      overrides.description === undefined ? '<p>Guidance for one course.</p>' : overrides.description,
    applicationCount: overrides.applicationCount ?? 2,
    sortOrder: overrides.sortOrder ?? 0,
    isActive: overrides.isActive ?? true,
  });
}
