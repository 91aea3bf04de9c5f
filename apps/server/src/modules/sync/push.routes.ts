// The push API (docs/connectors.md): a shop without a module or feed sends its products itself,
// authenticated by the site's security key in the `connector-token` header.
import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteRow } from '../../db/schema/index.ts';
import { errorResponse } from '../../plugins/errors.ts';
import { removeProducts, validateProduct, writeProducts, type Product } from '../catalog/index.ts';
import { markSiteIndexed, siteById } from '../sites/index.ts';
import {
  pushDeletionsBody,
  pushDeletionsResponse,
  pushProductsBody,
  pushProductsResponse,
} from './sync.schemas.ts';

const params = z.object({ siteId: z.uuid() });
const headers = z.object({ 'connector-token': z.string().max(512).optional() });

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The site named in the path, if the token is its security key (compared in constant time). */
async function pushSite(app: FastifyInstance, siteId: string, token: string | undefined): Promise<SiteRow> {
  const site = await siteById(app.db, siteId);
  if (!site) throw new DomainError('global-404', 'Site not found', { status: 404 });
  if (!token || !timingSafeEqual(digest(token), digest(site.securityKey))) {
    throw new DomainError('mot-11', 'The connector token is not the security key of this site', {
      status: 401,
    });
  }
  return site;
}

export async function pushRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sites/:siteId/products',
    {
      schema: {
        tags: ['index'],
        summary: 'Pushes up to 1000 products of the site; invalid ones are rejected with their reason',
        headers,
        params,
        body: pushProductsBody,
        response: { 200: pushProductsResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const site = await pushSite(app, request.params.siteId, request.headers['connector-token']);
      const valid: Product[] = [];
      const rejected: { id: string; reason: string }[] = [];
      for (const input of request.body.products) {
        const result = validateProduct(input);
        if (result.ok) valid.push(result.product);
        else rejected.push({ id: result.id ?? '', reason: result.reason });
      }
      const upserted = await app.db.transaction(async (tx) => {
        const written = await writeProducts(tx, site.id, valid);
        // A push site's setup is done with its first products: they are searchable as they arrive.
        if (written.length > 0 && site.connection.kind === 'push') await markSiteIndexed(tx, site.id);
        return written;
      });
      if (upserted.length > 0) app.changes.emit('catalog', { siteId: site.id, upserted, removed: [] });
      return { upserted: upserted.length, rejected };
    },
  );

  routes.post(
    '/sites/:siteId/products/deletions',
    {
      schema: {
        tags: ['index'],
        summary: 'Removes up to 1000 products of the site by id; unknown ids are ignored',
        headers,
        params,
        body: pushDeletionsBody,
        response: { 200: pushDeletionsResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const site = await pushSite(app, request.params.siteId, request.headers['connector-token']);
      return removeProducts(app, site.id, request.body.ids);
    },
  );
}
