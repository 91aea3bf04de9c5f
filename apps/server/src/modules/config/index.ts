// The configuration service of spec 2 (§3, §5, §7, §8, /config/v1): per instance, the settings of
// the search, tracking and layer services, each validated against its JSON Schema, versioned by
// history. Search reads them through the site's configuration (the `services` tuning resource),
// tracking through a ServiceConfigReader, both told of a change on the change stream; the layer gets
// its own with its configuration (`/layer/v1/config`).
import type { FastifyInstance } from 'fastify';
import { serviceConfigsRoutes } from './service-configs.routes.ts';

export { ServiceConfigReader } from './service-config-reader.ts';
export { loadServiceConfigs } from './service-configs.service.ts';

export default async function configModule(app: FastifyInstance) {
  await app.register(serviceConfigsRoutes);
}
