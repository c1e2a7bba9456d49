import type { Package, PackageApplication } from '@edupath/contract';

/** The list GET /package answers in the page tests. */
export const packages: Package[] = [
  { packageId: 1, name: 'Starter', price: 4999, description: '<p>One application.</p>', applicationCount: 1 },
  { packageId: 2, name: 'Visa Help', price: 9999, description: null, applicationCount: 0 },
];

/** A package with a rich description, for the card tests. */
export const advantagePackage: Package = {
  packageId: 7,
  name: 'Advantage',
  price: 17999,
  description: '<p>Our most chosen plan.</p><ul><li>Four applications</li></ul>',
  applicationCount: 4,
};

/** What POST /packageUserMapping/apply answers for the Starter package. */
export const starterApplication: PackageApplication = {
  packageApplicationId: 1,
  packageId: 1,
  packageName: 'Starter',
  status: 'Pending',
  amount: 4999,
  createdAt: '2026-03-01T10:00:00.000Z',
};
