import { resultsVisibilityProductsSchema, resultsVisibilitySchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { indexApi, siteParams, type ProfileRoutesOptions } from './index-api.ts';
import {
  resultsVisibility,
  resultsVisibilityProducts,
  saveResultsVisibility,
} from './results-visibility.service.ts';

export async function resultsVisibilityRoutes(app: FastifyInstance, { profiles }: ProfileRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const schema = {
    tags,
    security,
    params: siteParams,
    response: { 200: resultsVisibilitySchema, ...errors },
  };

  routes.get(
    '/sites/:id/index-settings',
    {
      schema: { ...schema, summary: 'Results visibility' },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => resultsVisibility(app.db, siteOf(request).id),
  );

  routes.get(
    '/sites/:id/index-settings/products',
    {
      schema: {
        tags,
        security,
        params: siteParams,
        summary: 'How many products of the catalogue each results visibility switch affects now',
        response: { 200: resultsVisibilityProductsSchema, ...errors },
      },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => resultsVisibilityProducts(profiles, siteOf(request).id, app.clock().getTime()),
  );

  routes.post(
    '/sites/:id/index-settings',
    {
      schema: {
        ...schema,
        summary:
          'Sets whether out-of-stock products show and whether products not available for order are buried',
        body: resultsVisibilitySchema,
      },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'WRITE' } },
    },
    async (request) => saveResultsVisibility(app, siteOf(request).id, request.body, request.auth),
  );
}
