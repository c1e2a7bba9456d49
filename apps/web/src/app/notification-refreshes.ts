import type { NotificationItem, NotificationType } from '@edupath/contract';
import { NOTIFICATION_TYPES } from '@edupath/contract/notification-types';
import type { QueryKey } from '@tanstack/react-query';
import { dataExportQueryKey, parentalConsentQueryKey } from '../features/account/index';
import { applicationsQueryKey, appliedCoursesQueryKey } from '../features/applications/index';
import { communityKeys } from '../features/communities/index';
import { myPackageApplicationsQueryKey } from '../features/packages/index';
import { deadlinesQueryKey, shortlistQueryKey } from '../features/shortlist/index';
import { timelineRootKey } from '../features/timeline/index';

interface Refresh {
  /** The queries whose data the notification says has changed (each key also covers the keys under it). */
  keys: (notification: NotificationItem) => QueryKey[];
  /** Also shown as a toast, wherever the user is. */
  announce: boolean;
}

const nothing = () => [];

/** `/communities?community=12` -> 12: which community's posts count the new reply. */
function communityOf(link: string | null): number | null {
  const id = Number(new URLSearchParams(link?.split('?')[1] ?? '').get('community'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What each notification type is about, as the queries of the pages that show it
 * (docs/notifications.md, "Live pages"). A page open on one of them updates in place.
 */
export const NOTIFICATION_REFRESHES: Record<NotificationType, Refresh> = {
  [NOTIFICATION_TYPES.applicationSubmitted]: {
    // An application's course joins the upcoming deadlines.
    keys: () => [applicationsQueryKey, appliedCoursesQueryKey, deadlinesQueryKey],
    announce: false,
  },
  // The list and the application's page; an acceptance's milestone comes as its own notification.
  // A rejection also ends the course's deadlines (docs/planning.md#deadlines-and-reminders).
  [NOTIFICATION_TYPES.applicationStatus]: {
    keys: () => [applicationsQueryKey, deadlinesQueryKey],
    announce: true,
  },
  // To the advisor: the console follows through its live counters; the toast says which student.
  [NOTIFICATION_TYPES.applicationWithdrawn]: { keys: nothing, announce: true },
  // A reviewed document: the application's checklist (under the applications' key) and its note.
  [NOTIFICATION_TYPES.applicationDocument]: { keys: () => [applicationsQueryKey], announce: true },
  [NOTIFICATION_TYPES.milestoneStatus]: { keys: () => [timelineRootKey], announce: false },
  [NOTIFICATION_TYPES.commentReply]: {
    keys: (n) => {
      const communityId = communityOf(n.link);
      return [communityKeys.allComments(), ...(communityId ? [communityKeys.posts(communityId)] : [])];
    },
    announce: false,
  },
  // Sent only to someone with no socket open, so it never arrives live: the chat has its own events.
  [NOTIFICATION_TYPES.chatMessage]: { keys: nothing, announce: false },
  // For the console, which follows its students through its live counters.
  [NOTIFICATION_TYPES.studentAssigned]: { keys: nothing, announce: false },
  [NOTIFICATION_TYPES.packageApplied]: { keys: () => [myPackageApplicationsQueryKey], announce: false },
  // Staff moved a package application, or its payment arrived: /packages and /packages/mine.
  [NOTIFICATION_TYPES.packageStatus]: { keys: () => [myPackageApplicationsQueryKey], announce: true },
  // A message and nothing else: only the bell and the notifications page change.
  [NOTIFICATION_TYPES.broadcast]: { keys: nothing, announce: false },
  // The author's own post or comment was hidden or removed: it leaves their page, and they are told why.
  [NOTIFICATION_TYPES.contentModerated]: {
    keys: (n) => {
      const communityId = communityOf(n.link);
      return [communityKeys.allComments(), ...(communityId ? [communityKeys.posts(communityId)] : [])];
    },
    announce: true,
  },
  // A deadline is near: the deadline lists (timeline, applications, shortlist) show the days left.
  [NOTIFICATION_TYPES.deadlineReminder]: {
    keys: () => [deadlinesQueryKey, shortlistQueryKey],
    announce: true,
  },
  // Her copy of her data is built: /account turns "Preparing your file…" into the download link.
  [NOTIFICATION_TYPES.dataExportReady]: { keys: () => [dataExportQueryKey], announce: true },
  // Her parent confirmed: the banner reads the state again and, seeing it, the session's user, so
  // applying, chat and the rest open on the page she has open (docs/accounts.md#under-18).
  [NOTIFICATION_TYPES.parentConfirmed]: { keys: () => [parentalConsentQueryKey], announce: true },
};

const isKnown = (type: string): type is NotificationType => Object.hasOwn(NOTIFICATION_REFRESHES, type);

export const refreshesFor = (notification: NotificationItem): Refresh | undefined =>
  isKnown(notification.type) ? NOTIFICATION_REFRESHES[notification.type] : undefined;

/**
 * Whenever the socket connects (the first time too), anything may have been missed: every query
 * some notification type concerns (the inactive ones are only marked stale and load when shown).
 */
export const keysMissedWhileOffline: QueryKey[] = [
  applicationsQueryKey,
  appliedCoursesQueryKey,
  timelineRootKey,
  communityKeys.all,
  myPackageApplicationsQueryKey,
  deadlinesQueryKey,
];
