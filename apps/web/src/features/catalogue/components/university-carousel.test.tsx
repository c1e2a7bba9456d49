import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { university } from '../../../test/fixtures/catalogue';
import { renderPage } from '../../../test/render-page';
import { UniversityCarousel } from './university-carousel';

const renderCarousel = (count: number) =>
  renderPage(
    <UniversityCarousel universities={Array.from({ length: count }, (_, i) => university(i + 1))} />,
    { user: null },
  );
const activeSlide = () => document.querySelector('[data-active="true"]')?.getAttribute('aria-label');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('UniversityCarousel', () => {
  it('shows 4 universities per slide and advances every 5000 ms, wrapping round', () => {
    renderCarousel(12);
    expect(activeSlide()).toBe('1 of 3');
    const first = screen.getAllByRole('group')[0]!;
    expect(first.querySelectorAll('[data-testid="university-card"]')).toHaveLength(4);
    wait(4999);
    expect(activeSlide()).toBe('1 of 3');
    wait(1);
    expect(activeSlide()).toBe('2 of 3');
    wait(5000);
    expect(activeSlide()).toBe('3 of 3');
    wait(5000);
    expect(activeSlide()).toBe('1 of 3');
  });

  it('advances with 5 universities (more than 4)', () => {
    renderCarousel(5);
    wait(5000);
    expect(activeSlide()).toBe('2 of 2');
  });

  it('never advances with 4 universities or fewer, and shows no controls', () => {
    renderCarousel(4);
    wait(20_000);
    expect(activeSlide()).toBe('1 of 1');
    expect(screen.queryByRole('button', { name: 'Next universities' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show slide/ })).toBeNull();
  });

  it('moves with previous, next and the dots, and restarts the 5 s after a move', () => {
    renderCarousel(12);
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next universities' }));
    expect(activeSlide()).toBe('2 of 3');
    wait(4999);
    expect(activeSlide()).toBe('2 of 3');
    wait(1);
    expect(activeSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous universities' }));
    expect(activeSlide()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(activeSlide()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous universities' }));
    expect(activeSlide()).toBe('3 of 3');
  });

  it('hides the other slides from assistive technology', () => {
    renderCarousel(8);
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    expect(first).toHaveAttribute('aria-hidden', 'false');
    expect(second).toHaveAttribute('aria-hidden', 'true');
  });
});
