import {
  configEnableQuerySchema,
  configEntitySchema,
  configErrorBodySchema,
  configHistoryQuerySchema,
  configHistorySchema,
  configInputSchema,
  configInstanceSchema,
  configsQuerySchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, errorResponse } from '../../plugins/errors.ts';
import type { AccessRule } from '../../plugins/tenancy.ts';
import {
  ConfigValidationError,
  createInstanceConfigs,
  deleteInstanceConfigs,
  enableServiceConfig,
  listServiceConfigs,
  revertServiceConfig,
  saveServiceConfig,
  serviceConfigHistory,
} from './service-configs.service.ts';

const tags = ['config'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The configuration service is the platform's: its operators' instanceManagement node decides (spec 2 §6). */
const read: AccessRule = { scope: 'platform', resource: 'instanceManagement', level: 'READ' };
const write: AccessRule = { scope: 'platform', resource: 'instanceManagement', level: 'WRITE' };

const instanceParams = z.object({ instance: configInstanceSchema });
const revisionParams = z.object({ revisionId: z.string().max(64) });

/** The Config API of spec 2 §7, under /config/v1, and the history of its sets. */
export async function serviceConfigsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/secure/configs',
    {
      schema: {
        tags,
        security,
        summary:
          "The instances' configuration entities, of one service or all; instance is a comma-joined list (default: every instance)",
        querystring: configsQuerySchema,
        response: { 200: z.array(configEntitySchema), ...errors },
      },
      config: { access: read },
    },
    async (request) => listServiceConfigs(app.db, request.query),
  );

  routes.put(
    '/secure/configs',
    {
      schema: {
        tags,
        security,
        summary:
          "Sets an instance's data of a service (empty strings stripped), validated against the service's JSON Schema",
        body: configInputSchema,
        response: { 200: configEntitySchema, ...errors, 400: configErrorBodySchema.or(errorResponse) },
      },
      config: { access: write },
    },
    async (request, reply) => {
      try {
        return await saveServiceConfig(app, request.body, request.auth);
      } catch (error) {
        if (!(error instanceof ConfigValidationError)) throw error;
        return reply.status(400).send({ ...errorBody(error.code, error.message), details: error.issues });
      }
    },
  );

  routes.put(
    '/secure/configs/enable',
    {
      schema: {
        tags,
        security,
        summary: "Switches an instance's set of a service on or off; off, the defaults apply",
        querystring: configEnableQuerySchema,
        response: { 200: configEntitySchema, ...errors },
      },
      config: { access: write },
    },
    async (request) => enableServiceConfig(app, request.query, request.auth),
  );

  routes.post(
    '/secure/instances/:instance',
    {
      schema: {
        tags,
        security,
        summary:
          'Gives the instance its own set of every service from the defaults (201); one it has already is kept (200)',
        params: instanceParams,
        response: { 200: z.array(configEntitySchema), 201: z.array(configEntitySchema), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      const { created, entities } = await createInstanceConfigs(app, request.params.instance, request.auth);
      return reply.status(created ? 201 : 200).send(entities);
    },
  );

  routes.delete(
    '/secure/instances/:instance',
    {
      schema: {
        tags,
        security,
        summary: "Deletes the instance's own sets: it falls back to the defaults",
        params: instanceParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteInstanceConfigs(app, request.params.instance, request.auth);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/secure/configs/history',
    {
      schema: {
        tags,
        security,
        summary: "The changes of an instance's set of a service, newest first",
        querystring: configHistoryQuerySchema,
        response: { 200: configHistorySchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => serviceConfigHistory(app.db, request.query),
  );

  routes.post(
    '/secure/configs/history/:revisionId/revert',
    {
      schema: {
        tags,
        security,
        summary: 'Puts the set back as it was before the change, as a new change (later changes included)',
        params: revisionParams,
        response: { 200: configEntitySchema, ...errors },
      },
      config: { access: write },
    },
    async (request) => revertServiceConfig(app, request.params.revisionId, request.auth),
  );
}
