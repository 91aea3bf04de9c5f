import {
  facetConfigCreatedSchema,
  facetConfigDocumentSchema,
  facetConfigListSchema,
  facetConfigSavedSchema,
  facetConfigSchema,
  facetConfigsQuerySchema,
  facetErrorBodySchema,
  RULE_ENDPOINTS,
  TEXT_MAX_LENGTH,
  boundedText,
  type ErrorBody,
  type FacetErrorBody,
} from '@playboard/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer } from '../../plugins/errors.ts';
import { siteOf, type AccessRule } from '../../plugins/tenancy.ts';
import type { CatalogueProfiles } from '../sites/index.ts';
import {
  createFacetConfig,
  deleteFacetConfig,
  conflictingElementsOf,
  getFacetConfig,
  listFacetConfigs,
  saveFacetConfig,
  type FacetConfigWriter,
} from './facet-configs.service.ts';

const tags = ['facets'];
const security = [{ bearer: [] }];
const errors = {
  400: facetErrorBodySchema,
  401: facetErrorBodySchema,
  403: facetErrorBodySchema,
  404: facetErrorBodySchema,
};
const conflict = { 409: facetErrorBodySchema };

/**
 * The merchants holding play.facets on the instance's site (spec 2 §6's global node), and the
 * platform's operators, who reach every instance.
 */
const access = (level: AccessRule['level']): AccessRule => ({
  scope: 'instance',
  param: 'instance',
  resource: 'play.facets',
  level,
  operators: true,
});

const instanceParams = z.object({ instance: z.string().min(1).max(100) });
const configParams = instanceParams.extend({ configId: boundedText(TEXT_MAX_LENGTH.identifier) });
const endpointParams = instanceParams.extend({ endpointId: z.enum(RULE_ENDPOINTS) });
const savedParams = endpointParams.extend({ configId: boundedText(TEXT_MAX_LENGTH.identifier) });

/** Spec 2 §8: a Facets API error carries status, message and conflicting elements in `error`. */
function facetError(error: FastifyError, body: ErrorBody, status: number): FacetErrorBody {
  return {
    ...body,
    error: {
      status,
      message: body.errors[0]?.message ?? '',
      conflictingElements: conflictingElementsOf(error),
    },
  };
}

export interface FacetConfigsRoutesOptions {
  profiles: CatalogueProfiles;
}

/**
 * The Facets API of spec 2 §7 under /configurations/clients/{instance}: the list and one
 * configuration (GET features), POST for an endpoint, PUT and DELETE by id. Its errors are the
 * server's one shape with spec 2 §8's `error` beside it.
 */
export async function facetConfigsRoutes(app: FastifyInstance, { profiles }: FacetConfigsRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/configurations/clients/:instance';
  const faceting = `${base}/endpoints/:endpointId/requestors/catalog/features/search/faceting`;
  const writer = (request: FastifyRequest): FacetConfigWriter => ({
    store: app,
    site: siteOf(request),
    profiles,
    actor: request.auth,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(app, error, request);
    return reply.status(status).send(status >= 500 ? body : facetError(error, body, status));
  });

  routes.get(
    `${base}/features`,
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the instance's facet configurations (spec 2 §7), the default one (every search and page: the filters screen's facets) among them: page, size, sort.field, sort.direction, strict_search, query, feature, endpointId (default search,browse), filters; results and numFound",
        params: instanceParams,
        querystring: facetConfigsQuerySchema,
        response: { 200: facetConfigListSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => listFacetConfigs(app.db, siteOf(request), request.query),
  );

  routes.get(
    `${base}/features/:configId`,
    {
      schema: {
        tags,
        security,
        summary: 'One facet configuration (spec 2 §3); `default` is the one for every search and page',
        params: configParams,
        response: { 200: facetConfigDocumentSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => getFacetConfig(app.db, siteOf(request), request.params.configId),
  );

  routes.post(
    faceting,
    {
      schema: {
        tags,
        security,
        summary:
          'Creates a facet configuration for the endpoint (201, in `current`): pivots query (search) or CATEGORY, BRAND (browse), and lang; empty pivots dropped and empty prettyNames omitted (spec 2 §5); one equal to a saved configuration answers it (200); one applying to the requests of an enabled one answers 409 naming it (spec 2 §8)',
        params: endpointParams,
        body: facetConfigSchema,
        response: { 200: facetConfigCreatedSchema, 201: facetConfigCreatedSchema, ...errors, ...conflict },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      const { created, current } = await createFacetConfig(
        writer(request),
        request.params.endpointId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ current });
    },
  );

  routes.put(
    `${faceting}/config/:configId`,
    {
      schema: {
        tags,
        security,
        summary:
          'Saves a facet configuration: `current` as saved, `previous` as it was (spec 2 §7); `default` writes the facets the filters screen shows',
        params: savedParams,
        body: facetConfigSchema,
        response: { 200: facetConfigSavedSchema, ...errors, ...conflict },
      },
      config: { access: access('WRITE') },
    },
    async (request) =>
      saveFacetConfig(writer(request), request.params.endpointId, request.params.configId, request.body),
  );

  routes.delete(
    `${faceting}/config/:configId`,
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a facet configuration; the default one stays (400)',
        params: savedParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      await deleteFacetConfig(app, siteOf(request), request.params.configId, request.auth);
      return reply.status(204).send(null);
    },
  );
}
