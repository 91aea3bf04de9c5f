import {
  bannerInputSchema,
  bannerPageSchema,
  bannerWithStateSchema,
  merchandisingListQuerySchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import {
  assertBannerImage,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  updateBanner,
  withState,
} from './banners.service.ts';
import {
  itemParams,
  merchandisingApi,
  siteAccess,
  siteParams,
  type MerchandisingApiOptions,
} from './merchandising-api.ts';

const { tags, security, errors, conflict } = merchandisingApi;
const read = siteAccess('play.promotion', 'READ');
const write = siteAccess('play.promotion', 'WRITE');

/**
 * Banners and promoted tiles of a site (spec 1 §3, §5), each answered with its state now
 * (scheduled, live, ended, inactive) read in its time zone.
 */
export async function bannersRoutes(app: FastifyInstance, { probeUrl }: MerchandisingApiOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/banners',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the site's banners with their states, by language and text (a term, the target URL, the title)",
        params: siteParams,
        querystring: merchandisingListQuerySchema,
        response: { 200: bannerPageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => listBanners(app.db, siteOf(request).id, request.query, app.clock()),
  );

  routes.post(
    '/sites/:siteId/banners',
    {
      schema: {
        tags,
        security,
        summary:
          'Creates a banner; an image URL the server reaches that is no image answers 400, the same image for the same terms and language 409 banner-1',
        params: siteParams,
        body: bannerInputSchema,
        response: { 201: bannerWithStateSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await assertBannerImage(probeUrl, request.body.assetUrl);
      const banner = await createBanner(app, siteOf(request).id, request.body, request.auth);
      return reply.status(201).send(withState(banner, app.clock()));
    },
  );

  routes.get(
    '/sites/:siteId/banners/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One banner with its state',
        params: itemParams,
        response: { 200: bannerWithStateSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => withState(await getBanner(app.db, siteOf(request).id, request.params.id), app.clock()),
  );

  routes.put(
    '/sites/:siteId/banners/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Replaces a banner; an image URL the server reaches that is no image answers 400, one like another banner 409 banner-1',
        params: itemParams,
        body: bannerInputSchema,
        response: { 200: bannerWithStateSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request) => {
      await assertBannerImage(probeUrl, request.body.assetUrl);
      const banner = await updateBanner(
        app,
        siteOf(request).id,
        request.params.id,
        request.body,
        request.auth,
      );
      return withState(banner, app.clock());
    },
  );

  routes.delete(
    '/sites/:siteId/banners/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a banner',
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteBanner(app, siteOf(request).id, request.params.id, request.auth);
      return reply.status(204).send(null);
    },
  );
}
