export { packagesRoutes, paymentReturnRoutes } from './packages.routes';
export { createPackage, findPackageByName } from './packages.service';
