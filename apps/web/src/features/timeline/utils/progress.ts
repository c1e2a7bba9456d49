import type { Milestone, MilestoneStatusItem } from '@edupath/contract';

export type MilestoneState = 'Complete' | 'Active' | 'Upcoming';

export interface TimelineEntry extends Milestone {
  state: MilestoneState;
  /** The advisor's note on this student's status. */
  note: string | null;
  updatedAt: string | null;
}

/**
 * Milestones in order with the student's state on each; no status means Upcoming
 * (docs/applications-and-timeline.md, "A student's state on each milestone").
 */
export function buildTimeline(milestones: Milestone[], statuses: MilestoneStatusItem[]): TimelineEntry[] {
  const byMilestone = new Map(statuses.map((s) => [s.milestoneId, s]));
  return [...milestones]
    .sort((a, b) => a.order - b.order || a.milestoneId - b.milestoneId)
    .map((milestone) => {
      const status = byMilestone.get(milestone.milestoneId);
      const state: MilestoneState =
        status?.status === 'Complete' || status?.status === 'Active' ? status.status : 'Upcoming';
      return { ...milestone, state, note: status?.remark ?? null, updatedAt: status?.updatedAt ?? null };
    });
}

export const isReached = (state: MilestoneState) => state !== 'Upcoming';

/**
 * How much of the progress line is coloured, from 0 to 1: up to and including the last
 * reached milestone, so none reached is all grey and the last one reached is all colour.
 */
export function progressFraction(entries: ReadonlyArray<{ state: MilestoneState }>): number {
  let lastReached = -1;
  entries.forEach((entry, index) => {
    if (isReached(entry.state)) lastReached = index;
  });
  return entries.length === 0 ? 0 : (lastReached + 1) / entries.length;
}

/** Odd orders sit on the left, even orders on the right (on wide screens). */
export const sideOf = (order: number): 'left' | 'right' => (Math.abs(order) % 2 === 1 ? 'left' : 'right');
