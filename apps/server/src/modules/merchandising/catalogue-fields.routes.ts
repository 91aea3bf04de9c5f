import { productLabelsResponseSchema, retrievableFieldsResponseSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { productLabels, retrievableFields } from './catalogue-fields.service.ts';
import { indexApi, siteParams, type ProfileRoutesOptions } from './index-api.ts';

export async function catalogueFieldsRoutes(app: FastifyInstance, { profiles }: ProfileRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const now = () => app.clock().getTime();
  const access = { scope: 'site', resource: 'play.configuration', level: 'READ' } as const;

  routes.get(
    '/fields/site/:id/retrievable',
    {
      schema: {
        tags,
        security,
        summary:
          'Fields products of the catalogue carry; with productCard=true those a card can add as its extra field',
        params: siteParams,
        querystring: z.object({ productCard: z.enum(['true', 'false']).default('false') }),
        response: { 200: retrievableFieldsResponseSchema, ...errors },
      },
      config: { access },
    },
    async (request) =>
      retrievableFields(profiles, siteOf(request).id, request.query.productCard === 'true', now()),
  );

  routes.get(
    '/sites/:id/product-labels',
    {
      schema: {
        tags,
        security,
        summary: 'Product-card labels the catalogue can show, and on how many products',
        params: siteParams,
        response: { 200: productLabelsResponseSchema, ...errors },
      },
      config: { access },
    },
    async (request) => productLabels(profiles, siteOf(request).id, now()),
  );
}
