import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage';
import { course } from '../testing/fixtures';
import { mockApi, renderWithProviders } from '../testing/render';
import { CourseCard } from './course-card';

afterEach(() => {
  authStorage.clear();
  vi.unstubAllGlobals();
});

const signIn = () =>
  authStorage.setSession('token-1', {
    userId: 7,
    email: 's@example.test',
    name: 'S',
    role: 'student',
    profileImage: null,
  });

describe('CourseCard', () => {
  it.each([
    [30_000, 'Dollar', '$30,000'],
    [1_500, 'Euro', '€1,500'],
    [250_000, 'Rupee', '₹250,000'],
    [12_345, 'Pound', '£12,345'],
    [999.6, 'Pound', '£1,000'],
    [null, 'Dollar', 'Not specified'],
  ] as const)('shows the fee %s %s as %s', (fee, currency, shown) => {
    renderWithProviders(<CourseCard course={course(1, { fee, currency })} />);
    expect(screen.getByTestId('course-fee')).toHaveTextContent(shown);
  });

  it('shows category, type, name, duration, eligibility (or Not specified), date added and the Featured badge', () => {
    renderWithProviders(<CourseCard course={course(1, { isFeatured: true, eligibility: null })} />);
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
    renderWithProviders(<CourseCard course={course(1)} />);
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Details' })).toBeNull();
  });

  it('asks before applying, then posts the course id and shows the server message', async () => {
    signIn();
    const { fetchMock, calls } = mockApi((url) =>
      url.pathname === '/api/v1/admission' ? { body: { admissionApplicationId: 1 } } : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const user = userEvent.setup();
    renderWithProviders(<CourseCard course={course(42)} />);
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/courses/42');

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to apply for this course?');
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ courseId: 42 });
    expect(await screen.findByText('OK')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and shows the error message on failure', async () => {
    signIn();
    const { fetchMock, calls } = mockApi(() => ({
      status: 409,
      body: { success: false, message: 'You have already applied for this course', data: null },
    }));
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const user = userEvent.setup();
    renderWithProviders(<CourseCard course={course(5)} />);

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already applied for this course')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
