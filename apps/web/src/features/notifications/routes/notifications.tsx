import { BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { NotificationRow } from '../components/notification-row';

export default function NotificationsRoute() {
  const notifications = useNotifications();
  const { mutate: markAllRead } = useMarkAllRead();
  const clear = useClearNotifications();
  const confirm = useConfirm();
  const items = notifications.data?.pages.flat() ?? [];

  // Once per visit, after the fresh list (with each item's unread state) has arrived.
  const marked = useRef(false);
  const settled = notifications.isSuccess && !notifications.isFetching;
  useEffect(() => {
    if (!settled || marked.current) return;
    marked.current = true;
    markAllRead();
  }, [settled, markAllRead]);

  const clearAll = async () => {
    const sure = await confirm({
      title: 'Clear all notifications',
      message: 'Remove every notification? This cannot be undone.',
      confirmLabel: 'Clear All',
      danger: true,
    });
    if (!sure) return;
    clear.mutate(undefined, {
      onError: () => toast.error('Failed to clear notifications. Please try again.'),
    });
  };

  let body: React.ReactNode;
  if (notifications.isPending) body = <Spinner label="Loading notifications" />;
  else if (notifications.isError)
    body = <LoadError>Failed to load notifications. Please try again later.</LoadError>;
  else if (items.length === 0)
    body = <EmptyState icon={<BellOff className="h-10 w-10" />} title="No notifications yet" />;
  else
    body = (
      <>
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          {items.map((notification) => (
            <NotificationRow
              key={notification.notificationId}
              notification={notification}
              wasUnread={!notification.isRead}
            />
          ))}
        </ul>
        {notifications.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void notifications.fetchNextPage()}
              disabled={notifications.isFetchingNextPage}
            >
              {notifications.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-secondary">Notifications</h1>
        <Button variant="outline" onClick={clearAll} disabled={items.length === 0 || clear.isPending}>
          Clear All
        </Button>
      </div>
      {body}
    </section>
  );
}
