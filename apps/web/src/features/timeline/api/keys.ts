/**
 * Every query key of the timeline starts with this, so the whole timeline can be refreshed at
 * once; other features whose actions move the timeline get it from the feature's index.
 */
export const timelineRootKey = ['timeline'] as const;
