import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../../../../test/fixtures/catalogue';
import { documentQueueItem, staffApplicationDetail, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { makeChecklist, uploadedSop } from '../../../../test/fixtures/documents';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import DocumentsRoute from './documents';

const fake = await vi.hoisted(async () => {
  const { fakeSocket } = await import('../../../../test/fake-socket');
  return { socket: fakeSocket() };
});
vi.mock('../../../../lib/realtime', () => ({ useRealtimeSocket: () => fake.socket }));

const routes = [
  { path: '/admin/documents', element: <DocumentsRoute /> },
  { path: '/admin/documents/:applicationId', element: <DocumentsRoute /> },
];

const kiran = { userId: 8, name: 'Kiran Shah', profileImage: null };

describe('/admin/documents: the review queue', () => {
  it('lists the documents waiting, oldest first, each opening its application', async () => {
    const api = mockApi({
      'GET staff/documents': () => ({
        body: {
          data: page(
            [
              documentQueueItem(),
              documentQueueItem({
                admissionApplicationId: 12,
                kind: 'cv',
                label: 'CV',
                student: kiran,
                uploadedAt: '2026-03-02T09:00:00.000Z',
              }),
            ],
            1,
            50,
            2,
          ),
        },
      }),
    });
    renderPage(<DocumentsRoute />, {
      route: '/admin/documents',
      path: '/admin/documents',
      user: TEST_ADVISOR,
      routes,
    });
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Statement of purpose'),
      expect.stringContaining('CV'),
    ]);
    expect(rows[0]).toHaveTextContent('Asha Rao');
    expect(rows[0]).toHaveAttribute('href', '/admin/documents/11');
    expect(rows[1]).toHaveAttribute('href', '/admin/documents/12');
    expect(screen.getByRole('heading', { name: 'Oldest first (2)' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'staff/documents')?.url.searchParams.get('pageSize')).toBe('50');
  });

  it('opens one: reviews it beside the queue, and Next goes on to the next application waiting', async () => {
    let queue = [
      documentQueueItem(),
      documentQueueItem({ admissionApplicationId: 12, kind: 'cv', label: 'CV', student: kiran }),
    ];
    mockApi({
      'GET staff/documents': () => ({ body: { data: page(queue, 1, 50, queue.length) } }),
      'GET staff/applications/11': () => ({
        body: { data: staffApplicationDetail({ admissionApplicationId: 11 }) },
      }),
      'GET staff/applications/11/documents': () => ({ body: { data: makeChecklist({ sop: uploadedSop }) } }),
      'PATCH staff/applications/11/documents/sop': () => {
        queue = queue.slice(1);
        return { body: { data: makeChecklist({ sop: { ...uploadedSop, status: 'accepted' } }) } };
      },
    });
    renderPage(<DocumentsRoute />, {
      route: '/admin/documents/:applicationId',
      path: '/admin/documents/11',
      user: TEST_ADVISOR,
      routes,
    });
    const sop = await screen.findByTestId('review-sop');
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/admin/students/7',
    );
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/admin/documents/12');

    await userEvent.click(within(sop).getByRole('button', { name: 'Accept' }));
    // The reviewed document leaves the queue at once.
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(1));
    expect(screen.getByTestId('queue-row')).toHaveTextContent('Kiran Shah');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/documents/12');
  });

  it('says when nothing is waiting', async () => {
    mockApi({ 'GET staff/documents': () => ({ body: { data: page([], 1, 50, 0) } }) });
    renderPage(<DocumentsRoute />, {
      route: '/admin/documents',
      path: '/admin/documents',
      user: TEST_ADVISOR,
      routes,
    });
    expect(await screen.findByText('No documents are waiting for review.')).toBeInTheDocument();
  });
});
