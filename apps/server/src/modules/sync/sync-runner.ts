// One sync from its claim to its end: pull pages from the source, validate each product, write a
// page and the cursor of the next one in one transaction, remove what the shop no longer has,
// make the result searchable. A crash repeats at most one page; repeating it is harmless.
import { DomainError } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { SiteRow, SyncRow } from '../../db/schema/index.ts';
import {
  deleteProducts,
  removeProductsNotSeenBy,
  validateProduct,
  writeProducts,
  type Product,
} from '../catalog/index.ts';
import type { ProductPage, ShopConnector } from './shop-connector.ts';
import { applyDefaultFacets } from '../merchandising/index.ts';
import { engineLanguages, markSiteIndexed, siteById } from '../sites/index.ts';
import { throttledAnnouncer } from './sync-progress.ts';
import { SYNC_REJECTIONS_SHOWN } from './sync.schemas.ts';
import { updateHeldSync, type HeldSync } from './syncs.repo.ts';

/**
 * Builds the pull connector of a site (`connectorFor` of the connectors module); `defaultLanguage`
 * is the language of the site's default engine, which unlabelled feed texts are in.
 */
export type ConnectorFactory = (site: SiteRow, options: { defaultLanguage: string }) => ShopConnector;

export interface SyncRunOptions {
  connectorFor: ConnectorFactory;
  leaseMs: number;
  pageSize: number;
  /** Waits before each retry of a transient source failure (cat-01/02/03); its length is the retry count. */
  retryDelaysMs: readonly number[];
  /** Least time between two progress events of one sync. */
  progressIntervalMs: number;
  /** Aborted when the process stops: the sync is left to be resumed, not failed. */
  signal: AbortSignal;
}

const transientCodes = new Set(['cat-01', 'cat-02', 'cat-03']);

/** The sync's claim was taken over by another worker (or it ended): stop without writing. */
class LeaseLost extends Error {}
/** The process is stopping: leave the sync to be resumed. */
class Stopped extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Stopped());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Stopped());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The promise's value, unless the process starts stopping first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Stopped());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Stopped());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function withRetries<T>(call: () => Promise<T>, options: SyncRunOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const transient = error instanceof DomainError && transientCodes.has(error.code);
      const delay = options.retryDelaysMs[attempt];
      if (!transient || delay === undefined) throw error;
      await sleep(delay, options.signal);
    }
  }
}

export async function runSync(
  app: FastifyInstance,
  claimed: SyncRow,
  options: SyncRunOptions,
): Promise<void> {
  const found = await siteById(app.db, claimed.siteId);
  if (!found) return;
  const site: SiteRow = found;
  const announce = throttledAnnouncer(app, site, options.progressIntervalMs);
  const held: HeldSync = { id: claimed.id, attempts: claimed.attempts };
  const leaseUntil = () => new Date(app.clock().getTime() + options.leaseMs);

  // Writes of this sync; each renews the lease, and none happens once the claim is lost.
  async function update(values: Partial<SyncRow>, db = app.db): Promise<SyncRow> {
    const row = await updateHeldSync(db, held, { leaseExpiresAt: leaseUntil(), ...values });
    if (!row) throw new LeaseLost();
    return row;
  }

  const renewal = setInterval(
    () => {
      update({}).catch(() => undefined);
    },
    Math.max(50, Math.floor(options.leaseMs / 3)),
  );

  let row = claimed;
  announce(row, true);
  try {
    const connector =
      site.connection.kind === 'push'
        ? null
        : options.connectorFor(site, {
            defaultLanguage: (await engineLanguages(app.db, site.id))[0] ?? 'en',
          });
    if (!row.pulledAt) row = await pull(row, connector);
    row = await finish(row, connector);
    announce(row, true);
  } catch (error) {
    if (error instanceof LeaseLost) {
      app.log.warn({ syncId: held.id }, 'sync taken over by another worker');
      return;
    }
    if (error instanceof Stopped || options.signal.aborted) {
      // Resumed at once by the next worker, not after the lease runs out.
      await updateHeldSync(app.db, held, { leaseExpiresAt: app.clock() }).catch(() => undefined);
      return;
    }
    const known = error instanceof DomainError;
    if (!known) {
      app.log.error({ err: error, syncId: held.id, siteId: site.id }, 'sync failed');
      app.reportError(error, { job: 'sync', syncId: held.id, siteId: site.id });
    }
    const failed = await updateHeldSync(app.db, held, {
      status: 'failed',
      failureCode: known ? error.code : 'global-500',
      failureReason: known ? error.message : 'The synchronisation failed unexpectedly',
      finishedAt: app.clock(),
      leaseExpiresAt: null,
    }).catch(() => undefined);
    if (failed) announce(failed, true);
  } finally {
    clearInterval(renewal);
  }

  async function pull(start: SyncRow, connector: ShopConnector | null): Promise<SyncRow> {
    if (!connector) return update({ pulledAt: app.clock() });
    let current = start;
    const full = current.mode === 'full';
    const fetchPage = (cursor: string | null) => {
      const page = withRetries(
        () => connector.products({ cursor, updatedSince: current.updatedSince, pageSize: options.pageSize }),
        options,
      );
      // Awaited below; this only keeps a failure of a prefetched page from going unhandled meanwhile.
      page.catch(() => undefined);
      return page;
    };
    let cursor = current.cursor;
    let next: Promise<ProductPage> = fetchPage(cursor);
    for (;;) {
      const page = await untilAborted(next, options.signal);
      if (page.nextCursor !== null && page.nextCursor === cursor) {
        throw new DomainError('mot-14', 'The shop answered the same page of products again');
      }
      // The next page downloads while this one is written.
      if (page.nextCursor !== null) next = fetchPage(page.nextCursor);
      const valid: Product[] = [];
      const rejections = [...current.rejections];
      let rejected = 0;
      for (const input of page.products) {
        const result = validateProduct(input);
        if (result.ok) valid.push(result.product);
        else {
          rejected += 1;
          if (rejections.length < SYNC_REJECTIONS_SHOWN)
            rejections.push({ id: result.id, reason: result.reason });
        }
      }
      let upserted: string[] = [];
      current = await app.db.transaction(async (tx) => {
        upserted = await writeProducts(tx, site.id, valid, full ? { seenBySyncId: current.id } : {});
        return update(
          {
            cursor: page.nextCursor,
            pulledAt: page.nextCursor === null ? app.clock() : null,
            total: page.total ?? current.total,
            processed: current.processed + page.products.length,
            upserted: current.upserted + upserted.length,
            rejected: current.rejected + rejected,
            rejections,
          },
          tx,
        );
      });
      // A full sync rebuilds the indexes once at the end; an incremental one updates them as it goes.
      if (!full && upserted.length > 0)
        app.changes.emit('catalog', { siteId: site.id, upserted, removed: [] });
      announce(current);
      if (page.nextCursor === null) return current;
      cursor = page.nextCursor;
    }
  }

  async function finish(start: SyncRow, connector: ShopConnector | null): Promise<SyncRow> {
    let current = start;
    if (connector && current.mode === 'full') {
      current = await app.db.transaction(async (tx) => {
        const removed = await removeProductsNotSeenBy(tx, site.id, current.id);
        return update({ removed: current.removed + removed }, tx);
      });
    } else if (connector && current.updatedSince) {
      const since = current.updatedSince;
      const ids = await withRetries(() => connector.deletedIds(since), options);
      let removed: string[] = [];
      current = await app.db.transaction(async (tx) => {
        removed = await deleteProducts(tx, site.id, ids);
        return update({ removed: current.removed + removed.length }, tx);
      });
      if (removed.length > 0) app.changes.emit('catalog', { siteId: site.id, upserted: [], removed });
    }
    // A site's first catalogue gets the default facets before it becomes searchable.
    if (!site.isIndexed && current.mode === 'full')
      await applyDefaultFacets(app, site, app.clock().getTime());
    if (current.mode === 'full') {
      // Every server process rebuilds the site's indexes once (the change bus carries it to the
      // others). Here it is awaited: a site this process has not loaded yet is built whole, a
      // loaded one by the rebuild the change queued. A failed build fails the sync with its reason.
      app.changes.emit('catalog', { siteId: site.id, upserted: [], removed: [], rebuild: true });
      if (app.hasDecorator('searchIndexes')) await app.searchIndexes.built(site.id);
    }
    return app.db.transaction(async (tx) => {
      await markSiteIndexed(tx, site.id);
      return update({ status: 'done', finishedAt: app.clock(), cursor: null, leaseExpiresAt: null }, tx);
    });
  }
}
