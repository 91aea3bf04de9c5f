// The configuration service of spec 2 (§3, §5, §7, §8, /config/v1): per instance, the settings of
// the search, tracking and layer services, each validated against its JSON Schema, versioned by
// history. The services read them through the site's configuration (the `serviceConfigs` tuning
// resource), so a change reaches them on the change stream.
import type { FastifyInstance } from 'fastify';
import { serviceConfigsRoutes } from './service-configs.routes.ts';

export { loadServiceConfigs, serviceConfigKind } from './service-configs.service.ts';

export default async function configModule(app: FastifyInstance) {
  await app.register(serviceConfigsRoutes);
}
