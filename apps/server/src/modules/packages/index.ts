export { packagesRoutes } from './packages.routes';
export { createPackage, findPackageByName } from './packages.service';
