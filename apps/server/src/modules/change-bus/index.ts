// Catalogue and configuration changes reach every server process sharing the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeBus } from './change-bus.ts';

export { changeBusApplicationName } from './change-bus.ts';

export default fp(
  async function changeBus(app: FastifyInstance) {
    const pool = app.dbHandle.pool;
    // PGlite serves one process by construction: the app's change stream is the whole bus.
    if (app.dbHandle.kind !== 'postgres' || !pool) return;
    const bus = new ChangeBus({
      db: app.db,
      changes: app.changes,
      connection: pool.options,
      log: app.log,
      reportError: (error, context) => app.reportError(error, context),
      settled: (siteId) =>
        app.hasDecorator('searchIndexes') ? app.searchIndexes.settled(siteId) : Promise.resolve(),
    });
    app.addHook('onReady', () => bus.start());
    app.addHook('onClose', () => bus.close());
  },
  { name: 'change-bus', dependencies: ['db', 'changes', 'error-reporting'] },
);
