import type { GradeScale, StudentProfile } from '@edupath/contract';
import { formatGrade, sectionSummary } from '@edupath/contract/test-scores';
import type { ReactNode } from 'react';
import { Panel } from '../../../../components/console/panel';
import { Avatar } from '../../../../components/ui/avatar';

interface RowText {
  title: ReactNode;
  detail?: ReactNode;
  /** A smaller last line: marks, section scores. */
  note?: ReactNode;
  aside?: ReactNode;
}

/** One part of the profile (school, college…): a row an entry, or what says there is none. */
function Section<T>({
  title,
  empty,
  entries,
  id,
  row,
}: {
  title: string;
  empty: string;
  entries: T[];
  id: (entry: T) => number;
  row: (entry: T) => RowText;
}) {
  return (
    <Panel title={title}>
      {entries.length === 0 ? (
        <p className="text-ink-secondary">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {entries.map((entry) => (
            <Row key={id(entry)} {...row(entry)} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Row({ title, detail, note, aside }: RowText) {
  return (
    <li className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0">
      <span className="min-w-0">
        <span className="block font-medium text-gray-900">{title}</span>
        {detail && <span className="block text-ink-secondary">{detail}</span>}
        {note && <span className="block text-xs text-gray-500">{note}</span>}
      </span>
      {aside && <span className="shrink-0 text-ink-secondary">{aside}</span>}
    </li>
  );
}

const marks = (row: { gradeScale: GradeScale | null; grade: number | null }) =>
  row.gradeScale !== null && row.grade !== null ? formatGrade(row.gradeScale, row.grade) : undefined;

/** Everything the student filled in on /profile: basic details with photo, school, college, work, test scores. */
export function StudentProfileView({ profile, name }: { profile: StudentProfile; name: string }) {
  const basic = profile.basicInfo;
  return (
    <div className="grid gap-4">
      <Panel title="Basic details">
        {basic ? (
          <div className="flex items-center gap-4">
            <Avatar
              name={basic.fullname || name}
              image={basic.profileImage}
              alt={basic.profileImage ? `Photo of ${basic.fullname || name}` : ''}
              className="h-16 w-16 rounded-full"
              letterClassName="bg-primary-light text-xl font-semibold text-secondary"
            />
            <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-ink-secondary">Name</dt>
              <dd className="truncate font-medium">{basic.fullname}</dd>
              <dt className="text-ink-secondary">Email</dt>
              <dd className="truncate">{basic.email}</dd>
              <dt className="text-ink-secondary">Phone</dt>
              <dd>{basic.phone}</dd>
            </dl>
          </div>
        ) : (
          <p className="text-ink-secondary">The student has not filled in their basic details yet.</p>
        )}
      </Panel>
      <Section
        title="School"
        empty="No school added."
        entries={profile.schools}
        id={(school) => school.schoolId}
        row={(school) => ({
          title: school.schoolName,
          detail: `Standard ${school.standard}`,
          note: marks(school),
          aside: school.year,
        })}
      />
      <Section
        title="College"
        empty="No college added."
        entries={profile.colleges}
        id={(college) => college.collegeId}
        row={(college) => ({
          title: college.collegeName,
          detail: `${college.courseName} · ${college.courseType}`,
          note: marks(college),
          aside: `${college.startYear} – ${college.endYear}`,
        })}
      />
      <Section
        title="Work experience"
        empty="No work experience added."
        entries={profile.workExperiences}
        id={(work) => work.workExperienceId}
        row={(work) => ({
          title: `${work.designation}, ${work.companyName}`,
          detail: work.location,
          aside: `${work.startYear} – ${work.endYear}`,
        })}
      />
      <Section
        title="Test scores"
        empty="No test scores added."
        entries={profile.testScores}
        id={(score) => score.testScoreId}
        row={(score) => ({
          title: score.testName,
          detail: score.isPercentile ? `Percentile ${score.percentile}` : undefined,
          note: sectionSummary(score.testType, score.sections) || undefined,
          aside: `${score.markObtained} / ${score.maximumMark}`,
        })}
      />
    </div>
  );
}
