import type { ShortlistItem } from '@edupath/contract';
import { SHORTLIST_STORAGE_KEY } from '@edupath/contract/shortlist-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../lib/format';
import { daysFromToday } from '../../test/fixtures/catalogue';
import { journeyFacts, verdictCases } from '../../test/fixtures/eligibility';
import { shortlistItem } from '../../test/fixtures/shortlist';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { localShortlist } from './api/local-shortlist';
import { useShortlistSync } from './api/merge-shortlist';
import { ShortlistHeart } from './components/shortlist-heart';
import ShortlistRoute from './routes/shortlist';

const item = (courseId: number, daysLeft = 40): ShortlistItem => ({
  ...shortlistItem(courseId, {}, daysLeft),
  addedAt: null,
});

/** What the main layout does: merge the browser's list once a student is signed in. */
function Sync() {
  useShortlistSync();
  return null;
}

afterEach(() => localShortlist.forget(localShortlist.get().map((e) => e.courseId)));

const storedIds = () =>
  (JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as Array<{ courseId: number }>).map(
    (e) => e.courseId,
  );

describe('shortlist', () => {
  it("keeps a visitor's hearts in the browser, with no request", async () => {
    mockApi({});
    renderPage(<ShortlistHeart courseId={12} courseName="MSc Robotics" />, { user: null });
    const heart = screen.getByRole('button', { name: 'Add to shortlist: MSc Robotics' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Remove from shortlist: MSc Robotics' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(storedIds()).toEqual([12]);
    await userEvent.click(screen.getByRole('button', { name: /Remove from shortlist/ }));
    expect(storedIds()).toEqual([]);
  });

  it("adds and removes a student's course on the account", async () => {
    let saved: ShortlistItem[] = [];
    const { calls } = mockApi({
      'GET shortlist': () => ({ body: { data: saved } }),
      'PUT shortlist/12': () => {
        saved = [item(12)];
        return { body: { data: saved } };
      },
      'DELETE shortlist/12': () => {
        saved = [];
        return { body: { data: { removed: true } } };
      },
      'GET deadlines': () => ({ body: { data: [] } }),
    });
    renderPage(<ShortlistHeart courseId={12} />);
    const heart = await screen.findByRole('button', { name: 'Add to shortlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from shortlist' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Remove from shortlist' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to shortlist' })).toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE shortlist/12');
    expect(storedIds()).toEqual([]);
  });

  it("merges the browser's list into the account once a student is signed in, then forgets it", async () => {
    localShortlist.add(5);
    localShortlist.add(6);
    const { calls } = mockApi({
      'POST shortlist/merge': () => ({ body: { data: { added: 2, items: [item(5), item(6)] } } }),
      'GET deadlines': () => ({ body: { data: [] } }),
    });
    renderPage(<Sync />);
    await waitFor(() => expect(storedIds()).toEqual([]));
    const merges = calls.filter((c) => c.path === 'shortlist/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({ courseIds: [5, 6] });
  });

  it("keeps the browser's list when the merge fails", async () => {
    localShortlist.add(7);
    mockApi({ 'POST shortlist/merge': () => ({ status: 500, body: {} }) });
    renderPage(<Sync />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storedIds()).toEqual([7]);
  });

  it('lists a visitor shortlist with deadlines, removes, and compares 2 to 4 chosen courses', async () => {
    for (const id of [1, 2, 3, 4, 5]) localShortlist.add(id);
    mockApi({
      'GET shortlist/courses': (request) => ({
        body: {
          data: (request.url.searchParams.get('courseIds') ?? '')
            .split(',')
            .map((id) => item(Number(id), Number(id) === 1 ? 1 : 40)),
        },
      }),
    });
    const { router } = renderPage(<ShortlistRoute />, {
      user: null,
      path: '/shortlist',
      route: '/shortlist',
    });
    const rows = await screen.findAllByTestId('shortlist-item');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByTestId('deadline')).toHaveTextContent(
      'Deadline Feb 10, 2027 (September 2027) · 1 day left',
    );
    expect(within(rows[1]!).getByTestId('deadline')).toHaveTextContent('40 days left');
    expect(screen.getByTestId('shortlist-visitor-note')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Course 5 from your shortlist' }));
    await waitFor(() => expect(screen.getAllByTestId('shortlist-item')).toHaveLength(4));
    expect(storedIds()).toEqual([1, 2, 3, 4]);

    const compare = screen.getByRole('button', { name: 'Compare selected' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Course 3' }));
    expect(compare).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Course 1' }));
    expect(compare).toBeEnabled();
    await userEvent.click(compare);
    expect(router.state.location.pathname).toBe('/compare');
    expect(router.state.location.search).toBe('?courses=3,1');
  });

  it('allows at most 4 courses to be chosen', async () => {
    for (const id of [1, 2, 3, 4, 5]) localShortlist.add(id);
    mockApi({
      'GET shortlist/courses': () => ({ body: { data: [1, 2, 3, 4, 5].map((id) => item(id)) } }),
    });
    renderPage(<ShortlistRoute />, { user: null, path: '/shortlist', route: '/shortlist' });
    await screen.findAllByTestId('shortlist-item');
    for (const id of [1, 2, 3, 4])
      await userEvent.click(screen.getByRole('checkbox', { name: `Compare Course ${id}` }));
    expect(screen.getByRole('checkbox', { name: 'Compare Course 5' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compare selected' })).toBeEnabled();
  });

  const shortlistAtRate = async (date: string) => {
    const euros = item(1);
    euros.course = {
      ...euros.course,
      feeInr: 1_950_000,
      inrRate: { inrPerUnit: 97.5, date, source: 'Reserve Bank of India' },
    };
    mockApi({
      'GET shortlist': () => ({ body: { data: [euros] } }),
      'GET deadlines': () => ({ body: { data: [] } }),
    });
    renderPage(<ShortlistRoute />, { path: '/shortlist', route: '/shortlist' });
    return screen.findByTestId('shortlist-fee-inr');
  };

  it("shows a fee in another currency with about how much it is in rupees and the rate's date", async () => {
    const rupees = await shortlistAtRate('2025-06-30');
    expect(rupees).toHaveTextContent('≈ ₹19,50,000 · rate from 30 Jun 2025 may be out of date');
    expect(rupees).toHaveAttribute('title', 'Reference rate of Jun 30, 2025 (Reserve Bank of India)');
    expect(screen.getByTestId('shortlist-item')).toHaveTextContent('€20,000');
  });

  it('says "rate of" a rate at most three months old, with no badge', async () => {
    const date = daysFromToday(-10);
    const rupees = await shortlistAtRate(date);
    expect(rupees).toHaveTextContent(`≈ ₹19,50,000 · rate of ${formatDay(date)}`);
    expect(within(rupees).queryByTestId('rate-out-of-date')).toBeNull();
  });

  it('shows the empty shortlist', async () => {
    mockApi({
      'GET shortlist': () => ({ body: { data: [] } }),
      'GET deadlines': () => ({ body: { data: [] } }),
    });
    renderPage(<ShortlistRoute />, { path: '/shortlist', route: '/shortlist' });
    expect(await screen.findByText('Your shortlist is empty')).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on any course to keep it here.')).toBeInTheDocument();
  });
});

describe('the eligibility badge on her shortlist (docs/fit-and-chances.md)', () => {
  it("shows each course's verdict, as on its card; none for a course without requirements", async () => {
    mockApi({
      'GET shortlist': () => ({
        body: {
          data: [
            shortlistItem(1, { entryRequirements: verdictCases.notMet }),
            shortlistItem(2, { entryRequirements: verdictCases.eligible }),
            shortlistItem(3, { entryRequirements: verdictCases.unknown }),
            shortlistItem(4),
          ],
        },
      }),
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET eligibility/facts': () => ({ body: { data: journeyFacts } }),
    });
    renderPage(<ShortlistRoute />, { path: '/shortlist', route: '/shortlist' });
    const rows = await screen.findAllByTestId('shortlist-item');
    await waitFor(() => expect(within(rows[0]!).getByTestId('eligibility-badge')).toBeInTheDocument());
    expect(rows.map((row) => within(row).queryByTestId('eligibility-badge')?.textContent ?? null)).toEqual([
      '1 requirement not met',
      'Eligible',
      'Check your profile',
      null,
    ]);
  });

  it('shows none to a visitor, and asks for no facts', async () => {
    localShortlist.add(1);
    const { calls } = mockApi({
      'GET shortlist/courses': () => ({
        body: { data: [shortlistItem(1, { entryRequirements: verdictCases.notMet })] },
      }),
    });
    renderPage(<ShortlistRoute />, { user: null, path: '/shortlist', route: '/shortlist' });
    const row = await screen.findByTestId('shortlist-item');
    expect(within(row).queryByTestId('eligibility-badge')).toBeNull();
    expect(calls.some((c) => c.path === 'eligibility/facts')).toBe(false);
  });
});
