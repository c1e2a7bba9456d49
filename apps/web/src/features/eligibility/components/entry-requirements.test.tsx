import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/fixtures/console';
import { journeyFacts as facts, journeyCourse } from '../../../test/fixtures/eligibility';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { EntryRequirements } from './entry-requirements';

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
