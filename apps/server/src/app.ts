// Builds the whole server as a Fastify instance without listening, so tests exercise exactly the
// production app through `inject`; server.ts is the only file that opens a port.
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import authPlugin from './plugins/auth.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import healthPlugin from './plugins/health.ts';
import openapiPlugin from './plugins/openapi.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024 + 64 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { handle: database });
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin);
  await app.register(authPlugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
