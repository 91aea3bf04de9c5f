import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime, onRealtime } from './realtime.ts';

const socketIo = vi.hoisted(() => {
  const anyListeners: ((event: string, payload: unknown) => void)[] = [];
  return {
    anyListeners,
    io: vi.fn((_options: Record<string, unknown>) => ({
      onAny: (listener: (event: string, payload: unknown) => void) => anyListeners.push(listener),
      disconnect: vi.fn(),
    })),
  };
});

vi.mock('socket.io-client', () => ({ io: socketIo.io }));
vi.mock('./auth.ts', () => ({ getUser: () => ({ access_token: 'jwt' }) }));

describe('connectRealtime', () => {
  it('should open a websocket-only socket with the token, the organisation and the spec reconnection', async () => {
    await connectRealtime('org-1');
    const options = socketIo.io.mock.calls[0]![0];
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      query: { organizationUUID: 'org-1' },
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
    const send = vi.fn();
    (options.auth as (callback: typeof send) => void)(send);
    expect(send).toHaveBeenCalledWith({ token: 'jwt' });
    disconnectRealtime();
  });

  it('should hand organisation events to their listeners', async () => {
    await connectRealtime('org-2');
    const blocked = vi.fn();
    const off = onRealtime('organization:blocked', blocked);
    for (const listener of socketIo.anyListeners)
      listener('organization:blocked', { organizationId: 'org-2' });
    expect(blocked).toHaveBeenCalledWith({ organizationId: 'org-2' });
    off();
    disconnectRealtime();
  });
});
