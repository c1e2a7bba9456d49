/**
 * Every query key of the notifications starts with this, so the list and the badge can be
 * refreshed at once; other features whose actions notify get it from the feature's index.
 */
export const notificationsRootKey = ['notifications'] as const;
