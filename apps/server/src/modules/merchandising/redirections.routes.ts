import {
  merchandisingListQuerySchema,
  redirectionInputSchema,
  redirectionPageSchema,
  redirectionSchema,
} from '@playboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { itemParams, merchandisingApi, siteAccess, siteParams } from './merchandising-api.ts';
import {
  assertNoRepeatedTerm,
  createRedirection,
  deleteRedirection,
  getRedirection,
  listRedirections,
  updateRedirection,
} from './redirections.service.ts';

const { tags, security, errors, conflict } = merchandisingApi;
const read = siteAccess('play.redirection', 'READ');
const write = siteAccess('play.redirection', 'WRITE');

/** A term twice in the body is search-extensions-7 (409), as a term of another redirection is. */
const repeatedTerm = async (request: FastifyRequest) => assertNoRepeatedTerm(request.body);

/** Search-term redirections of a site (spec 1 §3, §5; search-extensions-7 of §8). */
export async function redirectionsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/redirections',
    {
      schema: {
        tags,
        security,
        summary: "A page of the site's redirections, by language and text (a term or the target URL)",
        params: siteParams,
        querystring: merchandisingListQuerySchema,
        response: { 200: redirectionPageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => listRedirections(app.db, siteOf(request).id, request.query),
  );

  routes.post(
    '/sites/:siteId/redirections',
    {
      preValidation: repeatedTerm,
      schema: {
        tags,
        security,
        summary:
          'Creates a redirection; a term another redirection of the language has, or a term twice, answers 409 search-extensions-7',
        params: siteParams,
        body: redirectionInputSchema,
        response: { 201: redirectionSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request, reply) =>
      reply.status(201).send(await createRedirection(app, siteOf(request).id, request.body, request.auth)),
  );

  routes.get(
    '/sites/:siteId/redirections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One redirection',
        params: itemParams,
        response: { 200: redirectionSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getRedirection(app.db, siteOf(request).id, request.params.id),
  );

  routes.put(
    '/sites/:siteId/redirections/:id',
    {
      preValidation: repeatedTerm,
      schema: {
        tags,
        security,
        summary:
          'Replaces a redirection; a term another redirection of the language has, or a term twice, answers 409 search-extensions-7',
        params: itemParams,
        body: redirectionInputSchema,
        response: { 200: redirectionSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request) =>
      updateRedirection(app, siteOf(request).id, request.params.id, request.body, request.auth),
  );

  routes.delete(
    '/sites/:siteId/redirections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a redirection',
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteRedirection(app, siteOf(request).id, request.params.id, request.auth);
      return reply.status(204).send(null);
    },
  );
}
