import { z } from 'zod';
import { idParam } from './fields';

/**
 * SPEC.md's apply payload is `{ userId, packageId }`. The server takes the applicant from the
 * session, so `userId` is accepted for compatibility and never read.
 */
export const applyPackageSchema = z.object({
  packageId: idParam('packageId'),
  userId: z.unknown().optional().describe('Ignored: the applicant is the signed-in user'),
});
export type ApplyPackageInput = z.output<typeof applyPackageSchema>;

export const PACKAGE_APPLICATION_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type PackageApplicationStatus = (typeof PACKAGE_APPLICATION_STATUSES)[number];

export interface Package {
  packageId: number;
  name: string;
  /** Whole rupees. */
  price: number;
  /** Sanitised HTML, or null when the package has none. */
  description: string | null;
  applicationCount: number;
}

/** The envelope's data of GET /package (SPEC.md reads `data.data.data` as the list). */
export interface PackageList {
  data: Package[];
  total: number;
}

export interface PackageApplication {
  packageApplicationId: number;
  packageId: number;
  packageName: string;
  status: PackageApplicationStatus;
  /** The price in rupees when the student applied. */
  amount: number;
  createdAt: string;
}
