import { FEATURE_FLAGS } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { featureFlagMetrics, featureFlags } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';

const clientHeaders = { authorization: 'playboard-console' };

describe('GET /flags/api/frontend', async () => {
  const { app } = await testApp();
  const fetchToggles = (headers: Record<string, string> = clientHeaders) =>
    app.inject({
      method: 'GET',
      url: '/flags/api/frontend?appName=playboard&sessionId=42&properties%5Bengine%5D=e1',
      headers,
    });

  it('should hold the five flags of spec 1 §6, all off, and list no toggle', async () => {
    const rows = await app.db.select().from(featureFlags);
    expect(rows.map((row) => row.name).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(rows.every((row) => !row.enabled)).toBe(true);

    const response = await fetchToggles();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ toggles: [] });
  });

  it('should list a flag the operator switched on in the table, in the Unleash frontend shape', async () => {
    await app.db
      .update(featureFlags)
      .set({ enabled: true })
      .where(eq(featureFlags.name, 'PLAY_QUERY_RANKING'));

    const response = await fetchToggles();

    expect(response.json()).toEqual({
      toggles: [
        {
          name: 'PLAY_QUERY_RANKING',
          enabled: true,
          variant: { name: 'disabled', enabled: false },
          impressionData: false,
        },
      ],
    });
    await app.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.name, 'PLAY_QUERY_RANKING'));
  });

  it('should answer 304 when the client already has the current toggles', async () => {
    const first = await fetchToggles();
    const etag = String(first.headers.etag);

    const again = await fetchToggles({ ...clientHeaders, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    await app.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.name, 'PLAY_USAGE'));
    const changed = await fetchToggles({ ...clientHeaders, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().toggles.map((toggle: { name: string }) => toggle.name)).toEqual(['PLAY_USAGE']);
  });

  it('should answer the same toggles to a POST with the context in the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/flags/api/frontend',
      headers: clientHeaders,
      payload: { context: { appName: 'playboard', properties: { engine: 'e1' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().toggles.map((toggle: { name: string }) => toggle.name)).toEqual(['PLAY_USAGE']);
  });
});

describe('FLAGS_ON', async () => {
  const { app } = await testApp({ FLAGS_ON: 'PLAY_USAGE, PLAY_SETUP_PAYMENT_DETAILS' });

  it('should turn the listed flags on without writing them to the table', async () => {
    const response = await app.inject({ method: 'GET', url: '/flags/api/frontend', headers: clientHeaders });

    expect(response.json().toggles.map((toggle: { name: string }) => toggle.name)).toEqual([
      'PLAY_SETUP_PAYMENT_DETAILS',
      'PLAY_USAGE',
    ]);
    const rows = await app.db.select().from(featureFlags).where(eq(featureFlags.enabled, true));
    expect(rows).toEqual([]);
  });
});

describe('POST /flags/api/frontend/client/metrics', async () => {
  const { app } = await testApp();
  const post = (payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/flags/api/frontend/client/metrics',
      headers: clientHeaders,
      payload,
      remoteAddress,
    });
  const report = (toggles: Record<string, unknown>) => ({
    appName: 'playboard',
    bucket: { start: '2026-11-22T10:00:00.000Z', stop: '2026-11-22T10:01:00.000Z', toggles },
  });

  it('should store the metrics the flag client posts', async () => {
    const response = await post({
      appName: 'playboard',
      instanceId: 'browser',
      bucket: {
        start: '2026-11-22T10:00:00.000Z',
        stop: '2026-11-22T10:01:00.000Z',
        toggles: { PLAY_USAGE: { yes: 3, no: 1, variants: {} } },
      },
      impactMetrics: [],
    });

    expect(response.statusCode).toBe(202);
    const rows = await app.db.select().from(featureFlagMetrics);
    expect(rows).toMatchObject([
      {
        appName: 'playboard',
        instanceId: 'browser',
        bucketStart: new Date('2026-11-22T10:00:00.000Z'),
        toggles: { PLAY_USAGE: { yes: 3, no: 1, variants: {} } },
      },
    ]);
  });

  it.each([
    ['a missing bucket', { appName: 'playboard' }],
    ['a missing app name', { bucket: { start: '2026-11-22', stop: '2026-11-22', toggles: {} } }],
    [
      'negative counts',
      {
        appName: 'a',
        bucket: { start: '2026-11-22', stop: '2026-11-22', toggles: { X: { yes: -1, no: 0 } } },
      },
    ],
    [
      'an oversized app name',
      { appName: 'a'.repeat(256), bucket: { start: '2026-11-22', stop: '2026-11-22', toggles: {} } },
    ],
    ['an oversized toggle name', report({ ['T'.repeat(256)]: { yes: 1, no: 0 } })],
    [
      'more toggles than a client checks',
      report(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`T${i}`, { yes: 1, no: 0 }]))),
    ],
    [
      'more variants than a toggle has',
      report({
        PLAY_USAGE: {
          yes: 1,
          no: 0,
          variants: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`v${i}`, 1])),
        },
      }),
    ],
    [
      'an oversized variant name',
      report({ PLAY_USAGE: { yes: 1, no: 0, variants: { ['v'.repeat(256)]: 1 } } }),
    ],
  ])('should refuse %s with global-400 and store nothing', async (_case, payload) => {
    const before = (await app.db.select().from(featureFlagMetrics)).length;
    const response = await post(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
    expect(await app.db.select().from(featureFlagMetrics)).toHaveLength(before);
  });

  it('should refuse a body over 64 KB with global-413 and store nothing', async () => {
    const before = (await app.db.select().from(featureFlagMetrics)).length;
    const response = await post({ ...report({}), instanceId: 'x'.repeat(65 * 1024) });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-413' }] });
    expect(await app.db.select().from(featureFlagMetrics)).toHaveLength(before);
  });

  it('should take 60 reports a minute from one address, then answer 429 global-429', async () => {
    const address = '192.0.2.60';
    for (let sent = 0; sent < 60; sent += 1) {
      expect((await post(report({}), address)).statusCode).toBe(202);
    }
    const before = (await app.db.select().from(featureFlagMetrics)).length;

    const limited = await post(report({}), address);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: [{ code: 'global-429' }] });
    expect(await app.db.select().from(featureFlagMetrics)).toHaveLength(before);
    expect((await post(report({}), '192.0.2.61')).statusCode).toBe(202);
  });
});

describe('FLAGS_URL out of reach', async () => {
  // A port nothing listens on: the relay's connection is refused at once.
  const { app } = await testApp({ FLAGS_URL: 'http://127.0.0.1:9/api/frontend', FLAGS_CLIENT_KEY: 'k' });

  it('should answer 503 global-503 naming the flag service, so the console keeps what it has', async () => {
    const toggles = await app.inject({ method: 'GET', url: '/flags/api/frontend', headers: clientHeaders });
    expect(toggles.statusCode).toBe(503);
    expect(toggles.json().errors[0]).toMatchObject({
      code: 'global-503',
      message: expect.stringMatching(/^The flag service at FLAGS_URL did not answer/),
    });

    const metrics = await app.inject({
      method: 'POST',
      url: '/flags/api/frontend/client/metrics',
      headers: clientHeaders,
      payload: { appName: 'playboard', bucket: { start: '2026-12-03', stop: '2026-12-03', toggles: {} } },
    });
    expect(metrics.statusCode).toBe(503);
    expect(await app.db.select().from(featureFlagMetrics)).toEqual([]);
  });
});
