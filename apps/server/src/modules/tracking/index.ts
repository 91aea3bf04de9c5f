// Storefront tracking: tagging URLs land here and are written to tracking_events in batches.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DUPLICATE_WINDOW_MAX_SECONDS } from '@playboard/domain';
import { ServiceConfigReader } from '../config/index.ts';
import { InstanceDirectory, storefrontCors, storefrontRateLimit } from '../search/index.ts';
import { DuplicateWindow } from './duplicate-window.ts';
import { EventBuffer } from './event-buffer.ts';
import { trackingRoutes } from './tracking.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Waiting tracking events; `flush()` writes them now. */
    trackingBuffer: EventBuffer;
    /** Each site's tracking settings (the configuration service's), forgotten on their change. */
    trackingSettings: ServiceConfigReader;
  }
}

export default fp(
  async function tracking(app: FastifyInstance) {
    const buffer = await EventBuffer.open(app.db, app.log, join(app.config.dataDir, 'tracking-journal'));
    const duplicates = await DuplicateWindow.open(
      app.db,
      DUPLICATE_WINDOW_MAX_SECONDS * 1000,
      buffer.waiting(),
    );
    const settings = new ServiceConfigReader(app.db);
    app.decorate('trackingBuffer', buffer);
    app.decorate('trackingSettings', settings);
    app.addHook('onClose', () => buffer.close());
    await app.register(async (scope) => {
      const directory = new InstanceDirectory(app.db);
      scope.addHook('onRequest', app.rateLimit(storefrontRateLimit));
      storefrontCors(scope, directory, ['/tagging/v1/track/:instance/:event']);
      trackingRoutes(scope, { directory, buffer, duplicates, settings });
    });
  },
  { name: 'tracking', dependencies: ['config', 'db', 'errors'] },
);
