import { facetableFieldsInputSchema, facetableFieldsResponseSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { facetableFields, saveFacetableFields } from './facets.service.ts';
import { indexApi, siteParams, type ProfileRoutesOptions } from './index-api.ts';

export async function facetsRoutes(app: FastifyInstance, { profiles }: ProfileRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const response = { 200: facetableFieldsResponseSchema, ...errors };
  const now = () => app.clock().getTime();

  routes.get(
    '/fields/site/:id/facetable',
    {
      schema: {
        tags,
        security,
        summary:
          'Facets of the storefront (selected, in order) and the other fields of the catalogue that can be',
        params: siteParams,
        response,
      },
      config: { access: { scope: 'site', resource: 'play.facets', level: 'READ' } },
    },
    async (request) => facetableFields(app.db, profiles, siteOf(request), now()),
  );

  routes.put(
    '/fields/site/:id/facetable',
    {
      schema: {
        tags,
        security,
        summary: 'Selects the storefront facets, in order; range facets get buckets from the catalogue',
        params: siteParams,
        body: facetableFieldsInputSchema,
        response,
      },
      config: { access: { scope: 'site', resource: 'play.facets', level: 'WRITE' } },
    },
    async (request) => saveFacetableFields(app, profiles, siteOf(request), request.body, now(), request.auth),
  );
}
