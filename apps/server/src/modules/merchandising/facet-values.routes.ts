import {
  facetCheckQuerySchema,
  facetCheckSchema,
  facetValueConfigSchema,
  facetValuesResponseSchema,
  MAX_FACET_VALUES,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { engineOf, siteOf } from '../../plugins/tenancy.ts';
import { facetCheck, productsWith } from './facet-check.ts';
import { getFacetValueConfig, saveFacetValueConfig } from './facet-values.service.ts';
import { indexApi, liveEngine, type ProfileRoutesOptions } from './index-api.ts';

const facetParams = z.object({
  id: z.uuid(),
  facet: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^:]+$/, 'a facet name has no colon'),
});

export async function facetValuesRoutes(app: FastifyInstance, { profiles }: ProfileRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const engineIndex = (engine: { siteId: string; language: string }) =>
    liveEngine(app, engine.siteId, engine.language, [engine.language]);

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
      const live = await engineIndex(engineOf(request));
      // A facet of its own (not the storefront's): every value, by count, none hidden.
      const [facet] = live.index.search(
        { query: '', rows: 0 },
        { facets: [{ type: 'value', id: 'values', field: request.params.facet, limit: MAX_FACET_VALUES }] },
      ).facets;
      return { values: (facet?.values ?? []).map(({ value, count }) => ({ value, count })) };
    },
  );

  routes.get(
    '/fields/engines/:id/facet-check',
    {
      schema: {
        tags,
        security,
        summary:
          "What would confuse shoppers filtering by some facets (comma-joined) in the engine's language: spellings of one value, mixed units, facets few products hold, values of a single product each",
        params: z.object({ id: z.uuid() }),
        querystring: facetCheckQuerySchema,
        response: { 200: facetCheckSchema, ...errors, 503: errorResponse },
      },
      config: { access: { scope: 'engine', resource: 'play.facets', level: 'READ' } },
    },
    async (request) => {
      const engine = engineOf(request);
      const [live, profile] = await Promise.all([
        engineIndex(engine),
        profiles.of(engine.siteId, app.clock().getTime()),
      ]);
      const fields = request.query.facets;
      // Range facets (price, numeric attributes) list buckets, not the catalogue's values.
      const valued = fields.filter(
        (field) => field !== 'price' && profile.attributes.get(field)?.kind !== 'number',
      );
      const { facets } = live.index.search(
        { query: '', rows: 0 },
        {
          facets: valued.map((field) => ({ type: 'value', id: field, field, limit: MAX_FACET_VALUES })),
        },
      );
      const values = new Map(facets.map((facet) => [facet.id, facet.values]));
      return facetCheck(
        profile.products,
        fields.map((field) => ({
          field,
          products: productsWith(profile, field),
          values: (values.get(field) ?? []).map(({ value, count }) => ({ value, count })),
        })),
      );
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
