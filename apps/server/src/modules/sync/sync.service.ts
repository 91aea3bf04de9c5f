import type { FastifyInstance } from 'fastify';
import type { SiteRow, SyncRow } from '../../db/schema/index.ts';
import { announceSync } from './sync-progress.ts';
import type { SyncMode, SyncTrigger } from './sync.schemas.ts';
import { activeSync, insertQueuedSync, lastSuccessfulSync, latestSync } from './syncs.repo.ts';
import { syncView } from './sync-view.ts';

/** Sites whose source can only be read whole: every sync of theirs is full. */
function fullOnly(site: SiteRow): boolean {
  return site.connection.kind === 'feed' || site.connection.kind === 'push' || !site.isIndexed;
}

/**
 * Queues a sync of the site and wakes this process's worker; while the site has a queued or
 * running sync, that one is answered instead (a double submit makes one sync). Incremental syncs
 * read changes since the start of the last successful sync; without one, or for sources that can
 * only be read whole (feeds, push, a site not indexed yet), the sync is full.
 */
export async function startSync(
  app: FastifyInstance,
  site: SiteRow,
  trigger: SyncTrigger,
  mode?: SyncMode,
): Promise<SyncRow> {
  const wanted = mode ?? (trigger === 'schedule' ? 'incremental' : 'full');
  const since =
    wanted === 'incremental' && !fullOnly(site) ? await lastSuccessfulSync(app.db, site.id) : undefined;
  // The active sync may end between the insert that found it and the read: then queue again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await insertQueuedSync(app.db, {
      siteId: site.id,
      trigger,
      mode: since?.startedAt ? 'incremental' : 'full',
      updatedSince: since?.startedAt ?? null,
      createdAt: app.clock(),
    });
    if (row) {
      announceSync(app, site, row);
      if (app.hasDecorator('syncWorker')) app.syncWorker?.wake();
      return row;
    }
    const active = await activeSync(app.db, site.id);
    if (active) return active;
  }
  throw new Error(`startSync: the active sync of site ${site.id} kept changing`);
}

/** The site's latest sync, its last success and when the schedule runs next (GET syncs/current). */
export async function currentSync(app: FastifyInstance, site: SiteRow) {
  const latest = await latestSync(app.db, site.id);
  const success = await lastSuccessfulSync(app.db, site.id);
  const scheduled = site.syncIntervalMinutes > 0 && site.isIndexed && site.connection.kind !== 'push';
  const nextScheduledAt =
    scheduled && latest
      ? new Date(
          Math.max(latest.createdAt.getTime() + site.syncIntervalMinutes * 60_000, app.clock().getTime()),
        ).toISOString()
      : null;
  return {
    sync: latest ? syncView(latest) : null,
    lastSuccessAt: success?.finishedAt?.toISOString() ?? null,
    nextScheduledAt,
  };
}

/** Setup status (spec 1 §4, §7): DONE once the site is indexed, else the state of its latest sync. */
export async function setupStatus(app: FastifyInstance, site: SiteRow) {
  const latest = await latestSync(app.db, site.id);
  const sync = latest ? syncView(latest) : null;
  if (site.isIndexed) return { status: 'DONE' as const, sync };
  if (!sync) return { status: 'PENDING' as const, sync };
  return { status: sync.status === 'FAILED' ? ('FAILED' as const) : ('IN_PROGRESS' as const), sync };
}
