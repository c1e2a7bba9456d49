import {
  type EntryRequirements as EntryRequirementsData,
  parseRequirementFields,
  type RequirementFields,
  type StudentFacts,
  studentFacts,
} from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course } from '../../../test/fixtures/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CourseCard } from './course-card';

function requirements(fields: RequirementFields): EntryRequirementsData {
  const parsed = parseRequirementFields({
    requirementsSourceUrl: 'https://example.edu/msc',
    requirementsCheckedOn: '2026-11-01',
    ...fields,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value!;
}

/** The eligibility badge on a course card (docs/fit-and-chances.md). The journey's student: CGPA 8.2/10, IELTS 7.5 with writing 6.5, GRE 320. */
const facts: StudentFacts = studentFacts(
  {
    schools: [],
    colleges: [
      {
        courseType: 'Undergraduate',
        courseName: 'B.Tech',
        endYear: '2023',
        gradeScale: 'cgpa10',
        grade: 8.2,
      },
    ],
    workExperiences: [],
    testScores: [
      {
        testType: 'ielts',
        markObtained: '7.5',
        sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7.5 },
      },
      { testType: 'gre', markObtained: '320', sections: { verbal: 155, quant: 165 } },
    ],
  },
  2026,
);

const journeyCourse = requirements({
  ieltsOverall: '7.0',
  ieltsWriting: '7.0',
  greStatus: 'required',
  greTotal: '310',
  priorDegree: 'bachelor',
  minGradeScale: 'gpa4',
  minGrade: '3.0',
});

describe('the course card badge', () => {
  it.each([
    [journeyCourse, '1 requirement not met'],
    [requirements({ ieltsOverall: '7.0' }), 'Eligible'],
    [requirements({ toeflOverall: '90' }), 'Check your profile'],
  ])('shows the verdict', async (entryRequirements, badge) => {
    mockApi({
      'GET eligibility/facts': () => ({ body: { data: facts } }),
      'GET shortlist': () => ({ body: { data: [] } }),
      'GET admission/applied': () => ({ body: { data: [] } }),
    });
    renderPage(<CourseCard course={course(1, { entryRequirements })} />);
    expect(await screen.findByTestId('eligibility-badge')).toHaveTextContent(badge);
  });

  it('shows none to a visitor or for a course without requirements', () => {
    mockApi({});
    renderPage(
      <div>
        <CourseCard course={course(1, { entryRequirements: journeyCourse })} />
      </div>,
      { user: null },
    );
    expect(within(screen.getByTestId('course-card')).queryByTestId('eligibility-badge')).toBeNull();
  });
});
