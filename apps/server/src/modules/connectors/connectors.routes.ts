// Main API routes of the connectors (protocol §3, §4): the connection check, site creation, remote
// checks, connector info and version match, and the Shopify install.
import {
  boundedText,
  connectorInfoSchema,
  siteCheckSchema,
  siteCreateSchema,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf, siteOf } from '../../plugins/tenancy.ts';
import { getSite, siteResponse } from '../sites/index.ts';
import { checkShop, connectorInfo, createSite, remoteChecks, versionMatch } from './connectors.service.ts';
import type { ModulePlatform } from './module-connector.ts';
import { finishShopifyInstall, startShopifyInstall } from './shopify.service.ts';
import { shopDomainSchema } from './shopify-oauth.ts';

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
  504: errorResponse,
};

const remoteChecksResponse = z.object({
  checkedAt: z.iso.datetime({ offset: true }),
  checks: z.array(
    z.object({
      name: z.enum(['reachable', 'module', 'token', 'version']),
      ok: z.boolean(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});

const versionText = z.string().regex(/^\d+(\.\d+){0,3}$/, 'must be a version such as 2.25.0');

export async function connectorsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/connectors/:type/sites/check',
    {
      config: {
        errorCodes: { siteUri: 'mot-13' },
        access: {
          scope: 'organization',
          param: 'organizationId',
          in: 'query',
          optional: true,
          resource: 'instanceManagement',
          level: 'READ',
        },
      },
      schema: {
        tags: ['main'],
        summary:
          'Checks a shop module with its connector token (protocol §1); with organizationId also that the URL is new there (mot-17)',
        security: [{ bearer: [] }],
        params: z.object({
          type: z
            .string()
            .regex(
              /^(prestashop|woocommerce|magento|custom)$/i,
              'must be prestashop, woocommerce, magento or custom',
            ),
        }),
        querystring: z.object({
          siteUri: boundedText(URL_MAX_LENGTH).min(1),
          organizationId: z.uuid().optional(),
        }),
        headers: z.object({ 'connector-token': boundedText(TEXT_MAX_LENGTH.secret).optional() }),
        response: { 200: siteCheckSchema, ...failures },
      },
    },
    async (request) =>
      checkShop(app, {
        platform: request.params.type.toUpperCase() as ModulePlatform,
        siteUri: request.query.siteUri,
        token: request.headers['connector-token'] ?? '',
        organizationId: request.query.organizationId,
      }),
  );

  routes.post(
    '/organizations/:id/sites',
    {
      config: {
        errorCodes: { url: 'mot-13' },
        access: { scope: 'organization', resource: 'instanceManagement', level: 'WRITE' },
      },
      schema: {
        tags: ['main'],
        summary:
          'Connects a shop: checks it, creates the site with one engine per shop language and starts the setup sync',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        body: siteCreateSchema,
        response: { 201: siteResponse, ...failures },
      },
    },
    async (request, reply) => {
      const site = await createSite(app, membershipOf(request).organizationId, request.body);
      return reply.status(201).send(await getSite(app.db, site));
    },
  );

  routes.get(
    '/sites/:id/remote-checks',
    {
      config: { access: { scope: 'site', resource: 'instanceManagement', level: 'READ' } },
      schema: {
        tags: ['main'],
        summary:
          "Checks the site's shop now: reachable, module, token, version (the first failure has its code)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: remoteChecksResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => remoteChecks(app, siteOf(request)),
  );

  routes.get(
    '/sites/:id/connector',
    {
      config: { access: { scope: 'site', resource: 'instanceManagement', level: 'READ' } },
      schema: {
        tags: ['main'],
        summary: "The site's connector module version against the platform's minimum and latest",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: connectorInfoSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => connectorInfo(siteOf(request)),
  );

  routes.get(
    '/sites/:id/connector/:version/match',
    {
      config: { access: { scope: 'site', resource: 'instanceManagement', level: 'READ' } },
      schema: {
        tags: ['main'],
        summary: "Whether the site's installed connector module is at least this version",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid(), version: versionText }),
        response: {
          200: z.object({
            version: z.string(),
            installedVersion: z.string().nullable(),
            matches: z.boolean(),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => versionMatch(siteOf(request), request.params.version),
  );

  routes.post(
    '/connectors/shopify/installs',
    {
      config: {
        errorCodes: { shopDomain: 'mot-13' },
        access: {
          scope: 'organization',
          param: 'organizationId',
          in: 'body',
          resource: 'instanceManagement',
          level: 'WRITE',
        },
      },
      schema: {
        tags: ['main'],
        summary: "Starts a Shopify app install: Shopify's authorize URL with a single-use state (10 min)",
        security: [{ bearer: [] }],
        body: z.object({ organizationId: z.uuid(), shopDomain: shopDomainSchema }),
        response: {
          200: z.object({ authorizeUrl: z.string() }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => startShopifyInstall(app, request.auth.userId, request.body),
  );

  routes.get(
    '/connectors/shopify/callback',
    {
      schema: {
        tags: ['main'],
        summary:
          "Shopify's OAuth callback: verifies the HMAC and the state, creates the site and sends the merchant to the setup status",
        querystring: z.record(boundedText(TEXT_MAX_LENGTH.identifier), boundedText(TEXT_MAX_LENGTH.value)),
        response: {
          302: z.null(),
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          502: errorResponse,
          503: errorResponse,
          504: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const site = await finishShopifyInstall(app, request.query);
      const target = new URL('/setup-wizard/status', app.config.publicUrl);
      target.searchParams.set('siteId', site.id);
      return reply.redirect(target.toString(), 302);
    },
  );
}
