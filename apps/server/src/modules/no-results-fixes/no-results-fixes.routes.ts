import {
  noResultsFixListQuerySchema,
  noResultsFixPageSchema,
  noResultsFixParamsSchema,
  noResultsFixSchema,
  noResultsProposalSchema,
  noResultsQuerySchema,
  redirectionFixInputSchema,
  synonymFixInputSchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf, type AccessRule } from '../../plugins/tenancy.ts';
import {
  acceptFix,
  dismissFix,
  listFixes,
  proposeFix,
  restoreFix,
  type FixesDeps,
} from './no-results-fixes.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const writeErrors = { ...errors, 409: errorResponse };
const siteParams = z.object({ siteId: z.uuid() });
const common = { tags: ['merchandising'], security: [{ bearer: [] }] };
const access = (resource: AccessRule['resource'], level: AccessRule['level']) => ({
  access: { scope: 'site', param: 'siteId', resource, level } as const,
});

/** The fixes of the no-results report (issue 15): proposals, accept, dismiss, the list with figures. */
export async function noResultsFixesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: FixesDeps = {
    db: app.db,
    changes: app.changes,
    indexes: app.searchIndexes,
    clock: () => app.clock(),
  };

  routes.get(
    '/sites/:siteId/no-results-fixes/proposal',
    {
      schema: {
        ...common,
        summary:
          'What the catalogue proposes for a search with no results: a synonym group with what it finds, a redirection, or no good match; nothing is stored',
        params: siteParams,
        querystring: noResultsQuerySchema,
        response: { 200: noResultsProposalSchema, ...errors },
      },
      config: access('explain', 'READ'),
    },
    async (request) => proposeFix(deps, siteOf(request), request.query),
  );

  routes.get(
    '/sites/:siteId/no-results-fixes',
    {
      schema: {
        ...common,
        summary:
          'The searches with no results fixed or dismissed in a language, latest first; fixed ones with their searches before and after and their results now',
        params: siteParams,
        querystring: noResultsFixListQuerySchema,
        response: { 200: noResultsFixPageSchema, ...errors },
      },
      config: access('insights.queries', 'READ'),
    },
    async (request) => listFixes(deps, siteOf(request), request.query),
  );

  routes.post(
    '/sites/:siteId/no-results-fixes/synonyms',
    {
      schema: {
        ...common,
        summary:
          'Fixes a search with no results with a synonym group (saved as the synonyms API does); a search fixed already answers its fix (200)',
        params: siteParams,
        body: synonymFixInputSchema,
        response: { 200: noResultsFixSchema, 201: noResultsFixSchema, ...writeErrors },
      },
      config: access('play.synonym', 'WRITE'),
    },
    async (request, reply) => {
      const { fix, created } = await acceptFix(
        deps,
        siteOf(request).id,
        { kind: 'synonym', ...request.body },
        request.auth,
      );
      return reply.code(created ? 201 : 200).send(fix);
    },
  );

  routes.post(
    '/sites/:siteId/no-results-fixes/redirections',
    {
      schema: {
        ...common,
        summary:
          'Fixes a search with no results with a redirection (saved as the redirections API does); a search fixed already answers its fix (200)',
        params: siteParams,
        body: redirectionFixInputSchema,
        response: { 200: noResultsFixSchema, 201: noResultsFixSchema, ...writeErrors },
      },
      config: access('play.redirection', 'WRITE'),
    },
    async (request, reply) => {
      const { fix, created } = await acceptFix(
        deps,
        siteOf(request).id,
        { kind: 'redirection', ...request.body },
        request.auth,
      );
      return reply.code(created ? 201 : 200).send(fix);
    },
  );

  routes.post(
    '/sites/:siteId/no-results-fixes/dismissals',
    {
      schema: {
        ...common,
        summary:
          'Dismisses a search with no results: the report marks it; dismissing it again answers the same (200)',
        params: siteParams,
        body: noResultsQuerySchema,
        response: { 200: noResultsFixSchema, 201: noResultsFixSchema, ...writeErrors },
      },
      config: access('insights.queries', 'WRITE'),
    },
    async (request, reply) => {
      const { fix, created } = await dismissFix(deps, siteOf(request).id, request.body);
      return reply.code(created ? 201 : 200).send(fix);
    },
  );

  routes.delete(
    '/sites/:siteId/no-results-fixes/:fixId',
    {
      schema: {
        ...common,
        summary: 'Brings a dismissed search back to the report (an accepted fix: 409)',
        params: noResultsFixParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
      config: access('insights.queries', 'WRITE'),
    },
    async (request, reply) => {
      await restoreFix(deps, siteOf(request).id, request.params.fixId);
      return reply.code(204).send(null);
    },
  );
}
