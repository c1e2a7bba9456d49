import type { PackageApplication } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

export const myPackageApplicationsQueryKey = ['packages', 'mine'] as const;

export const getMyPackageApplications = async () =>
  (await api.get<PackageApplication[]>('packageUserMapping/mine')).data;

/** The student's own package applications, newest first (docs/packages.md, "Applying for a package"). */
export function useMyPackageApplications() {
  const { user } = useAuth();
  return useQuery({
    queryKey: myPackageApplicationsQueryKey,
    queryFn: getMyPackageApplications,
    enabled: user?.role === 'student',
  });
}

/**
 * The application that stands for each package: the newest one that is still open (Pending) or
 * granted (Approved). A rejected or cancelled one leaves the package open to apply again.
 */
export function standingApplications(applications: readonly PackageApplication[] = []) {
  const standing = new Map<number, PackageApplication>();
  for (const application of applications) {
    const stands = application.status === 'Pending' || application.status === 'Approved';
    if (stands && !standing.has(application.packageId)) standing.set(application.packageId, application);
  }
  return standing;
}
