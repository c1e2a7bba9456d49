import { format, formatDistanceToNow } from 'date-fns';

/** 'MMM d, yyyy at h:mm a' (notifications). */
export const formatDateTime = (value: string | Date) => format(new Date(value), "MMM d, yyyy 'at' h:mm a");
/** 24-hour HH:MM (chat). */
export const formatClock = (value: string | Date) => format(new Date(value), 'HH:mm');
/** 'x ago' (posts and comments). */
export const formatRelative = (value: string | Date) =>
  formatDistanceToNow(new Date(value), { addSuffix: true });
