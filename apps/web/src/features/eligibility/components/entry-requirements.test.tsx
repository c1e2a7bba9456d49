import {
  type EntryRequirements as EntryRequirementsData,
  parseRequirementFields,
  type RequirementFields,
  type StudentFacts,
  studentFacts,
} from '@edupath/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { EntryRequirements } from './entry-requirements';

function requirements(fields: RequirementFields): EntryRequirementsData {
  const parsed = parseRequirementFields({
    requirementsSourceUrl: 'https://example.edu/msc',
    requirementsCheckedOn: '2026-11-01',
    ...fields,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value!;
}

/** The journey's student: CGPA 8.2/10, IELTS 7.5 with writing 6.5, GRE 320. */
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

describe('Entry requirements on the course page', () => {
  it('a student sees each requirement met or not, with the reason, and the count', async () => {
    mockApi({ 'GET eligibility/facts': () => ({ body: { data: facts } }) });
    renderPage(<EntryRequirements requirements={journeyCourse} />);
    expect(await screen.findByTestId('eligibility-summary')).toHaveTextContent('1 requirement not met');
    const lines = screen.getAllByTestId('requirement-line');
    expect(lines[0]).toHaveTextContent('Not met');
    expect(lines[0]).toHaveTextContent('IELTS 7.5 ≥ 7.0 overall; writing 6.5 < 7.0 required');
    expect(lines[1]).toHaveTextContent('GRE General Test 320 ≥ 310 overall');
    expect(lines[3]).toHaveTextContent('Your CGPA 8.2/10 ≈ 3.28/4 by proportional scaling');
    expect(screen.getByTestId('requirements-source')).toHaveTextContent('https://example.edu/msc');
  });

  it('a visitor sees the requirements and a prompt to add scores, no verdicts', () => {
    const calls = mockApi({}).calls;
    renderPage(<EntryRequirements requirements={{ ...journeyCourse, source: { sample: true } }} />, {
      user: null,
    });
    expect(screen.getAllByTestId('requirement-line')[0]).toHaveTextContent(
      'English: IELTS 7.0 overall, writing 7.0',
    );
    expect(screen.queryByText('Not met')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('requirements-source')).toHaveTextContent('illustrative sample data');
    expect(calls).toHaveLength(0);
  });

  it('staff see no verdicts and ask for no facts', () => {
    const { calls } = mockApi({});
    renderPage(<EntryRequirements requirements={journeyCourse} />, { user: TEST_ADMIN });
    expect(screen.queryByTestId('eligibility-summary')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
