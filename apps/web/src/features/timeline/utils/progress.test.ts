import type { MilestoneStatusItem } from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { milestone, milestoneStatus } from '../../../test/fixtures/timeline';
import { buildTimeline, progressFraction, sideOf } from './progress';

// Takes any text: the timeline must also cope with a status the contract does not know.
const status = (milestoneId: number, value: string, remark: string | null = null) =>
  ({ ...milestoneStatus(milestoneId, 'Active', remark), status: value }) as MilestoneStatusItem;

const four = [milestone(10, 1), milestone(11, 2), milestone(12, 3), milestone(13, 4)];

describe('buildTimeline', () => {
  it('orders by order and gives each milestone the student state, Upcoming by default', () => {
    const entries = buildTimeline(
      [four[2]!, four[0]!, four[3]!, four[1]!],
      [status(11, 'Active', 'Call booked'), status(13, 'Complete'), status(12, 'Something else')],
    );
    expect(entries.map((e) => [e.order, e.state, e.note])).toEqual([
      [1, 'Upcoming', null],
      [2, 'Active', 'Call booked'],
      [3, 'Upcoming', null],
      [4, 'Complete', null],
    ]);
  });
});

describe('progressFraction', () => {
  const fraction = (statuses: MilestoneStatusItem[]) => progressFraction(buildTimeline(four, statuses));

  it('is 0 when nothing is reached (all grey)', () => {
    expect(fraction([])).toBe(0);
  });

  it('fills up to and including the last reached milestone, gaps included', () => {
    expect(fraction([status(10, 'Complete')])).toBe(0.25);
    expect(fraction([status(10, 'Complete'), status(12, 'Active')])).toBe(0.75);
    expect(fraction([status(11, 'Active')])).toBe(0.5);
  });

  it('is 1 when the last milestone is reached, whatever came before', () => {
    expect(fraction([status(13, 'Active')])).toBe(1);
  });

  it('is 0 for an empty timeline', () => {
    expect(progressFraction([])).toBe(0);
  });
});

describe('sideOf', () => {
  it('alternates by order parity', () => {
    expect([1, 2, 3, 4, 0].map(sideOf)).toEqual(['left', 'right', 'left', 'right', 'right']);
  });
});
