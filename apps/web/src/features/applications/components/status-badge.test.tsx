import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusColour } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['Accepted', 'green', 'bg-green-100'],
    ['Rejected', 'red', 'bg-red-100'],
    ['Pending', 'yellow', 'bg-yellow-100'],
    // Under Review is shown as itself, in the 'otherwise' colour (docs/applications-and-timeline.md).
    ['Under Review', 'yellow', 'bg-yellow-100'],
    ['Withdrawn', 'gray', 'bg-gray-100'],
  ])('shows %s in %s', (status, colour, className) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByTestId('status-badge');
    expect(badge).toHaveTextContent(status);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge).toHaveClass(className);
  });

  it.each([null, undefined, '', 'accepted', 'under review', 'withdrawn'])(
    'treats %j as Pending in yellow',
    (status) => {
      render(<StatusBadge status={status} />);
      expect(screen.getByTestId('status-badge')).toHaveTextContent('Pending');
      expect(statusColour(status)).toBe('yellow');
    },
  );
});
