import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows the picture from the image base path, named as asked', () => {
    render(<Avatar name="Asha Rao" image="users/asha.png" alt="Asha Rao" />);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/users/asha.png');
    expect(screen.queryByTestId('avatar-letter')).not.toBeInTheDocument();
  });

  it('shows the first letter, hidden from assistive technology, when there is no picture', () => {
    render(<Avatar name="  asha rao" image={null} />);
    const letter = screen.getByTestId('avatar-letter');
    expect(letter).toHaveTextContent(/^A$/);
    expect(letter).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes one letter from each of the first words asked for, and "?" for a blank name', () => {
    expect(initialsOf('asha maria rao', 2)).toBe('AM');
    expect(initialsOf('Asha', 2)).toBe('A');
    expect(initialsOf('   ')).toBe('?');
  });
});
