import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../../test/fixtures/applications';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { notificationsRootKey } from '../../notifications/index';
import { timelineRootKey } from '../../timeline/index';
import { APPLY_CONFIRMATION, useApplyToCourse } from './apply-to-course';
import { applicationsQueryKey } from './get-applications';

function ApplyButton({ courseId }: { courseId: number }) {
  const { apply, pendingCourseId } = useApplyToCourse();
  return (
    <button
      type="button"
      onClick={() => void apply({ courseId, intake: null, intakeStart: null, applicationDeadline: null })}
    >
      {pendingCourseId === courseId ? 'Applying...' : 'Apply Now'}
    </button>
  );
}

describe('useApplyToCourse', () => {
  it('asks first, sends the course, toasts the server message and refreshes the applications, timeline and notifications', async () => {
    const api = mockApi({
      'POST admission': () => ({
        body: { message: 'Application submitted successfully', data: makeApplication() },
      }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderPage(<ApplyButton courseId={5} />);
    queryClient.setQueryData(applicationsQueryKey, []);
    // Applying moves the timeline and notifies: their features' caches go stale too.
    const timelineKey = [...timelineRootKey, 'milestones'];
    const notificationsKey = [...notificationsRootKey, 'unread-count'];
    queryClient.setQueryData(timelineKey, []);
    queryClient.setQueryData(notificationsKey, 0);

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText(APPLY_CONFIRMATION)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'admission', body: { courseId: 5 } }),
    ]);
    await waitFor(() => expect(queryClient.getQueryState(applicationsQueryKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(timelineKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationsKey)?.isInvalidated).toBe(true);
  });

  it('sends nothing when the student cancels', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPage(<ApplyButton courseId={5} />);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(APPLY_CONFIRMATION)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("toasts the server's refusal", async () => {
    mockApi({
      'POST admission': () => ({ status: 409, body: { message: 'You have already applied to this course' } }),
    });
    const user = userEvent.setup();
    renderPage(<ApplyButton courseId={5} />);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already applied to this course')).toBeInTheDocument();
  });
});
