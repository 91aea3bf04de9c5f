// Builds the whole server as a Fastify instance without listening, so tests exercise exactly the
// production app through `inject`; server.ts is the only file that opens a port.
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import accountModule from './modules/account/index.ts';
import analyticsModule from './modules/analytics/index.ts';
import billingModule from './modules/billing/index.ts';
import changeBusModule from './modules/change-bus/index.ts';
import configModule from './modules/config/index.ts';
import connectorsModule, { connectorFor, connectorOptions, probeUrl } from './modules/connectors/index.ts';
import consoleStaticModule from './modules/console-static/index.ts';
import customisationModule, { customisationKind } from './modules/customisation/index.ts';
import demoShopModule from './modules/demo-shop/index.ts';
import flagsModule, { flagAdminRoutes } from './modules/flags/index.ts';
import historyModule, { auditLogRoutes, platformAuditLogRoutes } from './modules/history/index.ts';
import identityModule, {
  builtInTokens,
  devConsoleOrigin,
  endSessionsOf,
  escapeHtml,
  inlineScriptHashes,
  memberPolicies,
  pickLanguage,
} from './modules/identity/index.ts';
import layerModule from './modules/layer/index.ts';
import mailPlugin from './modules/mail/index.ts';
import mainOrganizationsModule from './modules/main-organizations/index.ts';
import managementModule, {
  assignedInstances,
  assignedToInstance,
  passwordRoutes,
  removeAssignmentsInOrganization,
} from './modules/management/index.ts';
import merchandisingModule, {
  getSiteMerchandising,
  facetsApi,
  merchandisingApi,
  tuningKinds,
  queryRankingApi,
  relatedPromptsApi,
} from './modules/merchandising/index.ts';
import noResultsFixesModule from './modules/no-results-fixes/index.ts';
import searchModule from './modules/search/index.ts';
import syncModule from './modules/sync/index.ts';
import {
  CatalogueProfiles,
  gettingStartedRoutes,
  layerKind,
  mainSitesRoutes,
} from './modules/sites/index.ts';
import trackingModule from './modules/tracking/index.ts';
import realtimeModule from './modules/realtime/index.ts';
import authPlugin from './plugins/auth.ts';
import changesPlugin from './plugins/changes.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import errorReportingPlugin from './plugins/error-reporting.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import { logSerializers } from './plugins/log-redaction.ts';
import healthPlugin from './plugins/health.ts';
import inputEdgePlugin from './plugins/input-edge.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import tenancyPlugin from './plugins/tenancy.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes instead of standard output (tests read the log lines). */
  logStream?: { write(line: string): void };
  /** Where services read the time; tests pass a movable clock to expire links without waiting. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
  }
}

export async function buildApp({ config, database, logger, logStream, clock }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: logSerializers, stream: logStream },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024 + 64 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('clock', clock ?? (() => new Date()));
  await app.register(configPlugin, { config });
  // First, so every answer carries the headers, errors and 404s included.
  await app.register(securityHeadersPlugin, { formOrigins: [devConsoleOrigin], inlineScriptHashes });
  await app.register(dbPlugin, { handle: database });
  await app.register(changesPlugin);
  await app.register(errorReportingPlugin);
  await app.register(errorsPlugin);
  await app.register(inputEdgePlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin);
  await app.register(
    authPlugin,
    config.oidcIssuer ? { issuer: config.oidcIssuer } : builtInTokens(app.db, config),
  );
  // An external issuer's policies are its own: only the built-in provider's role rule is known here.
  await app.register(tenancyPlugin, {
    memberPolicies: config.oidcIssuer ? undefined : (role, instance) => memberPolicies(role, [instance]),
    assignedReach: (userId, instance) => assignedToInstance(app.db, userId, instance),
    assignedInstances: (userId) => assignedInstances(app.db, userId),
  });
  // Routes opt in (`app.rateLimit` / `app.createRateLimit`); nothing is limited globally.
  await app.register(rateLimit, { global: false });
  await app.register(mailPlugin);
  await app.register(changeBusModule);

  const mounted = config.modules;
  // The catalogue's fields and labels the settings screens read, kept until the catalogue changes.
  const profiles = new CatalogueProfiles(app.db);
  if (mounted.has('account')) {
    await app.register(accountModule, {
      prefix: '/account/v1',
      endSessions: endSessionsOf,
      removeSiteAssignments: removeAssignmentsInOrganization,
    });
    await app.register(auditLogRoutes, { prefix: '/account/v1' });
    await app.register(managementModule, { prefix: '/management/v1' });
    await app.register(passwordRoutes, { prefix: '/management/v1', endSessions: endSessionsOf });
    await app.register(platformAuditLogRoutes, { prefix: '/management/v1' });
  }
  if (mounted.has('identity') && !config.oidcIssuer) await app.register(identityModule);
  await app.register(realtimeModule, { serve: mounted.has('realtime') });
  if (mounted.has('main')) await app.register(mainOrganizationsModule, { prefix: '/main/v1' });
  if (mounted.has('billing')) {
    await app.register(billingModule, { prefix: '/billing/v1', pages: { escapeHtml, pickLanguage } });
  }
  if (mounted.has('main')) {
    await app.register(mainSitesRoutes, { prefix: '/main/v1' });
    await app.register(gettingStartedRoutes, { prefix: '/main/v1', readTuning: getSiteMerchandising });
    await app.register(merchandisingModule, { prefix: '/index/v1', profiles });
    await app.register(historyModule, {
      prefix: '/merchandising/v1',
      kinds: [...tuningKinds, customisationKind, layerKind],
    });
    await app.register(merchandisingApi, {
      prefix: '/merchandising/v1',
      probeUrl: (url) => probeUrl(url, connectorOptions(app)),
    });
    await app.register(queryRankingApi);
    await app.register(facetsApi, { profiles });
    await app.register(relatedPromptsApi, { probeUrl: (url) => probeUrl(url, connectorOptions(app)) });
  }
  if (mounted.has('main')) await app.register(connectorsModule, { prefix: '/main/v1' });
  if (mounted.has('main')) await app.register(configModule, { prefix: '/config/v1' });
  if (mounted.has('main')) await app.register(customisationModule);
  // Every process can queue a sync and serve its routes (with `main`); `sync` runs the worker.
  await app.register(syncModule, {
    connectorFor: (site, options) => connectorFor(site, { ...connectorOptions(app), ...options }),
  });
  if (mounted.has('flags')) {
    await app.register(flagsModule, { prefix: '/flags/api' });
    await app.register(flagAdminRoutes, { prefix: '/management/v1' });
  }
  if (mounted.has('search')) await app.register(searchModule);
  if (mounted.has('search')) await app.register(noResultsFixesModule);
  if (mounted.has('tracking')) await app.register(trackingModule);
  if (mounted.has('analytics')) await app.register(analyticsModule);
  await app.register(demoShopModule, { serve: mounted.has('demo-shop') });
  if (mounted.has('layer')) await app.register(layerModule);
  if (mounted.has('console')) await app.register(consoleStaticModule);

  // Where a committed change goes: every listener of the app's change stream. Changes made by the
  // other server processes arrive here too (the change bus emits them on the same stream).
  app.changes.on('catalog', (change) => profiles.forget(change.siteId));
  if (mounted.has('tracking')) {
    app.changes.on('config', (change) => {
      if (change.resource === undefined || change.resource === 'serviceConfig')
        app.trackingSettings.forgetSite(change.siteId);
    });
  }
  if (mounted.has('search')) {
    app.changes.on('config', (change) => {
      app.searchIndexes.configChanged(change);
      if (change.resource === undefined || change.resource === 'serviceConfig')
        app.searchSettings.forgetSite(change.siteId);
      // A site switched on or off in the console answers accordingly at once, not after the cache expires.
      app.storefrontSites.forgetSite(change.siteId);
    });
    app.changes.on('catalog', (change) => app.searchIndexes.catalogChanged(change));
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
