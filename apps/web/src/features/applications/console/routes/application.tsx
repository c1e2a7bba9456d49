import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { StatusPill } from '../../../../components/console/status-pill';
import { Spinner } from '../../../../components/ui/spinner';
import { ErrorState } from '../../../../components/ui/states';
import { ApiError } from '../../../../lib/api-client';
import { formatDate, formatFee } from '../../../../lib/format';
import { formatDateTime } from '../../../../lib/format-time';
import { paths } from '../../../../lib/paths';
import { StudentProfileView } from '../../../profile/index';
import { PostOfferChecklist } from '../../../visas/index';
import { useStaffApplication } from '../../api/get-staff-application';
import { ChangeStatus } from '../components/change-status';
import { DocumentReview } from '../components/document-review';
import { StatusHistory } from '../components/status-history';
import { applicationConsolePaths } from '../paths';

/** /admin/applications/:id: the application, the student's whole profile, the history and the decision. */
export default function ApplicationRoute() {
  const applicationId = Number(useParams().applicationId);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const query = useStaffApplication(valid ? applicationId : 0);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404))
    return <ErrorState message="Application not found." />;
  if (query.isPending) return <Spinner label="Loading the application" />;
  if (query.isError) return <ErrorState message="Failed to load the application. Please try again." />;
  const application = query.data;
  const course = application.CourseModel;

  return (
    <>
      <Link
        to={applicationConsolePaths.applications}
        className="mb-2 inline-flex items-center gap-1 text-ink-secondary hover:text-primary-dark"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Applications
      </Link>
      <PageTitle aside={<StatusPill status={application.status} className="text-sm" />}>
        {application.student.name} · {course.courseName}
      </PageTitle>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-4">
          <Panel title="Course and university">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
              <dt className="text-ink-secondary">Course</dt>
              <dd className="font-medium">
                {course.courseName} ({course.courseType}, {course.duration})
              </dd>
              <dt className="text-ink-secondary">University</dt>
              <dd>
                {course.UniversityModel.universityName}
                {course.UniversityModel.location && `, ${course.UniversityModel.location}`}
              </dd>
              <dt className="text-ink-secondary">Country</dt>
              <dd>{application.country.countryName}</dd>
              <dt className="text-ink-secondary">Category</dt>
              <dd>{course.CourseCategoryModel.categoryName}</dd>
              <dt className="text-ink-secondary">Fee</dt>
              <dd>{formatFee(course.fee, course.currencyCode)}</dd>
              <dt className="text-ink-secondary">Intake</dt>
              <dd>{course.intake ?? 'Not specified'}</dd>
              <dt className="text-ink-secondary">Submitted</dt>
              <dd>{formatDate(application.createdAt)}</dd>
              <dt className="text-ink-secondary">Last change</dt>
              <dd>{formatDateTime(application.updatedAt)}</dd>
              <dt className="text-ink-secondary">Student</dt>
              <dd>
                <Link
                  to={paths.adminStudent(application.student.userId)}
                  className="font-medium text-primary-dark hover:underline"
                >
                  {application.student.name}
                </Link>{' '}
                <span className="text-ink-secondary">({application.student.email})</span>
              </dd>
              <dt className="text-ink-secondary">Advisor</dt>
              <dd>{application.advisor?.name ?? 'None assigned'}</dd>
            </dl>
          </Panel>
          <Panel title="Documents">
            <DocumentReview applicationId={application.admissionApplicationId} />
          </Panel>
          {application.status === 'Accepted' && (
            <PostOfferChecklist applicationId={application.admissionApplicationId} who="staff" />
          )}
          <StudentProfileView profile={application.profile} name={application.student.name} />
        </div>
        <div className="grid content-start gap-4">
          <Panel title="Change status">
            <ChangeStatus application={application} />
          </Panel>
          <Panel title="Status history">
            <StatusHistory history={application.history} />
          </Panel>
        </div>
      </div>
    </>
  );
}
