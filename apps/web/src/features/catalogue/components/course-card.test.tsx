import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { makeApplication } from '../../../test/fixtures/applications';
import { course, daysFromToday, searchItem } from '../../../test/fixtures/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CourseCard } from './course-card';

/** A visitor sees the card; a signed-in student can also apply from it. */
const renderCard = (element: Parameters<typeof renderPage>[0], { signedIn = false } = {}) =>
  renderPage(element, signedIn ? {} : { user: null });

describe('CourseCard', () => {
  it.each([
    [30_000, 'USD', 'US$30,000'],
    [45_000, 'CAD', 'CA$45,000'],
    [38_000, 'AUD', 'A$38,000'],
    [1_500, 'EUR', '€1,500'],
    [250_000, 'INR', '₹250,000'],
    [12_345, 'GBP', '£12,345'],
    [535_800, 'JPY', '¥535,800'],
    [999.6, 'GBP', '£1,000'],
    [null, 'USD', 'Not specified'],
  ] as const)(
    'shows the fee %s %s as %s, with a symbol that names one currency',
    (fee, currencyCode, shown) => {
      renderCard(<CourseCard course={course(1, { fee, currencyCode })} />);
      expect(screen.getByTestId('course-fee')).toHaveTextContent(shown);
    },
  );

  it("adds about how much the fee is in rupees with the rate's date in the text, and the rate as a tooltip", () => {
    renderCard(<CourseCard course={course(1)} />);
    const estimate = screen.getByTestId('course-fee-inr');
    expect(estimate).toHaveTextContent('≈ ₹25,71,000');
    // The fixture's rate is over a year old: "rate from", and the freshness badge.
    expect(within(estimate).getByTestId('rate-date')).toHaveTextContent('rate from 30 Jun 2025');
    expect(within(estimate).getByTestId('rate-out-of-date')).toHaveTextContent('may be out of date');
    expect(estimate).toHaveAttribute('title', '1 USD = ₹85.70, reference rate of 30 Jun 2025');
  });

  it('shows no rupee estimate for a fee already in rupees', () => {
    renderCard(<CourseCard course={course(1, { fee: 250_000, currencyCode: 'INR', feeInr: 250_000 })} />);
    expect(screen.queryByTestId('course-fee-inr')).toBeNull();
  });

  it('shows category, type, name, duration, eligibility (or Not specified), date added and the Featured badge', () => {
    renderCard(<CourseCard course={course(1, { isFeatured: true, eligibility: null })} />);
    const card = screen.getByTestId('course-card');
    expect(within(card).getByText('Computer Science & IT')).toBeInTheDocument();
    expect(within(card).getByText('Postgraduate')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Course 1' })).toBeInTheDocument();
    expect(within(card).getByText('2 years')).toBeInTheDocument();
    expect(within(card).getByText('Not specified')).toBeInTheDocument();
    expect(within(card).getByText('Added Mar 1, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
  });

  it('has no Featured badge, Apply Now or View Details for a visitor', () => {
    renderCard(<CourseCard course={course(1)} />);
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Details' })).toBeNull();
  });

  it('asks before applying, then posts the course id, shows the server message and turns into Applied', async () => {
    let applied: unknown[] = [];
    const { calls } = mockApi({
      'GET shortlist': () => ({ body: { data: [] } }),
      'GET admission/applied': () => ({ body: { data: applied } }),
      'POST admission': () => {
        applied = [{ courseId: 42, admissionApplicationId: 77 }];
        return {
          body: {
            message: 'Application submitted successfully',
            data: makeApplication({
              admissionApplicationId: 77,
              CourseModel: { ...makeApplication().CourseModel, courseId: 42 },
            }),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderCard(<CourseCard course={course(42)} />, { signedIn: true });
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/courses/42');

    // Until the applied courses are known, the button cannot be used.
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to apply for this course?');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    // The intake the question named goes along (docs/applications-and-timeline.md#applying).
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      courseId: 42,
      intakeStart: course(42).intakeStart,
    });
    expect(await screen.findByRole('link', { name: 'Applied' })).toHaveAttribute('href', '/applications/77');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it("shows 'Applied', linking to the application, for a course the student applied to", async () => {
    mockApi({
      'GET shortlist': () => ({ body: { data: [] } }),
      'GET admission/applied': () => ({ body: { data: [{ courseId: 42, admissionApplicationId: 9 }] } }),
    });
    renderCard(<CourseCard course={course(42)} />, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Applied' })).toHaveAttribute('href', '/applications/9');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled; a 409 shows its message and learns the application', async () => {
    let applied: unknown[] = [];
    const { calls } = mockApi({
      'GET shortlist': () => ({ body: { data: [] } }),
      'GET admission/applied': () => ({ body: { data: applied } }),
      'POST admission': () => {
        // Another tab applied first.
        applied = [{ courseId: 5, admissionApplicationId: 12 }];
        return {
          status: 409,
          body: { success: false, message: 'You have already applied to this course', data: null },
        };
      },
    });
    const user = userEvent.setup();
    renderCard(<CourseCard course={course(5)} />, { signedIn: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already applied to this course')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Applied' })).toHaveAttribute('href', '/applications/12');
  });

  it("shows 'Failed to apply. Please try again.' when the server fails without a message", async () => {
    mockApi({
      'GET shortlist': () => ({ body: { data: [] } }),
      'GET admission/applied': () => ({ body: { data: [] } }),
      'POST admission': () => ({ status: 500, body: { success: false } }),
    });
    const user = userEvent.setup();
    renderCard(<CourseCard course={course(5)} />, { signedIn: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply. Please try again.')).toBeInTheDocument();
  });

  describe('in search results', () => {
    const facts = () => screen.getByTestId('course-search-facts');

    it('shows the first-year total in rupees, the next deadline as the site writes dates, and the QS rank', () => {
      const deadline = daysFromToday(30);
      renderCard(
        <CourseCard
          course={searchItem({
            ...course(1, { UniversityModel: { ...course(1).UniversityModel, qsRank: 45 } }),
            firstYearTotalInr: 3_920_000,
            nextDeadline: deadline,
          })}
        />,
      );
      expect(within(facts()).getByText('First year').nextSibling).toHaveTextContent('₹39,20,000');
      expect(within(facts()).queryByText('tuition only')).toBeNull();
      expect(within(facts()).getByText('Next deadline').nextSibling).toHaveTextContent(formatDate(deadline));
      expect(within(facts()).getByText('QS rank').nextSibling).toHaveTextContent('#45');
    });

    it("says 'tuition only' where the country has no living costs, and when applications are closed or the university unranked", () => {
      renderCard(
        <CourseCard
          course={searchItem({
            ...course(1),
            firstYearTotalInr: 2_571_000,
            firstYearTuitionOnly: true,
            nextDeadline: null,
            qsRank: null,
          })}
        />,
      );
      expect(within(facts()).getByText('First year').nextSibling).toHaveTextContent('₹25,71,000tuition only');
      expect(within(facts()).getByText('Next deadline').nextSibling).toHaveTextContent('Applications closed');
      expect(within(facts()).getByText('QS rank').nextSibling).toHaveTextContent('Unranked');
    });

    it('a course without a fee has no first-year total', () => {
      renderCard(
        <CourseCard
          course={searchItem({ ...course(1, { fee: null, feeInr: null }), firstYearTotalInr: null })}
        />,
      );
      expect(within(facts()).getByText('First year').nextSibling).toHaveTextContent('Not specified');
    });

    it('cards outside search results keep their own fields', () => {
      renderCard(<CourseCard course={course(1)} />);
      expect(screen.queryByTestId('course-search-facts')).toBeNull();
    });
  });
});
