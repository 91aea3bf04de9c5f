// The catalogue sync: the Index API's sync, setup and push routes, the worker that runs queued
// syncs (when this process mounts the `sync` module) and `startSync` for other modules.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushRoutes } from './push.routes.ts';
import type { ConnectorFactory } from './sync-runner.ts';
import { syncRoutes } from './sync.routes.ts';
import { createSyncWorker, type SyncWorker } from './sync.worker.ts';

export { startSync } from './sync.service.ts';
export type { ConnectorFactory } from './sync-runner.ts';
export type { ProductPage, ShopConnector, ShopInfo } from './shop-connector.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs queued syncs in this process; undefined when the process does not mount `sync`. */
    syncWorker: SyncWorker | undefined;
  }
}

export interface SyncModuleOptions {
  /** The pull connector of a site (`connectorFor` of the connectors module). */
  connectorFor: ConnectorFactory;
}

export default fp(
  async function sync(app: FastifyInstance, options: SyncModuleOptions) {
    const { config } = app;
    const worker = config.modules.has('sync')
      ? createSyncWorker(app, {
          connectorFor: options.connectorFor,
          leaseMs: config.syncLeaseMs,
          pageSize: config.syncPageSize,
        })
      : undefined;
    app.decorate('syncWorker', worker);
    if (worker) {
      app.addHook('onReady', async () => worker.start());
      // Before the database closes: the sync in flight stops after its page and is resumed later.
      app.addHook('preClose', async () => worker.stop());
    }
    if (config.modules.has('main')) {
      await app.register(
        async (scope) => {
          await syncRoutes(scope);
          await pushRoutes(scope);
        },
        { prefix: '/index/v1' },
      );
    }
  },
  { name: 'sync', dependencies: ['config', 'db', 'errors', 'auth', 'realtime'] },
);
