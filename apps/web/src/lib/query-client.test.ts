import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

/** A server whose answers the test releases one by one, each with the status it held when asked. */
function slowServer(initial: string) {
  let status = initial;
  const pending: Array<() => void> = [];
  return {
    change: (next: string) => {
      status = next;
    },
    ask: () =>
      new Promise<string>((resolve) => {
        const heldWhenAsked = status;
        pending.push(() => resolve(heldWhenAsked));
      }),
    answerAll: async () => {
      while (pending.length) pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('createQueryClient', () => {
  it('an invalidation during a query’s first load asks again: the answer from before the change does not stay', async () => {
    const client = createQueryClient();
    const server = slowServer('Accepted');
    const observer = new QueryObserver(client, { queryKey: ['applications', 7], queryFn: server.ask });
    const unsubscribe = observer.subscribe(() => {});

    // The page's first load is on its way when staff change the status and the notification comes.
    server.change('Under Review');
    const invalidated = client.invalidateQueries({ queryKey: ['applications'] });
    await server.answerAll();
    await server.answerAll();
    await invalidated;

    expect(client.getQueryData(['applications', 7])).toBe('Under Review');
    unsubscribe();
  });

  it('marks loaded queries stale at once, as TanStack Query does', () => {
    const client = createQueryClient();
    client.setQueryData(['applications'], ['one']);
    void client.invalidateQueries({ queryKey: ['applications'] });
    expect(client.getQueryState(['applications'])?.isInvalidated).toBe(true);
  });

  it('leaves first loads outside the invalidated keys alone', async () => {
    const client = createQueryClient();
    const server = slowServer('open');
    const observer = new QueryObserver(client, { queryKey: ['communities'], queryFn: server.ask });
    const unsubscribe = observer.subscribe(() => {});
    await client.invalidateQueries({ queryKey: ['applications'] });
    expect(client.getQueryState(['communities'])?.fetchStatus).toBe('fetching');
    await server.answerAll();
    expect(client.getQueryData(['communities'])).toBe('open');
    unsubscribe();
  });
});
