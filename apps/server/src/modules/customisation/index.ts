// The layer's visual customisation: the Main API to read and save it, and the public layer config
// the shop's layer loader reads (with the storefront CORS and rate limit).
import type { FastifyInstance } from 'fastify';
import { InstanceDirectory, storefrontCors, storefrontRateLimit } from '../search/index.ts';
import { customisationRoutes } from './customisation.routes.ts';
import { layerConfigPath, layerConfigRoutes } from './layer-config.routes.ts';

export { customisationKind } from './customisation.service.ts';

export default async function customisation(app: FastifyInstance) {
  await app.register(customisationRoutes, { prefix: '/main/v1' });
  // Encapsulated: CORS and the rate limit apply to the public route only.
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.rateLimit(storefrontRateLimit));
    storefrontCors(scope, new InstanceDirectory(app.db), [layerConfigPath]);
    layerConfigRoutes(scope);
  });
}
