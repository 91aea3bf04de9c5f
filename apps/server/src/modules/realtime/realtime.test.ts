import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../config/env.ts';
import { organizationMembers, organizations, users } from '../../db/schema/index.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { testApp } from '../../testing/test-app.ts';

const { app } = await testApp();

async function userIn(email: string, organizationName: string) {
  const [user] = await app.db
    .insert(users)
    .values({ email, passwordHash: 'unused', name: 'Test User', legalAcceptedAt: new Date() })
    .returning();
  const [organization] = await app.db.insert(organizations).values({ name: organizationName }).returning();
  await app.db.insert(organizationMembers).values({ organizationId: organization!.id, userId: user!.id });
  return { userId: user!.id, organizationId: organization!.id };
}

describe('realtime', () => {
  let base: string;
  const sockets: Socket[] = [];
  let ada: { userId: string; organizationId: string };
  let grace: { userId: string; organizationId: string };

  function open(token: string, organizationUUID: string): Socket {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      query: { organizationUUID },
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }

  function outcome(socket: Socket): Promise<{ connected: true } | { connected: false; code?: string }> {
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ connected: true }));
      socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
        resolve({ connected: false, code: error.data?.code }),
      );
    });
  }

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
    ada = await userIn('ada@realtime.test', 'ada.test');
    grace = await userIn('grace@realtime.test', 'grace.test');
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('should connect a member with a valid token and deliver organization:blocked sent to its room', async () => {
    const socket = open(await accessTokenFor(app, ada.userId), ada.organizationId);
    expect(await outcome(socket)).toEqual({ connected: true });
    const received = new Promise((resolve) => socket.once('organization:blocked', resolve));
    app.realtime.toOrganization(ada.organizationId, 'organization:blocked', { reason: 'TRIAL_ENDED' });
    expect(await received).toEqual({ reason: 'TRIAL_ENDED' });
  });

  it('should not deliver events of another organisation', async () => {
    const socket = open(await accessTokenFor(app, ada.userId), ada.organizationId);
    expect(await outcome(socket)).toEqual({ connected: true });
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    const own = new Promise((resolve) => socket.once('organization:unblocked', resolve));
    app.realtime.toOrganization(grace.organizationId, 'organization:blocked');
    app.realtime.toOrganization(ada.organizationId, 'organization:unblocked');
    await own;
    expect(events).toEqual(['organization:unblocked']);
  });

  it('should refuse a user who is not a member of the organisation', async () => {
    const socket = open(await accessTokenFor(app, ada.userId), grace.organizationId);
    expect(await outcome(socket)).toEqual({ connected: false, code: 'global-404' });
  });

  it('should refuse an invalid token', async () => {
    const socket = open('not-a-token', ada.organizationId);
    expect(await outcome(socket)).toEqual({ connected: false, code: 'global-401' });
  });

  it('should refuse a handshake without organizationUUID', async () => {
    const socket = open(await accessTokenFor(app, ada.userId), '');
    expect(await outcome(socket)).toEqual({ connected: false, code: 'global-400' });
  });
});

describe('realtime without the module mounted', async () => {
  const { app: apiOnly } = await testApp({ MODULES: 'account' });

  it('should still offer toOrganization and serve no socket endpoint', async () => {
    expect(() => apiOnly.realtime.toOrganization(crypto.randomUUID(), 'organization:blocked')).not.toThrow();
    const response = await apiOnly.inject({ url: '/socket.io/?EIO=4&transport=websocket' });
    expect(response.statusCode).toBe(404);
  });
});

describe('REDIS_URL', () => {
  it('should be refused at start-up with a clear message while realtime runs in one process', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://localhost:6379' })).toThrow(ConfigError);
    expect(() => parseEnv({ REDIS_URL: 'redis://localhost:6379' })).toThrow(/REDIS_URL is not supported yet/);
  });
});
