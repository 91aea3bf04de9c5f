// Index API routes of the sync (spec 1 §7): current sync, manual trigger, setup status and
// retries, engine re-index. Each declares the site or engine its path names (the tenancy plugin).
import { DomainError } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { engineOf, siteOf, type AccessRule } from '../../plugins/tenancy.ts';
import {
  currentSyncSchema,
  engineIndexResponse,
  setupStateSchema,
  startSyncBody,
  syncViewSchema,
} from './sync.schemas.ts';
import { currentSync, setupStatus, startSync } from './sync.service.ts';
import { syncView } from './sync-view.ts';

const siteParams = z.object({ id: z.uuid() });
const guarded = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

function access(scope: 'site' | 'engine', level: AccessRule['level']): { access: AccessRule } {
  return { access: { scope, resource: 'instanceManagement', level } };
}

export async function syncRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:id/syncs/current',
    {
      config: access('site', 'READ'),
      schema: {
        tags: ['index'],
        summary: "The site's latest catalogue sync, its last success and the next scheduled one",
        security: [{ bearer: [] }],
        params: siteParams,
        response: { 200: currentSyncSchema, 400: errorResponse, ...guarded },
      },
    },
    async (request) => currentSync(app, siteOf(request)),
  );

  routes.post(
    '/sites/:id/syncs',
    {
      config: access('site', 'WRITE'),
      schema: {
        tags: ['index'],
        summary: 'Starts a sync of the site (full by default); while one is active, answers that one',
        security: [{ bearer: [] }],
        params: siteParams,
        body: startSyncBody.nullish(),
        response: { 202: syncViewSchema, 400: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const row = await startSync(app, siteOf(request), 'manual', request.body?.mode);
      return reply.status(202).send(syncView(row));
    },
  );

  routes.get(
    '/sites/:id/setup',
    {
      config: access('site', 'READ'),
      schema: {
        tags: ['index'],
        summary: "The site's indexing status: DONE once its catalogue is searchable",
        security: [{ bearer: [] }],
        params: siteParams,
        response: { 200: setupStateSchema, 400: errorResponse, ...guarded },
      },
    },
    async (request) => setupStatus(app, siteOf(request)),
  );

  routes.post(
    '/sites/:id/setup/retries',
    {
      config: access('site', 'WRITE'),
      schema: {
        tags: ['index'],
        summary: 'Starts the setup sync again after a failure (409 once the site is indexed)',
        security: [{ bearer: [] }],
        params: siteParams,
        response: { 202: setupStateSchema, 400: errorResponse, 409: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const site = siteOf(request);
      if (site.isIndexed) {
        throw new DomainError('global-409', 'The site is already indexed', { status: 409 });
      }
      await startSync(app, site, 'retry', 'full');
      return reply.status(202).send(await setupStatus(app, site));
    },
  );

  routes.post(
    '/engines/:id/index',
    {
      config: access('engine', 'WRITE'),
      schema: {
        tags: ['index'],
        summary: "Rebuilds the in-memory indexes of the engine's site from the stored catalogue",
        security: [{ bearer: [] }],
        params: siteParams,
        response: { 202: engineIndexResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const engine = engineOf(request);
      // Every server process rebuilds (the change bus carries it to the others).
      app.changes.emit('catalog', { siteId: engine.siteId, upserted: [], removed: [], rebuild: true });
      return reply.status(202).send({ engineId: engine.id, status: 'IN_PROGRESS' as const });
    },
  );
}
