// Connectors: how catalogues reach Playboard (docs/connectors.md). Other modules use the exports
// here: the sync builds a site's pull connector with `connectorFor`.
import type { FastifyInstance } from 'fastify';
import { connectorsRoutes } from './connectors.routes.ts';
import { moduleDownloadsRoutes } from './module-downloads.routes.ts';

export { connectorFor } from './connector-factory.ts';
export { connectorOptions, createSite } from './connectors.service.ts';
export { siteUrlKey } from './shop-url.ts';
export { probeUrl } from './url-probe.ts';

/** The connectors' Main API routes; mounted under `/main/v1`. */
export default async function connectors(app: FastifyInstance) {
  await app.register(connectorsRoutes);
  await app.register(moduleDownloadsRoutes);
}
