import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE, rowsAfter } from './catch-up';

/** A table whose rows become visible when the test commits them, in any order. */
function table(existing: number[]) {
  const visible = new Set(existing);
  return {
    commit: (...ids: number[]) => {
      for (const id of ids) visible.add(id);
    },
    top: async () => Math.max(0, ...visible),
    read: async (afterId: number) =>
      [...visible]
        .filter((id) => id > afterId)
        .sort((x, y) => x - y)
        .slice(0, PAGE)
        .map((id) => ({ id })),
  };
}

describe('the catch-up read of stored rows (realtime/catch-up.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers each row stored after the start once, a late commit of a lower id too, and none emitted here', async () => {
    vi.useFakeTimers({ now: 0 });
    const rows = table([1, 2, 10]);
    const delivered: number[] = [];
    const stream = rowsAfter(rows.top, rows.read, (row) => delivered.push(row.id));
    await stream.start();

    rows.commit(11, 13);
    await stream.deliver();
    expect(delivered).toEqual([11, 13]);

    // 12 was drawn before 13 but its transaction committed after: still delivered.
    vi.setSystemTime(2_000);
    rows.commit(12);
    // This instance emitted 14 itself: its own sockets have it.
    stream.emitted(14);
    rows.commit(14);
    await stream.deliver();
    expect(delivered).toEqual([11, 13, 12]);

    // Long after, the rows seen then are no longer read again, and nothing comes twice.
    for (const at of [12_000, 24_000]) {
      vi.setSystemTime(at);
      await stream.deliver();
    }
    rows.commit(15);
    await stream.deliver();
    expect(delivered).toEqual([11, 13, 12, 15]);
  });

  it('reads more than a page in one pass', async () => {
    const rows = table([]);
    const delivered: number[] = [];
    const stream = rowsAfter(rows.top, rows.read, (row) => delivered.push(row.id));
    await stream.start();
    const many = Array.from({ length: PAGE * 2 + 7 }, (_, i) => i + 1);
    rows.commit(...many);
    await stream.deliver();
    expect(delivered).toEqual(many);
  });
});
