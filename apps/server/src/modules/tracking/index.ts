// Storefront tracking: tagging URLs land here and are written to tracking_events in batches.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InstanceDirectory, storefrontCors, storefrontRateLimit } from '../search/index.ts';
import { DuplicateWindow } from './duplicate-window.ts';
import { EventBuffer } from './event-buffer.ts';
import { trackingRoutes } from './tracking.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Waiting tracking events; `flush()` writes them now. */
    trackingBuffer: EventBuffer;
  }
}

export default fp(
  async function tracking(app: FastifyInstance) {
    const buffer = await EventBuffer.open(app.db, app.log, join(app.config.dataDir, 'tracking-journal'));
    const duplicates = await DuplicateWindow.open(
      app.db,
      app.config.trackingDuplicateWindowMs,
      buffer.waiting(),
    );
    app.decorate('trackingBuffer', buffer);
    app.addHook('onClose', () => buffer.close());
    await app.register(async (scope) => {
      const directory = new InstanceDirectory(app.db);
      scope.addHook('onRequest', app.rateLimit(storefrontRateLimit));
      storefrontCors(scope, directory, ['/tagging/v1/track/:instance/:event']);
      trackingRoutes(scope, directory, buffer, duplicates);
    });
  },
  { name: 'tracking', dependencies: ['config', 'db', 'errors'] },
);
