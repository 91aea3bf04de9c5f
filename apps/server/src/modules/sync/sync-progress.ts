import type { FastifyInstance } from 'fastify';
import type { SiteRow, SyncRow } from '../../db/schema/index.ts';
import { syncView } from './sync-view.ts';

/** Sends `sync:progress` (payload `{ siteId, sync }`) to the site's organisation. */
export function announceSync(
  app: FastifyInstance,
  site: Pick<SiteRow, 'id' | 'organizationId'>,
  row: SyncRow,
) {
  app.realtime.toOrganization(site.organizationId, 'sync:progress', { siteId: site.id, sync: syncView(row) });
}

/**
 * At most one progress event per `intervalMs` for one sync; `force` (start, finish, failure)
 * always goes out.
 */
export function throttledAnnouncer(
  app: FastifyInstance,
  site: Pick<SiteRow, 'id' | 'organizationId'>,
  intervalMs: number,
) {
  let last = Number.NEGATIVE_INFINITY;
  return (row: SyncRow, force = false) => {
    const now = performance.now();
    if (!force && now - last < intervalMs) return;
    last = now;
    announceSync(app, site, row);
  };
}
