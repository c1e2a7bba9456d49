import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createWorkGate } from './work-gate';

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, work: () => done.then(() => 'done') };
}

describe('work gate', () => {
  it('runs `concurrency` at once, queues `queueLength` more and refuses the next with 503 + Retry-After', async () => {
    const gate = createWorkGate({
      concurrency: 1,
      queueLength: 1,
      busyMessage: 'Busy',
      retryAfterSeconds: 2,
    });
    const first = held();
    const second = held();
    const running = gate.run(first.work);
    const waiting = gate.run(second.work);

    const refused = await gate.run(async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Busy', headers: { 'retry-after': '2' } });

    first.release();
    second.release();
    expect(await Promise.all([running, waiting])).toEqual(['done', 'done']);
    // With the turns free again, work is taken again.
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees a turn when the work fails', async () => {
    const gate = createWorkGate({
      concurrency: 1,
      queueLength: 0,
      busyMessage: 'Busy',
      retryAfterSeconds: 1,
    });
    await expect(gate.run(() => Promise.reject(new Error('query failed')))).rejects.toThrow('query failed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('refuses at once while the process says it is overloaded, however empty the gate', async () => {
    let overloaded = true;
    const gate = createWorkGate({
      concurrency: 4,
      queueLength: 4,
      busyMessage: 'Busy',
      retryAfterSeconds: 1,
      isOverloaded: () => overloaded,
    });
    let ran = false;
    const refused = await gate
      .run(async () => {
        ran = true;
      })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Busy' });
    expect(ran).toBe(false);
    overloaded = false;
    expect(await gate.run(async () => 'taken')).toBe('taken');
  });
});
