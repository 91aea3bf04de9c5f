import { FLAGS_METRICS_SECONDS, FLAGS_REFRESH_SECONDS } from '@playboard/domain';
import { UnleashClient } from 'unleash-proxy-client';
import { afterAll, describe, expect, it } from 'vitest';
import { featureFlagMetrics } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';

describe('unleash-proxy-client against /flags/api/frontend', async () => {
  const { app } = await testApp({ FLAGS_ON: 'PLAY_USAGE' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new UnleashClient({
    url: `${address}/flags/api/frontend`,
    clientKey: 'playboard-console',
    appName: 'playboard',
    refreshInterval: FLAGS_REFRESH_SECONDS,
    metricsInterval: FLAGS_METRICS_SECONDS,
    context: { properties: { engine: crypto.randomUUID() } },
  });
  afterAll(() => client.stop());

  it('should read the toggles and post its metrics as the console does', async () => {
    const ready = new Promise((resolve) => client.once('ready', resolve));
    await client.start();
    await ready;

    expect(client.isEnabled('PLAY_USAGE')).toBe(true);
    expect(client.isEnabled('PLAY_QUERY_RANKING')).toBe(false);

    await client.sendMetrics();
    const [metrics] = await app.db.select().from(featureFlagMetrics);
    expect(metrics).toMatchObject({ appName: 'playboard', toggles: { PLAY_USAGE: { yes: 1, no: 0 } } });
  });
});
