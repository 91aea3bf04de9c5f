// Feature flags (spec 1 §6) at /flags/api: the Unleash frontend API's toggles and metrics endpoints,
// evaluated per instance with the console's current engine; and, for the platform's operators, each
// flag's state under /management/v1/flags.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boundedText, TEXT_MAX_LENGTH } from '@playboard/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { relayMetrics, relayToggles } from './flags.relay.ts';
import { enabledToggles, ensureFlags, recordMetrics } from './flags.service.ts';

export { flagAdminRoutes } from './flags.routes.ts';

const togglesResponse = z.object({
  toggles: z.array(
    z.object({
      name: z.string(),
      enabled: z.boolean(),
      variant: z.object({
        name: z.string(),
        enabled: z.boolean(),
        // What a real Unleash adds to a variant, passed on when FLAGS_URL serves the flags.
        feature_enabled: z.boolean().optional(),
        featureEnabled: z.boolean().optional(),
        payload: z.object({ type: z.string(), value: z.string() }).optional(),
      }),
      impressionData: z.boolean(),
    }),
  ),
});

/** The context travels as query parameters (`appName`, `sessionId`, `properties[engineUuid]`...). */
const contextKey = boundedText(TEXT_MAX_LENGTH.identifier);
const contextValue = boundedText(TEXT_MAX_LENGTH.value);
const contextQuery = z.record(contextKey, z.union([contextValue, z.array(contextValue)]));
/** A POST's context, whose `properties` carry the console's current engine as `engineUuid` (spec 1 §6). */
const postedContext = z
  .object({ properties: z.record(contextKey, z.unknown()).optional() })
  .catchall(z.unknown());

// Anonymous writes (the client key is public): bounded per address and in size. A client reports
// the toggles it checked, a handful in the console, so these bounds leave ample room.
const flagMetricsRateLimit = { max: 60, timeWindow: 60_000 } as const;
const metricsBodyLimit = 64 * 1024;
const maxReportEntries = 100;

/** A record of at most `maxReportEntries` entries with names of at most 255 characters. */
const boundedRecord = <T extends z.ZodType>(value: T) =>
  z.record(z.string().max(255), value).refine((record) => Object.keys(record).length <= maxReportEntries, {
    error: `at most ${maxReportEntries} entries`,
  });

const toggleCounts = z.object({
  yes: z.number().int().nonnegative(),
  no: z.number().int().nonnegative(),
  variants: boundedRecord(z.number().int().nonnegative()).optional(),
});

const metricsBody = z.object({
  appName: z.string().min(1).max(255),
  instanceId: z.string().max(255).optional(),
  environment: z.string().max(255).optional(),
  bucket: z.object({
    start: z.coerce.date(),
    stop: z.coerce.date(),
    toggles: boundedRecord(toggleCounts),
  }),
});

export default async function flags(app: FastifyInstance) {
  await ensureFlags(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['flags'];

  // The client sends back the ETag it got, so an unchanged flag set costs an empty 304.
  const currentToggles = async (engineUuid: string | undefined) => {
    const toggles = await enabledToggles(app.db, app.config.flagsOn, engineUuid);
    return { toggles, etag: `"${createHash('sha1').update(JSON.stringify(toggles)).digest('base64url')}"` };
  };

  const service = app.config.flagService;
  const held = (request: FastifyRequest) => request.headers['if-none-match'];

  const answerToggles = async (engine: unknown, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (service) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const relayed = await relayToggles(service, {
        search,
        body: request.method === 'POST' ? request.body : undefined,
        etag: held(request),
      });
      if (relayed.etag) reply.header('etag', relayed.etag);
      return reply.status(relayed.status).send(relayed.body);
    }
    const { toggles, etag } = await currentToggles(typeof engine === 'string' ? engine : undefined);
    reply.header('etag', etag);
    if (held(request) === etag) return reply.status(304).send(null);
    return reply.send({ toggles });
  };

  routes.get(
    '/frontend',
    {
      schema: {
        tags,
        summary:
          'Enabled feature toggles (Unleash frontend API); the client key in `authorization` is accepted',
        querystring: contextQuery,
        response: { 200: togglesResponse, 304: z.null(), 503: errorResponse },
      },
    },
    async (request, reply) => answerToggles(request.query['properties[engineUuid]'], request, reply),
  );

  routes.post(
    '/frontend',
    {
      schema: {
        tags,
        summary:
          'Enabled feature toggles with the context in the body (unleash-proxy-client usePOSTrequests)',
        body: z.object({ context: postedContext.optional() }),
        response: { 200: togglesResponse, 304: z.null(), 503: errorResponse },
      },
    },
    async (request, reply) => answerToggles(request.body.context?.properties?.engineUuid, request, reply),
  );

  routes.post(
    '/frontend/client/metrics',
    {
      schema: {
        tags,
        summary:
          'Stores the flag client metrics (how often each toggle was checked), or passes them to FLAGS_URL',
        body: metricsBody,
        response: { 202: z.null(), 503: errorResponse },
      },
      bodyLimit: metricsBodyLimit,
      onRequest: app.rateLimit(flagMetricsRateLimit),
    },
    async (request, reply) => {
      if (service) await relayMetrics(service, request.body);
      else await recordMetrics(app.db, request.body, app.clock());
      return reply.status(202).send(null);
    },
  );
}
