import { relatedTagsInputSchema, relatedTagsSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { itemParams, merchandisingApi, siteAccess, siteParams } from './merchandising-api.ts';
import {
  createRelatedTags,
  deleteRelatedTags,
  getRelatedTags,
  updateRelatedTags,
} from './related-tags.service.ts';

const { tags, security, errors, conflict } = merchandisingApi;
const read = siteAccess('play.relatedTags', 'READ');
const write = siteAccess('play.relatedTags', 'WRITE');

/**
 * The merchant's related tags of a query (issue 34): curated ones first, and organic ones hidden.
 * The list, with the organic tags the engine computes now, is the search module's (`GET /related-tags`).
 */
export async function relatedTagsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sites/:siteId/related-tags',
    {
      schema: {
        tags,
        security,
        summary:
          'Sets the related tags of a query in a language: curated ones in their order, organic ones hidden; a second entry for the query answers 409 related-tags-1',
        params: siteParams,
        body: relatedTagsInputSchema,
        response: { 201: relatedTagsSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request, reply) =>
      reply.status(201).send(await createRelatedTags(app, siteOf(request).id, request.body, request.auth)),
  );

  routes.get(
    '/sites/:siteId/related-tags/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The related tags the merchant set for one query',
        params: itemParams,
        response: { 200: relatedTagsSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getRelatedTags(app.db, siteOf(request).id, request.params.id),
  );

  routes.put(
    '/sites/:siteId/related-tags/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the related tags the merchant set for one query',
        params: itemParams,
        body: relatedTagsInputSchema,
        response: { 200: relatedTagsSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request) =>
      updateRelatedTags(app, siteOf(request).id, request.params.id, request.body, request.auth),
  );

  routes.delete(
    '/sites/:siteId/related-tags/:id',
    {
      schema: {
        tags,
        security,
        summary: "Deletes the merchant's related tags of a query: the hidden organic ones show again",
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteRelatedTags(app, siteOf(request).id, request.params.id, request.auth);
      return reply.status(204).send(null);
    },
  );
}
