import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engines, sites, users } from '../../db/schema/index.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { testApp } from '../../testing/test-app.ts';
import { connectDemoShop, DEMO_ACCOUNT, seedDemo } from './index.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connectDemoShop', async () => {
  const port = await freePort();
  const { app } = await testApp({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  await app.listen({ port, host: '127.0.0.1' });
  await seedDemo(app.db);

  it('should connect the demo organisation to the demo shop, synchronise it, make it searchable and label its analytics simulated, once', async () => {
    await connectDemoShop(app);
    await connectDemoShop(app);

    const rows = await app.db.select().from(sites);
    expect(rows).toHaveLength(1);
    const [site] = rows;
    expect(site).toMatchObject({
      platform: 'WOOCOMMERCE',
      enabled: true,
      url: `http://127.0.0.1:${port}/demo-shop`,
    });
    expect(app.demoShop?.layer).toEqual({ origin: `http://127.0.0.1:${port}`, instance: site!.instance });

    await expect
      .poll(async () => (await app.db.select().from(sites).where(eq(sites.id, site!.id)))[0]!.isIndexed, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(true);
    const search = await app.inject({
      method: 'GET',
      url: `/search/v1/query/${site!.instance}/search?query=&lang=en&rows=1`,
    });
    expect(search.json().catalog.numFound).toBe(2400);

    const [engine] = await app.db.select().from(engines).where(eq(engines.siteId, site!.id));
    const [demo] = await app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const analytics = await app.inject({
      url: `/analytics/v1/engines/${engine!.id}/engine`,
      headers: { authorization: `Bearer ${await accessTokenFor(app, demo!.id)}` },
    });
    expect(analytics.json().simulatedTraffic).toBe(true);
  });
});
