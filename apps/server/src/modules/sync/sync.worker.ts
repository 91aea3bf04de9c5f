// Runs queued syncs in this process: claims one at a time from the syncs table (a dead process's
// syncs come back once their lease runs out), and queues the periodic syncs that are due.
import type { FastifyInstance } from 'fastify';
import { siteById } from '../sites/index.ts';
import { runSync, type ConnectorFactory, type SyncRunOptions } from './sync-runner.ts';
import { startSync } from './sync.service.ts';
import { announceSync } from './sync-progress.ts';
import { abandonExhaustedSyncs, claimSync, sitesDueForSchedule } from './syncs.repo.ts';

export interface SyncWorkerOptions {
  connectorFor: ConnectorFactory;
  /** How long a claim lasts without renewal; a crashed worker's sync is resumed after it. */
  leaseMs: number;
  pageSize: number;
  retryDelaysMs?: readonly number[];
  progressIntervalMs?: number;
  /** How often other processes' syncs and due schedules are looked for; default min(5 s, lease / 2). */
  pollMs?: number;
}

export interface SyncWorker {
  /** Runs every sync that can be claimed now, one after the other; resolves with how many ran. */
  runDue(): Promise<number>;
  /** Queues the periodic syncs that are due; resolves with how many were queued. */
  schedule(): Promise<number>;
  /** Looks for work soon instead of at the next poll (a sync was just queued in this process). */
  wake(): void;
  start(): void;
  /** Stops polling; the sync in flight stops after its current page and is left to be resumed. */
  stop(): Promise<void>;
}

export function createSyncWorker(app: FastifyInstance, options: SyncWorkerOptions): SyncWorker {
  const pollMs = options.pollMs ?? Math.min(5_000, Math.max(100, Math.floor(options.leaseMs / 2)));
  const abort = new AbortController();
  const runOptions: SyncRunOptions = {
    connectorFor: options.connectorFor,
    leaseMs: options.leaseMs,
    pageSize: options.pageSize,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 15_000],
    progressIntervalMs: options.progressIntervalMs ?? 250,
    signal: abort.signal,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  async function runDue(): Promise<number> {
    let count = 0;
    for (const abandoned of await abandonExhaustedSyncs(app.db, app.clock())) {
      app.log.error(
        { syncId: abandoned.id, siteId: abandoned.siteId },
        'sync given up after repeated crashes',
      );
      const site = await siteById(app.db, abandoned.siteId);
      if (site) announceSync(app, site, abandoned);
    }
    while (!abort.signal.aborted) {
      const now = app.clock();
      const claimed = await claimSync(app.db, now, new Date(now.getTime() + options.leaseMs));
      if (!claimed) break;
      await runSync(app, claimed, runOptions);
      count += 1;
    }
    return count;
  }

  async function schedule(): Promise<number> {
    const due = await sitesDueForSchedule(app.db, app.clock());
    for (const { site, full } of due) await startSync(app, site, 'schedule', full ? 'full' : 'incremental');
    return due.length;
  }

  function tick(delay: number) {
    if (abort.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      again = false;
      running = schedule()
        .then(() => runDue())
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'sync worker failed');
          app.reportError(error, { job: 'sync-worker' });
        })
        .finally(() => {
          running = undefined;
          tick(again ? 0 : pollMs);
        });
    }, delay);
  }

  return {
    runDue,
    schedule,
    wake() {
      if (running) again = true;
      else tick(0);
    },
    start() {
      tick(0);
    },
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
