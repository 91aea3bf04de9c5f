import {
  businessRuleInputSchema,
  businessRuleListQuerySchema,
  businessRulePageSchema,
  businessRuleSchema,
  businessRuleValuesQuerySchema,
  businessRuleValuesSchema,
  queryRankingConflictSchema,
  queryRankingRuleDocumentSchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import {
  businessRuleValues,
  convertBusinessRule,
  createBusinessRule,
  deleteBusinessRule,
  getBusinessRule,
  pageBusinessRules,
  updateBusinessRule,
} from './business-rules.service.ts';
import { itemParams, merchandisingApi, siteAccess, siteParams } from './merchandising-api.ts';
import { answeringConflicts, writerOf } from './query-ranking.routes.ts';

const { tags, security, errors, conflict } = merchandisingApi;
const read = siteAccess('play.equalize', 'READ');
const write = siteAccess('play.equalize', 'WRITE');

/**
 * Business rules of the older version (spec 1 §2, §3, §5, §8, §9; flag PLAY_QUERY_RANKING off). With
 * the flag on, the query ranking screen lists them too, as rules that still apply, and converts one.
 */
export async function businessRulesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/business-rules',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the site's business rules, by language, field, type and a text in a matching query or a value, newest change first by default",
        params: siteParams,
        querystring: businessRuleListQuerySchema,
        response: { 200: businessRulePageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => pageBusinessRules(app.db, siteOf(request).id, request.query),
  );

  routes.get(
    '/sites/:siteId/business-rules/values',
    {
      schema: {
        tags,
        security,
        summary:
          "The catalogue's values of a rule field: brands and categories with their product counts, products with name and image, IS_NEW's one value; a text narrows them",
        params: siteParams,
        querystring: businessRuleValuesQuerySchema,
        response: { 200: businessRuleValuesSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => businessRuleValues(app.db, siteOf(request).id, request.query),
  );

  routes.post(
    '/sites/:siteId/business-rules',
    {
      schema: {
        tags,
        security,
        summary:
          'Creates a business rule; a field the platform does not offer answers 400, another rule of the language, field and type for all searches or for one of its terms answers 409 naming it',
        params: siteParams,
        body: businessRuleInputSchema,
        response: { 201: businessRuleSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request, reply) =>
      reply.status(201).send(await createBusinessRule(app, siteOf(request).id, request.body, request.auth)),
  );

  routes.get(
    '/sites/:siteId/business-rules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One business rule',
        params: itemParams,
        response: { 200: businessRuleSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getBusinessRule(app.db, siteOf(request).id, request.params.id),
  );

  routes.put(
    '/sites/:siteId/business-rules/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Replaces a business rule; one gone answers 404, a clash with another rule 409 naming it (as on create)',
        params: itemParams,
        body: businessRuleInputSchema,
        response: { 200: businessRuleSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request) =>
      updateBusinessRule(app, siteOf(request).id, request.params.id, request.body, request.auth),
  );

  routes.post(
    '/sites/:siteId/business-rules/:id/convert',
    {
      schema: {
        tags,
        security,
        summary:
          'Makes a business rule a query ranking rule (read in the legacy format of spec 2 §3) and deletes it; a conflict with a saved query ranking rule answers 409 listing it and changes nothing, a rule converted already 404',
        params: itemParams,
        response: { 201: queryRankingRuleDocumentSchema, ...errors, 409: queryRankingConflictSchema },
      },
      config: { access: write },
    },
    async (request, reply) =>
      answeringConflicts(reply, async () =>
        reply
          .status(201)
          .send(
            await convertBusinessRule(
              app,
              siteOf(request).id,
              request.params.id,
              await writerOf(app, request),
            ),
          ),
      ),
  );

  routes.delete(
    '/sites/:siteId/business-rules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a business rule; one already gone answers 404',
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteBusinessRule(app, siteOf(request).id, request.params.id, request.auth);
      return reply.status(204).send(null);
    },
  );
}
