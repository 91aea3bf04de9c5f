import { DomainError } from '@playboard/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { facetConfigs, products, sites, syncs, type SiteRow } from '../../db/schema/index.ts';
import type { CatalogChange } from '../../plugins/changes.ts';
import { accountTestApp } from '../../testing/account.ts';
import { getProducts, productInputSchema, writeProducts } from '../catalog/index.ts';
import { startSync } from './sync.service.ts';
import { createSyncWorker } from './sync.worker.ts';
import { activeSync, maxSyncClaims } from './syncs.repo.ts';
import { MemoryShop, shopProduct, unreachable } from '../../testing/shops/memory-shop.ts';
import { insertSite } from '../../testing/sync.ts';

// No `sync` module: each test runs the worker itself, with its in-memory shop.
const { app, clock } = await accountTestApp({ MODULES: 'account,main,realtime,search' });

async function setUp(options: { pageSize?: number; retryDelaysMs?: number[] } = {}) {
  const shop = new MemoryShop(clock);
  const site = await insertSite(app.db);
  const worker = createSyncWorker(app, {
    connectorFor: () => shop.connector(),
    leaseMs: 60_000,
    pageSize: options.pageSize ?? 2,
    retryDelaysMs: options.retryDelaysMs ?? [1, 1],
    progressIntervalMs: 0,
  });
  return { shop, site, worker };
}

const normalised = (input: unknown) => productInputSchema.parse(input);

async function siteRow(siteId: string): Promise<SiteRow> {
  const [row] = await app.db.select().from(sites).where(eq(sites.id, siteId));
  return row!;
}

async function storedIds(siteId: string): Promise<string[]> {
  const rows = await app.db.select({ id: products.id }).from(products).where(eq(products.siteId, siteId));
  return rows.map((row) => row.id).sort();
}

async function syncRow(id: string) {
  const [row] = await app.db.select().from(syncs).where(eq(syncs.id, id));
  return row!;
}

describe('sync pipeline', () => {
  it('should store valid products, report rejected ones without failing, and mark the site indexed', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(
      shopProduct('p1'),
      shopProduct('p2', { price: -1 }),
      shopProduct('p3'),
      { id: 'p4', name: {} } as never,
      shopProduct('p5'),
    );
    const events = vi.spyOn(app.realtime, 'toOrganization');

    const queued = await startSync(app, site, 'setup');
    expect(await worker.runDue()).toBe(1);

    const done = await syncRow(queued.id);
    expect(done).toMatchObject({
      status: 'done',
      mode: 'full',
      processed: 5,
      total: 5,
      upserted: 3,
      rejected: 2,
      removed: 0,
    });
    expect(done.rejections).toEqual([
      { id: 'p2', reason: expect.stringContaining('price') },
      { id: 'p4', reason: expect.stringContaining('name') },
    ]);
    expect(await storedIds(site.id)).toEqual(['p1', 'p3', 'p5']);
    expect((await siteRow(site.id)).isIndexed).toBe(true);
    const payloads = events.mock.calls
      .filter(
        ([organizationId, event]) => organizationId === site.organizationId && event === 'sync:progress',
      )
      .map(
        ([, , payload]) => payload as { siteId: string; sync: { status: string; percentage: number | null } },
      );
    expect(payloads[0]).toMatchObject({ siteId: site.id, sync: { status: 'IN_PROGRESS' } });
    expect(payloads.at(-1)).toMatchObject({ siteId: site.id, sync: { status: 'DONE', percentage: 100 } });
    events.mockRestore();
  });

  it('should make the catalogue searchable with one index rebuild after a full sync', async () => {
    const { shop, site, worker } = await setUp({ pageSize: 10 });
    expect((await app.searchIndexes.engine(site.id, 'en')).index.size).toBe(0);
    shop.put(...Array.from({ length: 25 }, (_, index) => shopProduct(`p${String(index).padStart(2, '0')}`)));
    const changes: CatalogChange[] = [];
    const unsubscribe = app.changes.on('catalog', (change) => changes.push(change));

    await startSync(app, site, 'setup');
    await worker.runDue();

    expect(changes).toEqual([expect.objectContaining({ siteId: site.id, rebuild: true })]);
    expect((await app.searchIndexes.engine(site.id, 'en')).index.size).toBe(25);
    unsubscribe();
  });

  it('should give a site its default facets (categories, brand, price) with its first catalogue, and keep them after', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2', { brand: 'Zenith', price: 80 }));

    await startSync(app, site, 'setup');
    await worker.runDue();
    const facets = async () =>
      (await app.db.select().from(facetConfigs).where(eq(facetConfigs.siteId, site.id)))
        .sort((a, b) => a.position - b.position)
        .map(({ field, type }) => ({ field, type }));
    expect(await facets()).toEqual([
      { field: 'categories', type: 'hierarchical' },
      { field: 'brand', type: 'value' },
      { field: 'price', type: 'range' },
    ]);

    await app.db.delete(facetConfigs).where(eq(facetConfigs.siteId, site.id));
    await app.db.insert(facetConfigs).values({ siteId: site.id, field: 'brand', type: 'value' });
    await startSync(app, await siteRow(site.id), 'manual', 'full');
    await worker.runDue();
    expect(await facets()).toEqual([{ field: 'brand', type: 'value' }]);
  });

  it('should fail with the reason when the search index cannot be built, and succeed on retry (issue 21)', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2'));
    // A row the index cannot read, as a damaged database would hold: its name is JSON null.
    const damage = sql.raw(`damage_${site.id.replaceAll('-', '_')}`);
    await app.db.execute(sql`create function ${damage}() returns trigger language plpgsql as $$
      begin new.name := 'null'::jsonb; return new; end $$`);
    await app.db.execute(sql`create trigger ${damage} before insert or update on products for each row
      when (new.site_id = ${sql.raw(`'${site.id}'`)} and new.id = 'p2') execute function ${damage}()`);
    const failed = await startSync(app, site, 'setup');
    await worker.runDue();
    expect(await syncRow(failed.id)).toMatchObject({
      status: 'failed',
      failureCode: 'global-500',
      failureReason: expect.stringMatching(/^The search index could not be built: .*null/),
    });
    expect((await siteRow(site.id)).isIndexed).toBe(false);

    await app.db.execute(sql`drop trigger ${damage} on products`);
    const retried = await startSync(app, site, 'retry');
    await worker.runDue();
    expect(await syncRow(retried.id)).toMatchObject({ status: 'done' });
    expect((await app.searchIndexes.engine(site.id, 'en')).index.size).toBe(2);
  });

  it('should remove the products a full sync no longer receives', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2'), shopProduct('p3'), shopProduct('p4'));
    await startSync(app, site, 'setup');
    await worker.runDue();
    shop.remove('p2');
    shop.remove('p4');

    const second = await startSync(app, await siteRow(site.id), 'manual', 'full');
    await worker.runDue();

    expect(await syncRow(second.id)).toMatchObject({ status: 'done', processed: 2, removed: 2 });
    expect(await storedIds(site.id)).toEqual(['p1', 'p3']);
  });

  it('should pull only what changed since the last success and remove what the shop deleted', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2'), shopProduct('p3'));
    const first = await startSync(app, site, 'setup');
    await worker.runDue();
    shop.put(shopProduct('p2', { price: 35 }), shopProduct('p9'));
    shop.remove('p3');

    const second = await startSync(app, await siteRow(site.id), 'manual', 'incremental');
    await worker.runDue();

    expect(second.mode).toBe('incremental');
    expect(second.updatedSince).toEqual((await syncRow(first.id)).startedAt);
    expect(await syncRow(second.id)).toMatchObject({
      status: 'done',
      processed: 2,
      upserted: 2,
      removed: 1,
    });
    expect(await storedIds(site.id)).toEqual(['p1', 'p2', 'p9']);
    const [p2] = await getProducts(app.db, site.id, ['p2']);
    expect(p2?.price).toBe(35);
  });

  it('should run a full sync when incremental is asked before any success', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'));
    const queued = await startSync(app, site, 'manual', 'incremental');
    await worker.runDue();
    expect(queued).toMatchObject({ mode: 'full', updatedSince: null });
  });

  it('should retry transient shop failures before succeeding', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2'), shopProduct('p3'));
    shop.failNext(unreachable(), new DomainError('cat-02', 'The shop took too long', { status: 504 }));

    const queued = await startSync(app, site, 'setup');
    await worker.runDue();

    expect(await syncRow(queued.id)).toMatchObject({ status: 'done', upserted: 3 });
    expect(await storedIds(site.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('should fail with the code and message of the shop failure, after the retries of a transient one', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'));
    shop.failNext(new DomainError('mot-11', 'The security token is not valid', { status: 400 }));
    const refused = await startSync(app, site, 'setup');
    await worker.runDue();
    expect(await syncRow(refused.id)).toMatchObject({
      status: 'failed',
      failureCode: 'mot-11',
      failureReason: 'The security token is not valid',
      leaseExpiresAt: null,
    });
    expect((await siteRow(site.id)).isIndexed).toBe(false);

    shop.failNext(unreachable(), unreachable(), unreachable());
    const down = await startSync(app, site, 'retry');
    await worker.runDue();
    expect(await syncRow(down.id)).toMatchObject({ status: 'failed', failureCode: 'cat-01' });
  });

  it('should resume a sync whose worker died from the page after its last checkpoint', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2'), shopProduct('p3'), shopProduct('p4'), shopProduct('p5'));
    const queued = await startSync(app, site, 'setup');
    // What a killed worker leaves: running, its lease run out, two pages written and stamped.
    await app.db
      .update(syncs)
      .set({
        status: 'running',
        attempts: 1,
        cursor: 'p2',
        processed: 2,
        upserted: 2,
        total: 5,
        leaseExpiresAt: new Date(clock().getTime() - 1000),
      })
      .where(eq(syncs.id, queued.id));
    await writeProducts(app.db, site.id, [shopProduct('p1'), shopProduct('p2')].map(normalised), {
      seenBySyncId: queued.id,
    });
    await writeProducts(app.db, site.id, [normalised(shopProduct('gone'))]);

    expect(await worker.runDue()).toBe(1);

    expect(shop.pulls.map((pull) => pull.cursor)).toEqual(['p2', 'p4']);
    expect(await syncRow(queued.id)).toMatchObject({
      status: 'done',
      attempts: 2,
      processed: 5,
      upserted: 5,
      removed: 1,
    });
    expect(await storedIds(site.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('should leave a sync to be resumed at once when its process stops gracefully', async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'), shopProduct('p2'), shopProduct('p3'), shopProduct('p4'), shopProduct('p5'));
    const queued = await startSync(app, site, 'setup');
    // The second page (downloading while the first is written) never arrives before the stop.
    const release = shop.holdPull(2);
    const running = worker.runDue();
    await vi.waitFor(async () => expect((await syncRow(queued.id)).processed).toBe(2));

    await worker.stop();
    await running;
    release();

    const stopped = await syncRow(queued.id);
    expect(stopped).toMatchObject({ status: 'running', cursor: 'p2', processed: 2 });
    expect(stopped.leaseExpiresAt!.getTime()).toBeLessThanOrEqual(clock().getTime());
    const restarted = createSyncWorker(app, {
      connectorFor: () => shop.connector(),
      leaseMs: 60_000,
      pageSize: 2,
    });
    expect(await restarted.runDue()).toBe(1);
    expect(await syncRow(queued.id)).toMatchObject({ status: 'done', attempts: 2, upserted: 5 });
    expect(await storedIds(site.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it(`should give a sync up after ${maxSyncClaims} claims instead of resuming it into another crash`, async () => {
    const { shop, site, worker } = await setUp();
    shop.put(shopProduct('p1'));
    const queued = await startSync(app, site, 'setup');
    // What a sync leaves when it took its process down on each of its claims.
    const crashed = { status: 'running', leaseExpiresAt: new Date(clock().getTime() - 1000) };
    await app.db
      .update(syncs)
      .set({ ...crashed, attempts: maxSyncClaims - 1 })
      .where(eq(syncs.id, queued.id));
    expect(await worker.runDue()).toBe(1);
    expect(await syncRow(queued.id)).toMatchObject({ status: 'done', attempts: maxSyncClaims });

    const again = await startSync(app, site, 'manual');
    await app.db
      .update(syncs)
      .set({ ...crashed, attempts: maxSyncClaims })
      .where(eq(syncs.id, again.id));
    const pulls = shop.pulls.length;

    expect(await worker.runDue()).toBe(0);

    expect(shop.pulls).toHaveLength(pulls);
    expect(await syncRow(again.id)).toMatchObject({
      status: 'failed',
      failureCode: 'global-500',
      failureReason: `The synchronisation stopped its server ${maxSyncClaims} times and was given up`,
      leaseExpiresAt: null,
    });
    // The site is free for a new sync.
    expect(await activeSync(app.db, site.id)).toBeUndefined();
  });

  it('should not claim a running sync whose lease is still held', async () => {
    const { site, worker } = await setUp();
    const queued = await startSync(app, site, 'setup');
    await app.db
      .update(syncs)
      .set({ status: 'running', leaseExpiresAt: new Date(clock().getTime() + 60_000) })
      .where(eq(syncs.id, queued.id));
    expect(await worker.runDue()).toBe(0);
  });
});

describe('sync schedule', () => {
  it('should queue an incremental sync once the interval has passed, and a full one after a day', async () => {
    const { shop, site, worker } = await setUp();
    await app.db.update(sites).set({ syncIntervalMinutes: 30 }).where(eq(sites.id, site.id));
    shop.put(shopProduct('p1'));
    const setup = await startSync(app, site, 'setup');
    await worker.runDue();
    const queuedFor = async () =>
      (await app.db.select().from(syncs).where(eq(syncs.siteId, site.id))).filter(
        (row) => row.status === 'queued',
      );

    await worker.schedule();
    expect(await queuedFor()).toEqual([]);

    clock.advance(31 * 60_000);
    await worker.schedule();
    const [incremental] = await queuedFor();
    expect(incremental).toMatchObject({
      trigger: 'schedule',
      mode: 'incremental',
      updatedSince: (await syncRow(setup.id)).startedAt,
    });
    await worker.schedule();
    expect(await queuedFor()).toHaveLength(1);
    await worker.runDue();

    clock.advance(24 * 60 * 60_000);
    await worker.schedule();
    expect(await queuedFor()).toMatchObject([{ trigger: 'schedule', mode: 'full' }]);
    await worker.runDue();
  });

  it('should leave alone sites with the schedule off, push sites and sites not indexed yet', async () => {
    const { site: off, worker } = await setUp();
    await app.db.update(sites).set({ syncIntervalMinutes: 0, isIndexed: true }).where(eq(sites.id, off.id));
    const push = await insertSite(app.db, { connection: { kind: 'push' }, isIndexed: true });
    const pending = await insertSite(app.db);
    clock.advance(2 * 24 * 60 * 60_000);

    await worker.schedule();

    for (const siteId of [off.id, push.id, pending.id]) {
      expect(await app.db.select().from(syncs).where(eq(syncs.siteId, siteId))).toEqual([]);
    }
  });
});
