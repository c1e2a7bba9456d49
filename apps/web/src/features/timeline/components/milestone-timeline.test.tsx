import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../utils/progress';
import { MilestoneTimeline } from './milestone-timeline';

const entry = (order: number, state: TimelineEntry['state']): TimelineEntry => ({
  milestoneId: order,
  order,
  title: `Step ${order}`,
  remark: `About step ${order}`,
  state,
  note: state === 'Active' ? 'Your advisor is on it' : null,
  updatedAt: state === 'Upcoming' ? null : '2026-03-01T10:00:00.000Z',
});

describe('MilestoneTimeline', () => {
  it('colours the line up to the last reached milestone and alternates sides', () => {
    render(
      <MilestoneTimeline
        entries={[entry(1, 'Complete'), entry(2, 'Active'), entry(3, 'Upcoming'), entry(4, 'Upcoming')]}
      />,
    );
    const fill = screen.getByTestId('progress-fill');
    expect(fill).toHaveAttribute('data-progress', '0.5');
    expect(fill.style.height).toBe('50%');
    const items = screen.getAllByTestId('milestone');
    expect(items.map((li) => li.dataset.side)).toEqual(['left', 'right', 'left', 'right']);
    expect(items.map((li) => li.dataset.state)).toEqual(['Complete', 'Active', 'Upcoming', 'Upcoming']);
    expect(screen.getByText('Your advisor is on it')).toBeInTheDocument();
  });

  it('is all grey with nothing reached and full with the last one reached', () => {
    const { rerender } = render(<MilestoneTimeline entries={[entry(1, 'Upcoming'), entry(2, 'Upcoming')]} />);
    expect(screen.getByTestId('progress-fill').style.height).toBe('0%');
    rerender(<MilestoneTimeline entries={[entry(1, 'Upcoming'), entry(2, 'Complete')]} />);
    expect(screen.getByTestId('progress-fill').style.height).toBe('100%');
  });
});
