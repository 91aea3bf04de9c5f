// FLAGS_URL against a real Unleash: unleash-server from npm on the PostgreSQL of DATABASE_URL (CI's
// second run), a flag on for one engine by an Unleash strategy with a constraint, and the console's
// own client (unleash-proxy-client) reading it through this server's relay, its metrics passed on.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { FLAGS_METRICS_SECONDS, FLAGS_REFRESH_SECONDS } from '@playboard/domain';
import pg from 'pg';
import { ApiTokenType, LogLevel, start, type IUnleash } from 'unleash-server';
import { UnleashClient } from 'unleash-proxy-client';
import { afterAll, describe, expect, it } from 'vitest';
import { operatorTestApp } from '../../testing/operators.ts';

const databaseUrl = process.env.DATABASE_URL;
const ADMIN_TOKEN = '*:*.playboard-contract-admin';
const FRONTEND_TOKEN = '*:development.playboard-contract-frontend';

/** A database of its own, so Unleash's migrations never meet the product's tables. */
async function freshDatabase(url: string): Promise<string> {
  const name = `unleash_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

async function startUnleash(url: string): Promise<{ unleash: IUnleash; address: string }> {
  const unleash = await start({
    databaseUrl: await freshDatabase(url),
    db: { ssl: false },
    server: { port: 0, host: '127.0.0.1', gracefulShutdownEnable: false },
    authentication: {
      enableApiToken: true,
      createAdminUser: false,
      initApiTokens: [
        {
          secret: ADMIN_TOKEN,
          type: ApiTokenType.ADMIN,
          projects: ['*'],
          environment: '*',
          tokenName: 'contract-admin',
        },
        {
          secret: FRONTEND_TOKEN,
          type: ApiTokenType.FRONTEND,
          projects: ['*'],
          environment: 'development',
          tokenName: 'contract-console',
        },
      ],
    },
    versionCheck: { enable: false },
    telemetry: false,
    logLevel: LogLevel.error,
  });
  const { port } = unleash.server!.address() as AddressInfo;
  return { unleash, address: `http://127.0.0.1:${port}` };
}

describe.runIf(databaseUrl)(
  'the console’s flag client through FLAGS_URL to unleash-server (PostgreSQL only)',
  async () => {
    const { unleash, address } = await startUnleash(databaseUrl!);
    const admin = async (path: string, body: object) => {
      const response = await fetch(`${address}/api/admin${path}`, {
        method: 'POST',
        headers: { authorization: ADMIN_TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return `${path} ${response.status}`;
    };
    const { app, site, call } = await operatorTestApp('/management/v1', 'unleash-operator@playboard.test', {
      FLAGS_URL: `${address}/api/frontend`,
      FLAGS_CLIENT_KEY: FRONTEND_TOKEN,
    });
    const server = await app.listen({ port: 0, host: '127.0.0.1' });
    const engines = [randomUUID(), randomUUID()];
    const clients = engines.map(
      (engineUuid) =>
        new UnleashClient({
          url: `${server}/flags/api/frontend`,
          clientKey: 'playboard-console',
          appName: 'playboard-console',
          refreshInterval: FLAGS_REFRESH_SECONDS,
          metricsInterval: FLAGS_METRICS_SECONDS,
          context: { properties: { engineUuid } },
        }),
    );
    afterAll(async () => {
      for (const client of clients) client.stop();
      await app.close();
      await unleash.stop();
    });

    it('should hold a flag on for one engine as an Unleash strategy with a constraint', async () => {
      const feature = '/projects/default/features/PLAY_QUERY_RANKING';
      const answers = [
        await admin('/context', { name: 'engineUuid', stickiness: false }),
        await admin('/projects/default/features', { name: 'PLAY_QUERY_RANKING' }),
        await admin(`${feature}/environments/development/strategies`, {
          name: 'default',
          constraints: [{ contextName: 'engineUuid', operator: 'IN', values: [engines[0]] }],
        }),
        await admin(`${feature}/environments/development/on`, {}),
      ];
      expect(answers).toEqual([
        '/context 201',
        '/projects/default/features 201',
        `${feature}/environments/development/strategies 200`,
        `${feature}/environments/development/on 200`,
      ]);
    });

    it('should give the console of that engine the flag, and the other console none', async () => {
      await Promise.all(clients.map((client) => client.start()));
      // Unleash refreshes its frontend API's view of the flags in the background, within a second or two.
      await expect
        .poll(
          async () => {
            await Promise.all(clients.map((client) => client.updateToggles()));
            return clients.map((client) => client.isEnabled('PLAY_QUERY_RANKING'));
          },
          { timeout: 15_000, interval: 500 },
        )
        .toEqual([true, false]);
    }, 20_000);

    it('should pass the console’s metrics on to Unleash', async () => {
      const failures: unknown[] = [];
      clients[0]!.on('error', (error: unknown) => failures.push(error));
      await clients[0]!.sendMetrics();
      expect(failures).toEqual([]);
    });

    it('should tell operators the flags are Unleash’s, and change nothing here', async () => {
      const states = await call('GET', '/flags');
      expect(states.body).toEqual({ source: 'unleash', flags: [] });

      const change = await call('PUT', '/flags/PLAY_USAGE', {
        mode: 'instances',
        instances: [site.instance],
      });
      expect([change.status, change.body.errors[0].code]).toEqual([409, 'global-409']);
    });
  },
);
