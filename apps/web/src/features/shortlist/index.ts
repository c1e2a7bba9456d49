/** What other features may use of this one (ADR 005). */
export { useDeadlines } from './api/get-deadlines';
export { useShortlistCount } from './api/get-shortlist';
export { deadlinesQueryKey, shortlistQueryKey } from './api/keys';
export { useShortlistSync } from './api/merge-shortlist';
export { AddToCalendarLink } from './components/add-to-calendar-link';
export { CalendarSubscription } from './components/calendar-subscription';
export { DeadlineText } from './components/deadline-text';
export { ShortlistHeart } from './components/shortlist-heart';
export { UpcomingDeadlines } from './components/upcoming-deadlines';
