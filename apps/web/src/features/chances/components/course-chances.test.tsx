import { CHANCES_MESSAGES as M } from '@edupath/contract/chances';
import type { CourseChances as Chances, MyOutcomes } from '@edupath/contract/chances-endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADVISOR } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CourseChances } from './course-chances';

const profile = {
  testBand: 'ielts:2',
  gradeBand: 'grade:3',
  degreeFamily: 'computing',
  summary: 'IELTS 7 to under 8, grade 80 % of the scale or more, engineering and computing',
};
const answer = (range: Chances['range']): Chances => ({
  courseId: 5,
  courseName: 'MSc Data Science',
  universityName: 'TU Munich',
  profile,
  range,
});
const draft: MyOutcomes['draft'] = {
  testType: 'ielts',
  testScore: 7.5,
  gradeScale: 'cgpa10',
  grade: 8.6,
  degreeFamily: 'computing',
  workMonths: 48,
  intake: null,
};

describe('Your chances on the course page (docs/fit-and-chances.md#where-it-shows)', () => {
  it('shows the range, the band and its meaning, never one number, and explains the method', async () => {
    mockApi({
      'GET courses/5/chances': () => ({
        body: {
          data: answer({
            n: 24,
            k: 5,
            low: 0.0924,
            high: 0.4048,
            band: 'Target',
            scope: 'university',
            scopeText: 'Postgraduate courses at TU Munich (too few for this course alone)',
            includesSample: true,
          }),
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<CourseChances courseId={5} />);
    const range = await screen.findByTestId('chance-range');
    expect(range).toHaveTextContent('24 similar profiles: 5 admitted (range 9–40 %) — Target');
    expect(range).toHaveTextContent(
      'Counted from Postgraduate courses at TU Munich (too few for this course alone).',
    );
    expect(screen.getByTestId('chance-sample')).toHaveTextContent('illustrative sample data');
    expect(screen.getByText(/IELTS 7 to under 8/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/guarantee/i);
    await user.click(screen.getByRole('button', { name: M.howLink }));
    expect(screen.getByTestId('how-worked-out')).toHaveTextContent('the whole range is below 40 %');
    expect(screen.getByTestId('how-worked-out')).toHaveTextContent('at or above 60 %');
  });

  it('says there are not enough outcomes, with no number, below the minimum', async () => {
    mockApi({ 'GET courses/5/chances': () => ({ body: { data: answer(null) } }) });
    renderPage(<CourseChances courseId={5} />);
    expect(await screen.findByTestId('chances-not-enough')).toHaveTextContent(M.notEnough);
    expect(screen.queryByTestId('chance-range')).not.toBeInTheDocument();
  });

  it('reports an outcome from the page, with the server’s field errors under the fields', async () => {
    let sent: unknown;
    const api = mockApi({
      'GET courses/5/chances': () => ({ body: { data: answer(null) } }),
      'GET outcomes': () => ({ body: { data: { items: [], draft } } }),
      'POST outcomes': ({ body }) => {
        sent = body;
        return {
          status: 400,
          body: {
            message: M.consentRequired,
            errors: {
              consent: M.consentRequired,
              'snapshot.testScore': 'The IELTS overall score runs from 0 to 9 in steps of 0.5',
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage(<CourseChances courseId={5} />);
    await user.click(await screen.findByRole('button', { name: /Share your outcome/ }));
    await user.selectOptions(await screen.findByLabelText('Decision'), 'waitlisted');
    await user.clear(screen.getByLabelText('Overall score'));
    await user.type(screen.getByLabelText('Overall score'), '9.5');
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(sent).toMatchObject({
      courseId: 5,
      result: 'waitlisted',
      consent: false,
      snapshot: { testType: 'ielts', testScore: 9.5 },
    });
    expect(
      await screen.findByText('The IELTS overall score runs from 0 to 9 in steps of 0.5'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in, and shows staff nothing (they have the console)', async () => {
    mockApi({});
    const { unmount } = renderPage(<CourseChances courseId={5} />, { user: null });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    unmount();
    renderPage(<CourseChances courseId={5} />, { user: TEST_ADVISOR });
    expect(screen.queryByTestId('course-chances')).not.toBeInTheDocument();
  });
});
