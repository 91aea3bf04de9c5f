import {
  DomainError,
  facetValueConfigSchema,
  facetValuesResponseSchema,
  MAX_FACET_VALUES,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { engineOf, siteOf } from '../../plugins/tenancy.ts';
import { getFacetValueConfig, saveFacetValueConfig } from './facet-values.service.ts';
import { indexApi } from './index-api.ts';

const facetParams = z.object({
  id: z.uuid(),
  facet: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^:]+$/, 'a facet name has no colon'),
});

export async function facetValuesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;

  routes.get(
    '/fields/engines/:id/facets/:facet/values',
    {
      schema: {
        tags,
        security,
        summary: "A facet's values over the whole catalogue in the engine's language, most frequent first",
        params: facetParams,
        response: { 200: facetValuesResponseSchema, ...errors, 503: errorResponse },
      },
      config: { access: { scope: 'engine', resource: 'play.facets', level: 'READ' } },
    },
    async (request) => {
      const engine = engineOf(request);
      if (!app.hasDecorator('searchIndexes')) {
        throw new DomainError('global-503', 'The search service does not run in this process', {
          status: 503,
        });
      }
      const live = await app.searchIndexes.engine(engine.siteId, engine.language, [engine.language]);
      // A facet of its own (not the storefront's): every value, by count, none hidden.
      const [facet] = live.index.search(
        { query: '', rows: 0 },
        { facets: [{ type: 'value', id: 'values', field: request.params.facet, limit: MAX_FACET_VALUES }] },
      ).facets;
      return { values: (facet?.values ?? []).map(({ value, count }) => ({ value, count })) };
    },
  );

  const schema = {
    tags,
    security,
    params: facetParams,
    response: { 200: facetValueConfigSchema, ...errors },
  };
  routes.get(
    '/fields/engines/:id/facets/:facet/values/config',
    {
      schema: { ...schema, summary: "How the engine's storefront lists the facet's values" },
      config: { access: { scope: 'engine', resource: 'play.facets', level: 'READ' } },
    },
    async (request) => getFacetValueConfig(app.db, engineOf(request).id, request.params.facet),
  );

  routes.put(
    '/fields/engines/:id/facets/:facet/values/config',
    {
      schema: {
        ...schema,
        summary:
          "Orders the facet's values (count, alphabetical or custom) and hides some, on the storefront",
        body: facetValueConfigSchema,
      },
      config: { access: { scope: 'engine', resource: 'play.facets', level: 'WRITE' } },
    },
    async (request) =>
      saveFacetValueConfig(
        app,
        { siteId: siteOf(request).id, engineId: engineOf(request).id },
        request.params.facet,
        request.body,
        request.auth,
      ),
  );
}
