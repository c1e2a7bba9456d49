import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { course } from '../../../test/fixtures/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import IntroRoute from './intro';

const FEATURED = [
  course(101, { courseName: 'MEng Civil Engineering' }),
  course(202, { courseName: 'MSc Data Science', courseType: 'Postgraduate' }),
  course(303, { courseName: 'BSc Computer Science', courseType: 'Undergraduate' }),
  course(404, { courseName: 'MBA', intake: 'February' }),
];

const renderIntro = () => {
  mockApi({ 'GET course/featured-programmes': () => ({ body: { data: FEATURED } }) });
  return renderPage(<IntroRoute />, { path: '/intro', route: '/intro', user: null });
};

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** Inactive slides are aria-hidden, so exactly one slide is visible to assistive technology. */
const activeSlide = () => screen.getByRole('group', { name: /of 4$/ });
const dot = (n: number) => screen.getByRole('button', { name: `Show testimonial ${n}` });

describe('Intro page', () => {
  it('shows the four static figures with their labels', () => {
    renderIntro();
    const numbers = screen.getByRole('region', { name: 'EduPath in numbers' });

    expect(
      within(numbers)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Universities', 'Countries', 'Courses', 'Students Helped']);
    expect(
      within(numbers)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,200+', '85+', '25,000+', '500,000+']);
  });

  it('has Login and Sign Up in its own navigation', () => {
    renderIntro();
    const account = screen.getByRole('navigation', { name: 'Account' });

    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('links the hero to /explore and /courses', () => {
    renderIntro();
    const hero = screen.getByRole('region', { name: /studying abroad starts here/i });

    expect(within(hero).getByRole('link', { name: 'Explore Countries' })).toHaveAttribute('href', '/explore');
    expect(within(hero).getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('has three feature cards that all lead to /login', () => {
    renderIntro();
    const features = screen.getByRole('region', { name: 'Everything You Need to Study Abroad' });

    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(hrefs(features)).toEqual(['/login', '/login', '/login']);
  });

  it('shows the four featured programmes the catalogue chose, each linking to its own course page', async () => {
    renderIntro();
    const programs = screen.getByRole('region', { name: 'Featured Programs' });
    expect(await within(programs).findByRole('heading', { name: 'MBA' })).toBeInTheDocument();
    const cards = within(programs)
      .getAllByRole('link')
      .filter((link) => /^\/courses\/\d+$/.test(link.getAttribute('href') ?? ''));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/courses/101',
      '/courses/202',
      '/courses/303',
      '/courses/404',
    ]);
    // The name on each card is the name of the course it opens.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      FEATURED.map((c) => c.courseName),
    );
    expect(within(cards[3]!).getByText('Intake: February')).toBeInTheDocument();
  });

  it('has a Why Choose EduPath section', () => {
    renderIntro();
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose EduPath' })).toBeInTheDocument();
  });

  it('ends with a call to action to /signup and the no-credit-card promise', () => {
    renderIntro();
    const cta = screen.getByRole('region', { name: 'Ready to Start Your Journey?' });

    expect(within(cta).getByText('No credit card required. Start exploring for free.')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: /create your free account/i })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('links the legal pages from its footer', () => {
    renderIntro();
    const legal = screen.getByRole('navigation', { name: 'Legal' });

    expect(hrefs(legal)).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-and-conditions', '/refund-policy']),
    );
  });
});

describe('Intro testimonial carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates every 5 seconds and not before, wrapping after the fourth', () => {
    vi.useFakeTimers();
    renderIntro();

    expect(within(activeSlide()).getByText('Priya Sharma')).toBeInTheDocument();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    act(() => vi.advanceTimersByTime(4999));
    expect(within(activeSlide()).getByText('Priya Sharma')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(within(activeSlide()).getByText('Arjun Mehta')).toBeInTheDocument();
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');

    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(within(activeSlide()).getByText('Rahul Verma')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5000));
    expect(within(activeSlide()).getByText('Priya Sharma')).toBeInTheDocument();
  });

  it('shows the testimonial whose dot is clicked and gives it a full interval', () => {
    vi.useFakeTimers();
    renderIntro();

    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(dot(3));

    expect(within(activeSlide()).getByText('Sneha Reddy')).toBeInTheDocument();
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    for (const other of [1, 2, 4]) expect(dot(other)).not.toHaveAttribute('aria-current');

    act(() => vi.advanceTimersByTime(4999));
    expect(within(activeSlide()).getByText('Sneha Reddy')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(within(activeSlide()).getByText('Rahul Verma')).toBeInTheDocument();
  });

  it('stops rotating while paused and resumes on play', () => {
    vi.useFakeTimers();
    renderIntro();

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(within(activeSlide()).getByText('Priya Sharma')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(within(activeSlide()).getByText('Arjun Mehta')).toBeInTheDocument();
  });
});
