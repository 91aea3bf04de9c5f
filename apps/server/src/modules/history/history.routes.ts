import {
  configRevertInputSchema,
  configRevisionDaysQuerySchema,
  configRevisionDaysSchema,
  configRevisionNoteInputSchema,
  configRevisionPageSchema,
  configRevisionQuerySchema,
  configRevisionSchema,
  siteConfigurationQuerySchema,
  siteConfigurationSchema,
  type ConfigRevisionKind,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { VersionedKind } from './config-write.ts';
import {
  annotateRevision,
  getRevision,
  listRevisions,
  revertRevision,
  revisionDays,
} from './history.service.ts';
import { siteConfigurationAt } from './site-configuration.ts';

export interface HistoryRoutesOptions {
  /** Every versioned kind, to revert its revisions. */
  kinds: readonly VersionedKind[];
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const siteParams = z.object({ siteId: z.uuid() });
const revisionParams = siteParams.extend({ revisionId: z.uuid() });
const common = { tags: ['merchandising'], security: [{ bearer: [] }] };
const read = { scope: 'site', param: 'siteId', resource: 'play.configuration', level: 'READ' } as const;

export async function historyRoutes(app: FastifyInstance, options: HistoryRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const kinds = new Map<ConfigRevisionKind, VersionedKind>(options.kinds.map((kind) => [kind.kind, kind]));

  routes.get(
    '/sites/:siteId/revisions',
    {
      schema: {
        ...common,
        summary: "The site's configuration changes, newest first, by kind and entity",
        params: siteParams,
        querystring: configRevisionQuerySchema,
        response: { 200: configRevisionPageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => listRevisions(app.db, siteOf(request).id, request.query),
  );

  routes.get(
    '/sites/:siteId/revisions/days',
    {
      schema: {
        ...common,
        summary: "The site's days (in its time zone) with configuration changes: how many, of which kinds",
        params: siteParams,
        querystring: configRevisionDaysQuerySchema,
        response: { 200: configRevisionDaysSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => revisionDays(app.db, siteOf(request), request.query),
  );

  routes.get(
    '/sites/:siteId/configuration',
    {
      schema: {
        ...common,
        summary: "The site's whole tuning configuration as it was at an instant, read-only",
        params: siteParams,
        querystring: siteConfigurationQuerySchema,
        response: { 200: siteConfigurationSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => siteConfigurationAt(app.db, kinds, siteOf(request).id, new Date(request.query.at)),
  );

  routes.patch(
    '/sites/:siteId/revisions/:revisionId',
    {
      schema: {
        ...common,
        summary: 'Attaches a note to a configuration change (why it was made); only the note changes',
        params: revisionParams,
        body: configRevisionNoteInputSchema,
        response: { 200: configRevisionSchema, ...errors },
      },
      config: { access: { ...read, level: 'WRITE' } },
    },
    async (request) =>
      annotateRevision(app.db, siteOf(request).id, request.params.revisionId, request.body.note),
  );

  routes.get(
    '/sites/:siteId/revisions/:revisionId',
    {
      schema: {
        ...common,
        summary: 'One configuration change: who, when, the entity before and after',
        params: revisionParams,
        response: { 200: configRevisionSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getRevision(app.db, siteOf(request).id, request.params.revisionId),
  );

  routes.post(
    '/sites/:siteId/revisions/:revisionId/revert',
    {
      schema: {
        ...common,
        summary:
          'Restores the entity as it was before the change, as a new revision; a change that is not the latest answers 409 history-1 unless confirmed',
        params: revisionParams,
        body: configRevertInputSchema,
        response: { 201: configRevisionSchema, ...errors, 409: errorResponse },
      },
      config: { access: { ...read, level: 'WRITE' } },
    },
    async (request, reply) => {
      const revision = await revertRevision(
        app,
        kinds,
        siteOf(request).id,
        request.params.revisionId,
        request.body,
        request.auth,
      );
      return reply.status(201).send(revision);
    },
  );
}
