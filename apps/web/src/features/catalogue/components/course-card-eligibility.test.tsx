import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course } from '../../../test/fixtures/catalogue';
import { journeyFacts as facts, journeyCourse, requirements } from '../../../test/fixtures/eligibility';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CourseCard } from './course-card';

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
