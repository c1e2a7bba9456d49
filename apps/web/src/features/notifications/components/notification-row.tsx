import type { NotificationItem } from '@edupath/contract';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { formatDateTime } from '../../../lib/format-time';

/** Notifications the system sends on its own have no sender; they come from EduPath. */
const SYSTEM_SENDER = 'EduPath';

/** `wasUnread` is the state when the page opened: the page marks everything read at once. */
export function NotificationRow({
  notification,
  wasUnread,
}: {
  notification: NotificationItem;
  wasUnread: boolean;
}) {
  const senderName = notification.Sender?.name ?? SYSTEM_SENDER;
  return (
    <li
      data-testid="notification"
      className={clsx('flex gap-4 px-4 py-4 sm:px-6', wasUnread && 'bg-primary-light/50')}
    >
      <Avatar
        name={senderName}
        image={notification.Sender?.profileImage}
        imageClassName="border border-line object-cover"
        letterClassName="bg-primary-dark text-sm font-semibold text-white"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-secondary">
            {senderName}
            {wasUnread && (
              <span className="rounded-full bg-primary-dark px-2 py-0.5 text-[10px] font-semibold uppercase text-white">
                New
              </span>
            )}
          </p>
          <time dateTime={notification.createdAt} className="text-xs text-gray-500">
            {formatDateTime(notification.createdAt)}
          </time>
        </div>
        <p className="mt-1 break-words text-sm text-ink">{notification.message}</p>
        {notification.link?.startsWith('/') && (
          <Link
            to={notification.link}
            className="mt-1 inline-flex min-h-6 min-w-6 items-center py-1 text-sm font-medium text-primary-dark hover:underline"
          >
            View <ChevronRight className="h-4 w-4" />
          </Link>
        )}
      </div>
    </li>
  );
}
