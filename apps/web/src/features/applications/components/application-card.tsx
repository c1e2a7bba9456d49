import type { AdmissionApplication, UpcomingDeadline } from '@edupath/contract';
import { APPLICATION_DECIDED_STATUSES } from '@edupath/contract/constants';
import { APPLICATION_STATUS_EXPLANATIONS } from '@edupath/contract/documents-constants';
import { CalendarDays, GraduationCap, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { AddToCalendarLink, DeadlineText } from '../../shortlist/index';
import { AdvisorNote } from './advisor-note';
import { normaliseStatus, StatusBadge } from './status-badge';

export function ApplicationCard({
  application,
  deadline,
}: {
  application: AdmissionApplication;
  /** The course's next deadline while the application is undecided; none once it has passed or been decided. */
  deadline?: UpcomingDeadline;
}) {
  const { CourseModel: course } = application;
  const status = normaliseStatus(application.status);
  // Once the decision is in the deadline no longer concerns the student: the card says the
  // decision instead of counting down, even from a deadlines list loaded before the decision
  // (docs/planning.md#deadlines-and-reminders).
  const decided = APPLICATION_DECIDED_STATUSES.includes(status);
  const category = course.CourseCategoryModel;
  const university = course.UniversityModel;
  return (
    <article
      data-testid="application-card"
      className="flex min-w-0 flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          {category.image ? (
            <img
              src={imageUrl(category.image)}
              alt=""
              className="h-8 w-8 shrink-0 rounded-lg bg-primary-light object-cover"
            />
          ) : (
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-primary-light text-primary-dark">
              <GraduationCap className="h-4 w-4" />
            </span>
          )}
          <span className="truncate text-sm font-medium text-primary-dark">{category.categoryName}</span>
        </div>
        <StatusBadge status={application.status} />
      </div>

      <h2 className="mt-4 text-lg font-semibold leading-snug text-ink">{course.courseName}</h2>
      <p className="mt-1 text-sm text-ink-secondary">
        {course.courseType} · {course.duration}
      </p>
      <p data-testid="status-meaning" className="mt-2 text-sm text-ink-secondary">
        {APPLICATION_STATUS_EXPLANATIONS[normaliseStatus(application.status)].means}
      </p>
      <AdvisorNote remark={application.remark} className="mt-3" />

      <div className="mt-4 flex items-center gap-3 rounded-xl bg-gray-50 p-3">
        <Avatar
          name={university.universityName}
          image={university.universityLogo}
          className="h-10 w-10 rounded-lg border border-line bg-white"
          imageClassName="object-contain"
          letterClassName="font-semibold text-secondary"
        />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-secondary">{university.universityName}</p>
          <p className="flex items-center gap-1 truncate text-xs text-ink-secondary">
            <MapPin className="h-3 w-3 shrink-0" /> {university.location ?? 'Location N/A'}
          </p>
        </div>
      </div>

      {decided ? (
        <p data-testid="decision" className="mt-3 text-sm text-ink-secondary">
          {status === 'Withdrawn' ? 'Withdrawn' : `Decision: ${status}`}, no deadline to meet
        </p>
      ) : (
        deadline && (
          <>
            <DeadlineText deadline={deadline} className="mt-3" />
            <AddToCalendarLink courseId={course.courseId} courseName={course.courseName} className="mt-1" />
          </>
        )
      )}

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="flex items-center gap-1 text-xs text-ink-secondary">
          <CalendarDays className="h-3.5 w-3.5" /> Applied on {formatDate(application.createdAt)}
        </p>
        <Link
          to={paths.application(application.admissionApplicationId)}
          className="rounded-lg bg-primary-dark px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-secondary"
        >
          View Details
        </Link>
      </div>
    </article>
  );
}
