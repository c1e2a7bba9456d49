import { Mail, Package, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { BasicInfoPanel } from '../components/basic-info-panel';
import { CollegePanel } from '../components/college-panel';
import { SchoolPanel } from '../components/school-panel';
import { StudyPreferencesPanel } from '../components/study-preferences-panel';
import { TestScoresPanel } from '../components/test-scores-panel';
import { WorkExperiencePanel } from '../components/work-experience-panel';

/**
 * Basic information, study preferences and test scores on the left; work, college and school on
 * the right (docs/accounts.md, "Education, work and test scores"; docs/fit-and-chances.md#study-preferences).
 */
export default function ProfileRoute() {
  const { user } = useAuth();
  return (
    <div className="bg-gradient-to-b from-primary-light/70 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold text-secondary">My Profile</h1>
            <p className="mt-1 text-ink-secondary">
              Keep your details, education, work and test scores up to date for your advisor and applications.
            </p>
          </div>
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">
            <Link
              to={paths.myPackages}
              className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium text-secondary shadow-sm transition-colors hover:border-primary hover:text-primary-dark"
            >
              <Package aria-hidden="true" className="h-4 w-4" /> My Packages
            </Link>
            <Link
              to={paths.account}
              className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium text-secondary shadow-sm transition-colors hover:border-primary hover:text-primary-dark"
            >
              <Mail className="h-4 w-4" aria-hidden="true" /> Your choices and emails
            </Link>
            <Link
              to={paths.accountSecurity}
              className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium text-secondary shadow-sm transition-colors hover:border-primary hover:text-primary-dark"
            >
              <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Password and sessions
            </Link>
            <Link
              to={paths.updateProfile}
              className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium text-secondary shadow-sm transition-colors hover:border-primary hover:text-primary-dark sm:self-auto"
            >
              <Settings className="h-4 w-4" aria-hidden="true" /> Update Profile
            </Link>
          </div>
        </div>
        <p className="sr-only">Signed in as {user?.email}</p>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="flex flex-col gap-6">
            <BasicInfoPanel />
            {/* Preferences are a student's: they set her course search (docs/fit-and-chances.md). */}
            {user?.role === 'student' && <StudyPreferencesPanel />}
            <TestScoresPanel />
          </div>
          <div className="flex flex-col gap-6">
            <WorkExperiencePanel />
            <CollegePanel />
            <SchoolPanel />
          </div>
        </div>
      </div>
    </div>
  );
}
