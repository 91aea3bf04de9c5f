// Index API, sites part (spec 1 §7): facetable, searchable and retrievable fields, results
// visibility, product labels, featured products, facet values and their configuration.
import {
  DomainError,
  featuredProductsSchema,
  FEATURED_PRODUCTS_TYPES,
  PRODUCT_LABELS,
  resultsVisibilitySchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import {
  facetValueConfigSchema,
  getFacetValueConfig,
  maxFacetValues,
  saveFacetValueConfig,
} from '../merchandising-config/index.ts';
import {
  FACET_TYPES,
  facetableFields,
  facetableFieldsInput,
  retrievableFields,
  saveFacetableFields,
  saveSearchableFields,
  SEARCHABLE_FIELDS,
  searchableFields,
  searchableFieldsInput,
} from './index-fields.service.ts';
import {
  featuredProducts,
  productLabels,
  resultsVisibility,
  saveFeaturedProducts,
  saveResultsVisibility,
} from './index-settings.service.ts';
import { CatalogueProfiles } from './catalogue-profile.ts';
import { engineOfUser, siteOfUser } from './site-access.ts';

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

const facetableResponse = z.object({
  fields: z.array(
    z.object({
      field: z.string(),
      type: z.enum(FACET_TYPES),
      variation: z.boolean(),
      selected: z.boolean(),
      label: z.record(z.string(), z.string()),
      position: z.number().int(),
    }),
  ),
});
const searchableResponse = z.object({
  fields: z.array(z.object({ field: z.enum(SEARCHABLE_FIELDS), active: z.boolean(), weight: z.number() })),
});
const featuredResponse = z.object({
  type: z.enum(FEATURED_PRODUCTS_TYPES),
  productIds: z.array(z.string()),
});
const facetParams = z.object({
  id: z.uuid(),
  facet: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^:]+$/, 'a facet name has no colon'),
});

export async function indexSitesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['index'];
  const security = [{ bearer: [] }];
  const now = () => app.clock().getTime();
  const profiles = new CatalogueProfiles(app.db);
  app.addHook('onClose', async () => profiles.close());

  routes.get(
    '/fields/site/:id/facetable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Facets of the storefront (selected, in order) and the other fields of the catalogue that can be',
        params: idParams,
        response: { 200: facetableResponse, ...errors },
      },
    },
    async (request) =>
      facetableFields(
        app.db,
        profiles,
        await siteOfUser(app.db, request.auth.userId, request.params.id),
        now(),
      ),
  );

  routes.put(
    '/fields/site/:id/facetable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Selects the storefront facets, in order; range facets get buckets from the catalogue',
        params: idParams,
        body: facetableFieldsInput,
        response: { 200: facetableResponse, ...errors },
      },
    },
    async (request) =>
      saveFacetableFields(
        app.db,
        profiles,
        await siteOfUser(app.db, request.auth.userId, request.params.id),
        request.body,
        now(),
      ),
  );

  routes.get(
    '/fields/site/:id/searchable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The searchable fields, active or not, with their weights',
        params: idParams,
        response: { 200: searchableResponse, ...errors },
      },
    },
    async (request) =>
      searchableFields(app.db, (await siteOfUser(app.db, request.auth.userId, request.params.id)).id),
  );

  routes.put(
    '/fields/site/:id/searchable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sets the active searchable fields and their weights (at least one, spec 1 §5)',
        params: idParams,
        body: searchableFieldsInput,
        response: { 200: searchableResponse, ...errors },
      },
    },
    async (request) =>
      saveSearchableFields(
        app.db,
        (await siteOfUser(app.db, request.auth.userId, request.params.id)).id,
        request.body,
      ),
  );

  routes.get(
    '/fields/site/:id/retrievable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Fields products of the catalogue carry; with productCard=true those a card can add as its extra field',
        params: idParams,
        querystring: z.object({ productCard: z.enum(['true', 'false']).default('false') }),
        response: {
          200: z.object({
            fields: z.array(
              z.object({ field: z.string(), type: z.enum(['text', 'number', 'boolean', 'list']) }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      retrievableFields(
        profiles,
        (await siteOfUser(app.db, request.auth.userId, request.params.id)).id,
        request.query.productCard === 'true',
        now(),
      ),
  );

  const visibility = {
    tags,
    security,
    params: idParams,
    response: { 200: resultsVisibilitySchema, ...errors },
  };
  routes.get(
    '/sites/:id/index-settings',
    { onRequest: app.authenticate, schema: { ...visibility, summary: 'Results visibility' } },
    async (request) =>
      resultsVisibility(app.db, (await siteOfUser(app.db, request.auth.userId, request.params.id)).id),
  );
  routes.post(
    '/sites/:id/index-settings',
    {
      onRequest: app.authenticate,
      schema: {
        ...visibility,
        summary:
          'Sets whether out-of-stock products show and whether products not available for order are buried',
        body: resultsVisibilitySchema,
      },
    },
    async (request) =>
      saveResultsVisibility(
        app.db,
        (await siteOfUser(app.db, request.auth.userId, request.params.id)).id,
        request.body,
      ),
  );

  routes.get(
    '/sites/:id/product-labels',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Product-card labels the catalogue can show, and on how many products',
        params: idParams,
        response: {
          200: z.object({
            labels: z.array(
              z.object({ key: z.enum(PRODUCT_LABELS), available: z.boolean(), products: z.number().int() }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      productLabels(profiles, (await siteOfUser(app.db, request.auth.userId, request.params.id)).id, now()),
  );

  const featured = {
    tags,
    security,
    params: z.object({ siteId: z.uuid() }),
    response: { 200: featuredResponse, ...errors },
  };
  routes.get(
    '/featured-products/:siteId',
    { onRequest: app.authenticate, schema: { ...featured, summary: 'What the empty query shows first' } },
    async (request) =>
      featuredProducts(app.db, (await siteOfUser(app.db, request.auth.userId, request.params.siteId)).id),
  );
  routes.put(
    '/featured-products/:siteId',
    {
      onRequest: app.authenticate,
      schema: {
        ...featured,
        summary: 'Popular products, or 4 to 12 recommended products of the catalogue (spec 1 §9)',
        body: featuredProductsSchema,
      },
    },
    async (request) =>
      saveFeaturedProducts(
        app.db,
        (await siteOfUser(app.db, request.auth.userId, request.params.siteId)).id,
        request.body,
      ),
  );

  routes.get(
    '/fields/engines/:id/facets/:facet/values',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A facet's values over the whole catalogue in the engine's language, most frequent first",
        params: facetParams,
        response: {
          200: z.object({ values: z.array(z.object({ value: z.string(), count: z.number().int() })) }),
          ...errors,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const { engine, site } = await engineOfUser(app.db, request.auth.userId, request.params.id);
      if (!app.hasDecorator('searchIndexes')) {
        throw new DomainError('global-503', 'The search service does not run in this process', {
          status: 503,
        });
      }
      const live = await app.searchIndexes.engine(site.id, engine.language, [engine.language]);
      // A facet of its own (not the storefront's): every value, by count, none hidden.
      const [facet] = live.index.search(
        { query: '', rows: 0 },
        { facets: [{ type: 'value', id: 'values', field: request.params.facet, limit: maxFacetValues }] },
      ).facets;
      return { values: (facet?.values ?? []).map(({ value, count }) => ({ value, count })) };
    },
  );

  const valueConfig = {
    tags,
    security,
    params: facetParams,
    response: { 200: facetValueConfigSchema, ...errors },
  };
  routes.get(
    '/fields/engines/:id/facets/:facet/values/config',
    {
      onRequest: app.authenticate,
      schema: { ...valueConfig, summary: "How the engine's storefront lists the facet's values" },
    },
    async (request) => {
      const { engine } = await engineOfUser(app.db, request.auth.userId, request.params.id);
      return getFacetValueConfig(app.db, engine.id, request.params.facet);
    },
  );
  routes.put(
    '/fields/engines/:id/facets/:facet/values/config',
    {
      onRequest: app.authenticate,
      schema: {
        ...valueConfig,
        summary:
          "Orders the facet's values (count, alphabetical or custom) and hides some, on the storefront",
        body: facetValueConfigSchema,
      },
    },
    async (request) => {
      const { engine, site } = await engineOfUser(app.db, request.auth.userId, request.params.id);
      return saveFacetValueConfig(
        app.db,
        { siteId: site.id, engineId: engine.id },
        request.params.facet,
        request.body,
      );
    },
  );
}
