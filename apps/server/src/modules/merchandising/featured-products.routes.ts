import { featuredProductCardsSchema, featuredProductsSchema, languageSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { featuredProductCards, featuredProducts, saveFeaturedProducts } from './featured-products.service.ts';
import { indexApi } from './index-api.ts';

export async function featuredProductsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const schema = {
    tags,
    security,
    params: z.object({ siteId: z.uuid() }),
    response: { 200: featuredProductsSchema, ...errors },
  };

  routes.get(
    '/featured-products/:siteId',
    {
      schema: { ...schema, summary: 'What the empty query shows first' },
      config: { access: { scope: 'site', param: 'siteId', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => featuredProducts(app.db, siteOf(request).id),
  );

  routes.get(
    '/featured-products/:siteId/products',
    {
      schema: {
        tags,
        security,
        params: schema.params,
        querystring: z.object({ language: languageSchema }),
        summary:
          'The saved recommended products with their catalogue name and image; ids no longer in it flagged',
        response: { 200: featuredProductCardsSchema, ...errors },
      },
      config: { access: { scope: 'site', param: 'siteId', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => featuredProductCards(app.db, siteOf(request).id, request.query.language),
  );

  routes.put(
    '/featured-products/:siteId',
    {
      schema: {
        ...schema,
        summary: 'Popular products, or 4 to 12 recommended products of the catalogue (spec 1 §9)',
        body: featuredProductsSchema,
      },
      config: { access: { scope: 'site', param: 'siteId', resource: 'play.configuration', level: 'WRITE' } },
    },
    async (request) => saveFeaturedProducts(app, siteOf(request).id, request.body, request.auth),
  );
}
