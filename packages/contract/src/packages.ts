import { z } from 'zod';
import { idParam, timestampSchema } from './fields';

/**
 * Older clients send `{ userId, packageId }`. The server takes the applicant from the session, so
 * `userId` is accepted for compatibility and never read (docs/packages.md, "Applying for a package").
 */
export const applyPackageSchema = z.object({
  packageId: idParam('packageId'),
  userId: z.unknown().optional().describe('Ignored: the applicant is the signed-in user'),
});
export type ApplyPackageInput = z.output<typeof applyPackageSchema>;

export const PACKAGE_APPLICATION_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type PackageApplicationStatus = (typeof PACKAGE_APPLICATION_STATUSES)[number];

const id = z.number().int().positive();

export const packageSchema = z.object({
  packageId: id,
  name: z.string(),
  price: z.number().int().nonnegative().describe('Whole rupees'),
  description: z.string().nullable().describe('Sanitised HTML, or null when the package has none'),
  applicationCount: z.number().int().nonnegative(),
});
export type Package = z.infer<typeof packageSchema>;

/** The envelope's data of GET /package: the list is its `data` (docs/packages.md, "Packages"). */
export const packageListSchema = z.object({
  data: z.array(packageSchema),
  total: z.number().int().nonnegative(),
});
export type PackageList = z.infer<typeof packageListSchema>;

export const packageApplicationSchema = z.object({
  packageApplicationId: id,
  packageId: id,
  packageName: z.string(),
  status: z.enum(PACKAGE_APPLICATION_STATUSES),
  amount: z.number().int().nonnegative().describe('The price in rupees when the student applied'),
  createdAt: timestampSchema,
});
export type PackageApplication = z.infer<typeof packageApplicationSchema>;
