import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { country, page, university } from '../../../../test/fixtures/catalogue';
import { staffApplicationRow, TEST_ADMIN, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { type MockRequest, mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import ApplicationsRoute from './applications';

const route = '/admin/applications';

function mockList(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET staff/applications': ({ url }) => {
      const pageNumber = Number(url.searchParams.get('page') ?? 1);
      return { body: { data: page([staffApplicationRow()], pageNumber, 20, 45) } };
    },
    'GET country': () => ({ body: { data: page([country(4)], 1, 100, 1) } }),
    'GET university': () => ({ body: { data: page([university(3)], 1, 100, 1) } }),
    ...extra,
  });
}

const listRequests = (calls: MockRequest[]) =>
  calls
    .filter((c) => c.path === 'staff/applications')
    .map((c) => Object.fromEntries(c.url.searchParams.entries()));

describe('/admin/applications', () => {
  it('asks the server for exactly what the address says, and shows it in the filters', async () => {
    const api = mockList();
    renderPage(<ApplicationsRoute />, {
      route,
      path: `${route}?status=Under+Review&countryId=4&q=asha&from=2026-01-01&sort=student&page=2`,
      user: TEST_ADVISOR,
    });
    expect(await screen.findByRole('link', { name: 'MSc Data Science' })).toBeInTheDocument();
    expect(listRequests(api.calls)).toEqual([
      {
        status: 'Under Review',
        countryId: '4',
        q: 'asha',
        from: '2026-01-01',
        sort: 'student',
        order: 'asc',
        page: '2',
        pageSize: '20',
      },
    ]);
    expect(screen.getByLabelText('Status')).toHaveValue('Under Review');
    expect(screen.getByLabelText('Search')).toHaveValue('asha');
    expect(screen.getByLabelText('Submitted from')).toHaveValue('2026-01-01');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('4'));
    expect(screen.getByRole('columnheader', { name: /Student/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('21–40 of 45 applications')).toBeInTheDocument();
    // An advisor sees only their own students: there is no advisor filter (and no request for advisors).
    expect(screen.queryByLabelText('Advisor')).not.toBeInTheDocument();
  });

  it('drops from the request what the server would refuse in a hand-edited address', async () => {
    const api = mockList();
    renderPage(<ApplicationsRoute />, {
      route,
      path: `${route}?status=Lost&countryId=abc&from=yesterday&sort=price&order=up&page=-1`,
      user: TEST_ADVISOR,
    });
    await screen.findByRole('link', { name: 'MSc Data Science' });
    expect(listRequests(api.calls)).toEqual([
      { sort: 'submitted', order: 'desc', page: '1', pageSize: '20' },
    ]);
  });

  it('a filter goes into the address and the request, and starts again at page 1', async () => {
    const api = mockList();
    const { router } = renderPage(<ApplicationsRoute />, {
      route,
      path: `${route}?page=3`,
      user: TEST_ADVISOR,
    });
    await screen.findByRole('link', { name: 'MSc Data Science' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Pending'));
    await waitFor(() =>
      expect(listRequests(api.calls).at(-1)).toMatchObject({ status: 'Pending', page: '1' }),
    );

    await userEvent.type(screen.getByLabelText('Search'), 'data science');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Pending&q=data+science'));
    await waitFor(() => expect(listRequests(api.calls).at(-1)).toMatchObject({ q: 'data science' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a column header sorts by it, and a second click flips the order', async () => {
    const api = mockList();
    const { router } = renderPage(<ApplicationsRoute />, { route, user: TEST_ADVISOR, path: route });
    await screen.findByRole('link', { name: 'MSc Data Science' });
    expect(screen.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Last change' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=lastChange'));
    await userEvent.click(screen.getByRole('button', { name: 'Last change' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=lastChange&order=asc'));
    await waitFor(() =>
      expect(listRequests(api.calls).at(-1)).toMatchObject({ sort: 'lastChange', order: 'asc' }),
    );
  });

  it('pages forward, keeping the filters', async () => {
    const api = mockList();
    const { router } = renderPage(<ApplicationsRoute />, {
      route,
      path: `${route}?status=Pending`,
      user: TEST_ADVISOR,
    });
    await screen.findByText('1–20 of 45 applications');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Pending&page=2'));
    expect(await screen.findByText('21–40 of 45 applications')).toBeInTheDocument();
    expect(listRequests(api.calls).at(-1)).toMatchObject({ status: 'Pending', page: '2' });
  });

  it('gives an admin the advisor filter', async () => {
    const api = mockList({
      'GET staff/advisors': () => ({
        body: {
          data: [
            {
              userId: 50,
              name: 'Meera Iyer',
              profileImage: null,
              email: 'advisor@edupath.test',
              isActive: true,
              studentCount: 4,
              unreadChats: 1,
            },
          ],
        },
      }),
    });
    const { router } = renderPage(<ApplicationsRoute />, { route, path: route, user: TEST_ADMIN });
    await screen.findByRole('link', { name: 'MSc Data Science' });
    const advisor = screen.getByLabelText('Advisor');
    await waitFor(() =>
      expect(within(advisor).getByRole('option', { name: 'Meera Iyer' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(advisor, 'Meera Iyer');
    await waitFor(() => expect(router.state.location.search).toBe('?advisorId=50'));
    await waitFor(() => expect(listRequests(api.calls).at(-1)).toMatchObject({ advisorId: '50' }));
  });

  it('says so when nothing matches', async () => {
    mockList({ 'GET staff/applications': () => ({ body: { data: page([], 1, 20, 0) } }) });
    renderPage(<ApplicationsRoute />, { route, path: `${route}?q=zzz`, user: TEST_ADVISOR });
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
  });

  it('shows each application’s documents waiting and its next deadline (none once decided)', async () => {
    mockList({
      'GET staff/applications': () => ({
        body: {
          data: page(
            [
              staffApplicationRow({ documentsWaiting: 2, nextDeadline: '2099-12-06' }),
              staffApplicationRow({ admissionApplicationId: 42, status: 'Accepted' }),
            ],
            1,
            20,
            2,
          ),
        },
      }),
    });
    renderPage(<ApplicationsRoute />, { route, path: route, user: TEST_ADVISOR });
    const table = await screen.findByRole('table', { name: 'Applications' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Documents', 'Next deadline']));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByTestId('documents-waiting')).toHaveTextContent('2 waiting');
    expect(within(rows[0]!).getByTestId('next-deadline')).toHaveTextContent(
      /^Dec 6, 2099 \(\d+ days left\)$/,
    );
    expect(within(rows[1]!).getByTestId('documents-waiting')).toHaveTextContent('No documents waiting');
    expect(within(rows[1]!).getByTestId('next-deadline')).toHaveTextContent('No deadline ahead');
  });
});
