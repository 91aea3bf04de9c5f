import type { FastifyRequest } from 'fastify';
import type { DemoShop } from './shop.ts';

/** Origin + base path the client reached the shop at: product and image URLs point back there. */
export function shopUrl(request: FastifyRequest, shop: DemoShop): string {
  return `${request.protocol}://${request.host}${shop.basePath}`;
}
