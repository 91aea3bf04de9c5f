import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, syncs } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { createSyncWorker } from './sync.worker.ts';
import { MemoryShop, shopProduct } from '../../testing/shops/memory-shop.ts';
import { insertSite } from '../../testing/sync.ts';
import { engines } from '../../db/schema/index.ts';

// No `sync` module: the tests run the worker themselves against an in-memory shop.
const { app, clock } = await accountTestApp({ MODULES: 'account,main,realtime,search' });
const shop = new MemoryShop(clock);
shop.put(shopProduct('p1'), shopProduct('p2'), shopProduct('p3', { price: 'free' }));
const worker = createSyncWorker(app, {
  connectorFor: () => shop.connector(),
  leaseMs: 60_000,
  pageSize: 2,
  retryDelaysMs: [],
});

const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);

const syncView = {
  id: expect.any(String),
  mode: 'full',
  trigger: 'setup',
  status: 'IN_PROGRESS',
  processed: 0,
  total: null,
  percentage: null,
  upserted: 0,
  removed: 0,
  rejected: 0,
  rejections: [],
  failure: null,
  startedAt: null,
  finishedAt: null,
};

describe('GET /index/v1/sites/{id}/setup', () => {
  it('should answer PENDING before the first sync, IN_PROGRESS while it runs and DONE once indexed', async () => {
    const site = await insertSite(app.db, { organizationId });
    const url = `/index/v1/sites/${site.id}/setup`;
    expect((await app.inject({ method: 'GET', url, headers: asOwner })).json()).toEqual({
      status: 'PENDING',
      sync: null,
    });

    const started = await app.inject({ method: 'POST', url: `${url}/retries`, headers: asOwner });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ status: 'IN_PROGRESS', sync: { ...syncView, trigger: 'retry' } });

    await worker.runDue();
    const done = await app.inject({ method: 'GET', url, headers: asOwner });
    expect(done.json()).toEqual({
      status: 'DONE',
      sync: {
        ...syncView,
        trigger: 'retry',
        status: 'DONE',
        processed: 3,
        total: 3,
        percentage: 100,
        upserted: 2,
        rejected: 1,
        rejections: [{ id: 'p3', reason: expect.stringContaining('price') }],
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
      },
    });
  });

  it('should answer FAILED with the failure, and refuse a retry with 409 once the site is indexed', async () => {
    const site = await insertSite(app.db, { organizationId });
    await app.db.insert(syncs).values({
      siteId: site.id,
      mode: 'full',
      trigger: 'setup',
      status: 'failed',
      failureCode: 'mot-11',
      failureReason: 'Invalid security token',
    });
    const failed = await app.inject({
      method: 'GET',
      url: `/index/v1/sites/${site.id}/setup`,
      headers: asOwner,
    });
    expect(failed.json()).toMatchObject({
      status: 'FAILED',
      sync: { status: 'FAILED', failure: { code: 'mot-11', message: 'Invalid security token' } },
    });

    await app.db.update(sites).set({ isIndexed: true }).where(eq(sites.id, site.id));
    const retry = await app.inject({
      method: 'POST',
      url: `/index/v1/sites/${site.id}/setup/retries`,
      headers: asOwner,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errors[0].code).toBe('global-409');
  });
});

describe('POST /index/v1/sites/{id}/syncs', () => {
  it('should start one sync however often it is submitted while that one is active', async () => {
    const site = await insertSite(app.db, { organizationId });
    const url = `/index/v1/sites/${site.id}/syncs`;
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url, headers: asOwner, payload: { mode: 'full' } }),
      app.inject({ method: 'POST', url, headers: asOwner, payload: {} }),
    ]);
    expect(first!.statusCode).toBe(202);
    expect(second!.statusCode).toBe(202);
    expect(first!.json()).toEqual({ ...syncView, trigger: 'manual' });
    expect(second!.json().id).toBe(first!.json().id);
    const rows = await app.db.select().from(syncs).where(eq(syncs.siteId, site.id));
    expect(rows).toHaveLength(1);
    await worker.runDue();
  });

  it('should accept a request without a body and answer 400 for an unknown mode, queuing nothing', async () => {
    const site = await insertSite(app.db, { organizationId });
    const url = `/index/v1/sites/${site.id}/syncs`;
    const bad = await app.inject({ method: 'POST', url, headers: asOwner, payload: { mode: 'sometimes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('global-400');
    expect(await app.db.select().from(syncs).where(eq(syncs.siteId, site.id))).toEqual([]);

    const bare = await app.inject({ method: 'POST', url, headers: asOwner });
    expect(bare.statusCode).toBe(202);
    await worker.runDue();
  });
});

describe('GET /index/v1/sites/{id}/syncs/current', () => {
  it('should answer nothing before the first sync, then the latest with its success and next run', async () => {
    const site = await insertSite(app.db, { organizationId, syncIntervalMinutes: 30 });
    const url = `/index/v1/sites/${site.id}/syncs/current`;
    expect((await app.inject({ method: 'GET', url, headers: asOwner })).json()).toEqual({
      sync: null,
      lastSuccessAt: null,
      nextScheduledAt: null,
    });

    await app.inject({ method: 'POST', url: `/index/v1/sites/${site.id}/syncs`, headers: asOwner });
    await worker.runDue();
    const body = (await app.inject({ method: 'GET', url, headers: asOwner })).json();
    expect(body.sync).toMatchObject({ status: 'DONE', upserted: 2, trigger: 'manual' });
    expect(body.lastSuccessAt).toBe(body.sync.finishedAt);
    const [row] = await app.db.select().from(syncs).where(eq(syncs.siteId, site.id));
    expect(body.nextScheduledAt).toBe(new Date(row!.createdAt.getTime() + 30 * 60_000).toISOString());
  });
});

describe('POST /index/v1/engines/{id}/index', () => {
  it('should rebuild the engine site indexes and answer IN_PROGRESS', async () => {
    const site = await insertSite(app.db, { organizationId });
    const [engine] = await app.db.select().from(engines).where(eq(engines.siteId, site.id));
    const response = await app.inject({
      method: 'POST',
      url: `/index/v1/engines/${engine!.id}/index`,
      headers: asOwner,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ engineId: engine!.id, status: 'IN_PROGRESS' });
  });
});

describe('Index API sync routes access', () => {
  it('should answer 401 without a token and 404 for another organisation sites and engines', async () => {
    const site = await insertSite(app.db, { organizationId });
    const [engine] = await app.db.select().from(engines).where(eq(engines.siteId, site.id));
    const calls = [
      { method: 'GET', url: `/index/v1/sites/${site.id}/syncs/current` },
      { method: 'POST', url: `/index/v1/sites/${site.id}/syncs` },
      { method: 'GET', url: `/index/v1/sites/${site.id}/setup` },
      { method: 'POST', url: `/index/v1/sites/${site.id}/setup/retries` },
      { method: 'POST', url: `/index/v1/engines/${engine!.id}/index` },
    ] as const;
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const foreign = await app.inject({ ...call, headers: asStranger });
      expect(foreign.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(foreign.json().errors[0].code).toBe('global-404');
    }
    expect(await app.db.select().from(syncs).where(eq(syncs.siteId, site.id))).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('should document the sync, setup, index and push routes', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/index/v1/sites/{id}/syncs/current',
        '/index/v1/sites/{id}/syncs',
        '/index/v1/sites/{id}/setup',
        '/index/v1/sites/{id}/setup/retries',
        '/index/v1/engines/{id}/index',
        '/index/v1/sites/{siteId}/products',
        '/index/v1/sites/{siteId}/products/deletions',
      ]),
    );
    expect(paths['/index/v1/sites/{siteId}/products'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'connector-token' })]),
    );
  });
});
