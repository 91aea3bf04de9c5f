// The syncs table is the job queue and the checkpoint: a claim bumps `attempts`, and every later
// write of the claimant is fenced by it, so a worker whose lease was taken over changes nothing.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sites, syncs, type NewSyncRow, type SiteRow, type SyncRow } from '../../db/schema/index.ts';

/** The claim a worker holds on a sync. */
export type HeldSync = Pick<SyncRow, 'id' | 'attempts'>;

const activeStatuses = ['queued', 'running'];

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Queues a sync unless the site already has an active one (then undefined). */
export async function insertQueuedSync(db: Database, values: NewSyncRow): Promise<SyncRow | undefined> {
  const [row] = await db.insert(syncs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function activeSync(db: Database, siteId: string): Promise<SyncRow | undefined> {
  const [row] = await db
    .select()
    .from(syncs)
    .where(and(eq(syncs.siteId, siteId), inArray(syncs.status, activeStatuses)));
  return row;
}

export async function latestSync(db: Database, siteId: string): Promise<SyncRow | undefined> {
  const [row] = await db
    .select()
    .from(syncs)
    .where(eq(syncs.siteId, siteId))
    .orderBy(desc(syncs.createdAt))
    .limit(1);
  return row;
}

export async function lastSuccessfulSync(db: Database, siteId: string): Promise<SyncRow | undefined> {
  const [row] = await db
    .select()
    .from(syncs)
    .where(and(eq(syncs.siteId, siteId), eq(syncs.status, 'done')))
    .orderBy(desc(syncs.finishedAt))
    .limit(1);
  return row;
}

/**
 * Claims one sync may take. Each claim after the first follows a worker that stopped: a process
 * that crashed (or restarted) mid-sync. A sync that keeps taking its process down (a catalogue
 * that runs it out of memory) would otherwise be resumed, and crash it, forever.
 */
export const maxSyncClaims = 10;

/**
 * Fails the running syncs whose lease has run out after {@link maxSyncClaims} claims, instead of
 * resuming them once more; returns them.
 */
export async function abandonExhaustedSyncs(db: Database, now: Date): Promise<SyncRow[]> {
  return db
    .update(syncs)
    .set({
      status: 'failed',
      failureCode: 'global-500',
      failureReason: `The synchronisation stopped its server ${maxSyncClaims} times and was given up`,
      finishedAt: now,
      leaseExpiresAt: null,
    })
    .where(
      and(eq(syncs.status, 'running'), lt(syncs.leaseExpiresAt, now), gte(syncs.attempts, maxSyncClaims)),
    )
    .returning();
}

/**
 * Takes the oldest queued sync, or a running one whose worker stopped renewing its lease (and that
 * has claims left), and leases it until `until`. Concurrent workers skip a row another one is claiming.
 */
export async function claimSync(db: Database, now: Date, until: Date): Promise<SyncRow | undefined> {
  const [row] = await db
    .update(syncs)
    .set({
      status: 'running',
      leaseExpiresAt: until,
      attempts: sql`${syncs.attempts} + 1`,
      startedAt: sql`coalesce(${syncs.startedAt}, ${timestamp(now)})`,
    })
    .where(
      eq(
        syncs.id,
        sql`(select candidate.id from syncs candidate
             where candidate.status = 'queued'
                or (candidate.status = 'running' and candidate.lease_expires_at < ${timestamp(now)}
                    and candidate.attempts < ${maxSyncClaims})
             order by candidate.created_at
             limit 1
             for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Updates a sync the caller still holds; undefined when its lease was taken over or it ended. */
export async function updateHeldSync(
  db: Database,
  held: HeldSync,
  values: Partial<NewSyncRow>,
): Promise<SyncRow | undefined> {
  const [row] = await db
    .update(syncs)
    .set(values)
    .where(and(eq(syncs.id, held.id), eq(syncs.attempts, held.attempts), eq(syncs.status, 'running')))
    .returning();
  return row;
}

/** A site whose periodic sync is due; `full` when no full sync has succeeded for a day. */
export interface DueSite {
  site: SiteRow;
  full: boolean;
}

/**
 * Indexed pull sites whose interval has passed since their last sync began. The subqueries name
 * `sites.id` in full: drizzle writes a column of the only table of a select unqualified, which
 * inside them would mean the syncs' own id.
 */
export async function sitesDueForSchedule(db: Database, now: Date): Promise<DueSite[]> {
  return db
    .select({
      site: sites,
      full: sql<boolean>`coalesce((select max(done.finished_at) from syncs done
              where done.site_id = sites.id and done.status = 'done' and done.mode = 'full'),
              '-infinity') <= ${timestamp(now)} - interval '1 day'`,
    })
    .from(sites)
    .where(
      and(
        sql`${sites.syncIntervalMinutes} > 0`,
        eq(sites.isIndexed, true),
        sql`${sites.connection}->>'kind' <> 'push'`,
        sql`coalesce((select max(last.created_at) from syncs last where last.site_id = sites.id),
              '-infinity') <= ${timestamp(now)} - ${sites.syncIntervalMinutes} * interval '1 minute'`,
      ),
    );
}
