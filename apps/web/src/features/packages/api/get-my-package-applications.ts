import type { PackageApplication, PackageApplicationStatus } from '@edupath/contract';
import { OPEN_PACKAGE_APPLICATION_STATUSES } from '@edupath/contract/package-constants';
import { packageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

export const myPackageApplicationsQueryKey = ['packages', 'mine'] as const;

export const getMyPackageApplications = async (signal?: AbortSignal) => (await call(E.mine, { signal })).data;

/** The student's own package applications, newest first (docs/packages.md, "Applying for a package"). */
export function useMyPackageApplications() {
  const { user } = useAuth();
  return useQuery({
    queryKey: myPackageApplicationsQueryKey,
    queryFn: ({ signal }) => getMyPackageApplications(signal),
    enabled: user?.role === 'student',
  });
}

const OPEN: readonly PackageApplicationStatus[] = OPEN_PACKAGE_APPLICATION_STATUSES;

/**
 * The application that stands for each package: the newest one still in the pipeline (New to
 * Active). A completed or cancelled one leaves the package open to apply again.
 */
export function standingApplications(applications: readonly PackageApplication[] = []) {
  const standing = new Map<number, PackageApplication>();
  for (const application of applications) {
    const stands = OPEN.includes(application.status);
    if (stands && !standing.has(application.packageId)) standing.set(application.packageId, application);
  }
  return standing;
}
