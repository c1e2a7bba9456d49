import { REALTIME_OPTIONS } from '@edupath/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The options the app hands to io(), caught by a stand-in client (nothing connects). */
const io = vi.hoisted(() => vi.fn(() => ({ on: vi.fn(), removeAllListeners: vi.fn(), disconnect: vi.fn() })));
vi.mock('socket.io-client', () => ({ io }));

const { connectRealtime, disconnectRealtime } = await import('./realtime');

describe('the app’s socket', () => {
  afterEach(() => {
    disconnectRealtime();
    io.mockClear();
  });

  it('tries WebSocket first and falls back to long-polling only when it fails, so no balancer needs sticky sessions', async () => {
    await connectRealtime();
    expect(io).toHaveBeenCalledTimes(1);
    const options = (io.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    // The same options the server's scale-out test connects with through a round-robin proxy.
    expect(options).toMatchObject(REALTIME_OPTIONS);
    expect(options.transports).toEqual(['websocket', 'polling']);
    expect(options.tryAllTransports).toBe(true);
    expect(options.path).toBe('/socket.io');
  });
});
