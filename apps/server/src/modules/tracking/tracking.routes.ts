import { DomainError, TRACKING_EVENTS } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewTrackingEventRow } from '../../db/schema/index.ts';
import { errorResponse } from '../../plugins/errors.ts';
import type { ServiceConfigReader } from '../config/index.ts';
import { errorResponses, type InstanceDirectory } from '../search/index.ts';
import type { DuplicateWindow } from './duplicate-window.ts';
import type { EventBuffer } from './event-buffer.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const integer = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be an integer')
  .transform(Number);

// Known parameters are typed; the rest is kept as sent (the contract lets storefronts add keys).
const trackingQuerySchema = z
  .object({
    q: text(1024).optional(),
    lang: text(20).optional(),
    productId: text(256).optional(),
    origin: text(200).optional(),
    location: text(200).optional(),
    session: text(200).optional(),
    position: integer.optional(),
    page: integer.optional(),
    totalHits: integer.optional(),
  })
  .catchall(z.union([text(2048), z.array(text(2048)).max(50)]));

const paramsSchema = z.object({ instance: z.string().min(1).max(100), event: z.enum(TRACKING_EVENTS) });

export function trackingRoutes(
  app: FastifyInstance,
  {
    directory,
    buffer,
    duplicates,
    settings,
  }: {
    directory: InstanceDirectory;
    buffer: EventBuffer;
    duplicates: DuplicateWindow;
    /** The instance's tracking settings: which events it records, its duplicate window. */
    settings: ServiceConfigReader;
  },
): void {
  // POST takes the same URL with the parameters in the query (a beacon sends no body): `sendBeacon`
  // (the search layer) can only post, and a beacon still arrives when the shopper leaves the page.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'POST'],
    url: '/tagging/v1/track/:instance/:event',
    schema: {
      tags: ['tracking'],
      summary:
        "Record a storefront event (Empathy tagging URL, or the same URL posted by sendBeacon); answered 204 before it is written; the same event of a session again within the instance's duplicate window is answered 204 and stored once; an event the instance does not record answers 403",
      params: paramsSchema,
      querystring: trackingQuerySchema,
      response: { 204: z.null(), ...errorResponses, 403: errorResponse },
    },
    handler: async (request, reply) => {
      // The event's time is when it arrived (its day in analytics), taken before anything awaits:
      // not when the buffer writes it, nor when a write that failed is tried again.
      const arrivedAt = new Date(Date.now() - reply.elapsedTime);
      const { instance, event } = request.params;
      const site = await directory.resolve(instance);
      if (!site) throw new DomainError('global-404', `Instance ${instance} not found`, { status: 404 });
      const { tracking } = await settings.of(site.siteId);
      if (!tracking.events[event]) {
        throw new DomainError('global-403', `Instance ${instance} does not record ${event} events`, {
          status: 403,
        });
      }
      const { q, lang, productId, origin, location, session, position, page, totalHits, ...rest } =
        request.query;
      // `follow` is the client's own flag (contract §5.3), not something analytics reads.
      const params = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'follow'));
      const row: NewTrackingEventRow = {
        siteId: site.siteId,
        event,
        query: q ?? null,
        language: lang ?? null,
        productId: productId ?? null,
        origin: origin ?? null,
        location: location ?? null,
        session: session ?? null,
        position: position ?? null,
        page: page ?? null,
        totalHits: totalHits ?? null,
        params: params as Record<string, string | string[]>,
        occurredAt: arrivedAt,
      };
      // A repeat is answered as accepted: the storefront did nothing wrong in sending it again.
      if (duplicates.admit(row, tracking.duplicateWindowSeconds * 1000)) buffer.push(row);
      return reply.status(204).send(null);
    },
  });
}
