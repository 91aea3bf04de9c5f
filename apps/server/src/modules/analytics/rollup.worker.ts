// Runs the rollups in this process every few seconds. Several processes may run it: the watermark
// row is claimed with SKIP LOCKED, so one rolls up while the others skip that round.
import type { FastifyInstance } from 'fastify';
import { rollupAll } from './rollup.ts';

export interface RollupWorkerOptions {
  intervalMs: number;
  batchSize: number;
}

export interface RollupWorker {
  /** Rolls up every event committed so far; resolves with how many were read. */
  runNow(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

export function createRollupWorker(app: FastifyInstance, options: RollupWorkerOptions): RollupWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runNow(): Promise<number> {
    // One run at a time in this process: a manual run waits for the scheduled one, then goes.
    while (running) await running.catch(() => 0);
    running = rollupAll(app.db, options.batchSize).finally(() => {
      running = undefined;
    });
    return running;
  }

  function tick() {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow()
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'analytics rollup failed');
          app.reportError(error, { job: 'analytics-rollup' });
        })
        .finally(tick);
    }, options.intervalMs);
  }

  return {
    runNow,
    start: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
