import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first batch at once and the rest a batch per step, until all are shown', async () => {
    const items = numbers(50);
    const { result } = renderHook(() => useProgressiveList(items, 20));
    expect(result.current).toEqual(numbers(20));
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toEqual(numbers(40));
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(items);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a short list whole, with nothing scheduled', () => {
    const items = numbers(5);
    const { result } = renderHook(() => useProgressiveList(items, 20));
    expect(result.current).toBe(items);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the count reached when the list changes, and goes on growing a longer one', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 10), {
      initialProps: { items: numbers(30) },
    });
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toHaveLength(20);
    rerender({ items: numbers(8) });
    expect(result.current).toHaveLength(8);
    rerender({ items: numbers(30) });
    expect(result.current).toHaveLength(20);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toHaveLength(30);
  });
});
