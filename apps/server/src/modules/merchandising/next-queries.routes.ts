import { nextQueriesInputSchema, nextQueriesSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { itemParams, merchandisingApi, siteAccess, siteParams } from './merchandising-api.ts';
import {
  createNextQueries,
  deleteNextQueries,
  getNextQueries,
  updateNextQueries,
} from './next-queries.service.ts';

const { tags, security, errors, conflict } = merchandisingApi;
const read = siteAccess('play.nextQueries', 'READ');
const write = siteAccess('play.nextQueries', 'WRITE');

/**
 * The merchant's next queries of a query (issue 34): curated ones first, and learned ones hidden.
 * The list, with what the site's searches taught, is the search module's (`GET /next-queries`).
 */
export async function nextQueriesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sites/:siteId/next-queries',
    {
      schema: {
        tags,
        security,
        summary:
          'Sets the next queries of a query in a language: curated ones in their order, learned ones hidden; a second entry for the query answers 409 next-queries-1',
        params: siteParams,
        body: nextQueriesInputSchema,
        response: { 201: nextQueriesSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request, reply) =>
      reply.status(201).send(await createNextQueries(app, siteOf(request).id, request.body, request.auth)),
  );

  routes.get(
    '/sites/:siteId/next-queries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The next queries the merchant set for one query',
        params: itemParams,
        response: { 200: nextQueriesSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getNextQueries(app.db, siteOf(request).id, request.params.id),
  );

  routes.put(
    '/sites/:siteId/next-queries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the next queries the merchant set for one query',
        params: itemParams,
        body: nextQueriesInputSchema,
        response: { 200: nextQueriesSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request) =>
      updateNextQueries(app, siteOf(request).id, request.params.id, request.body, request.auth),
  );

  routes.delete(
    '/sites/:siteId/next-queries/:id',
    {
      schema: {
        tags,
        security,
        summary: "Deletes the merchant's next queries of a query: the learned ones show again",
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteNextQueries(app, siteOf(request).id, request.params.id, request.auth);
      return reply.status(204).send(null);
    },
  );
}
