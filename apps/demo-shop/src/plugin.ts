import type { FastifyInstance } from 'fastify';
import { feedRoutes } from './feeds/feed-routes.ts';
import { imageRoutes } from './images.ts';
import { protocolRoutes } from './protocol/protocol-routes.ts';
import { storefrontRoutes } from './storefront/storefront-routes.ts';
import { createDemoShop, type DemoShop, type DemoShopOptions } from './shop.ts';

export interface DemoShopPluginOptions extends DemoShopOptions {
  /** A shop made with `createDemoShop`, to keep its handle (catalogue, `setLayer`); its settings win. */
  shop?: DemoShop;
  /** The shop is the whole server (startDemoShop): its 404 page answers every unknown path. */
  ownsServer?: boolean;
}

/**
 * The demo shop as a Fastify plugin: module endpoints of every platform flavour, feeds, images and
 * storefront pages, all under `basePath`. Register it without a prefix; `basePath` is the prefix.
 */
export async function demoShopPlugin(app: FastifyInstance, options: DemoShopPluginOptions): Promise<void> {
  const shop = options.shop ?? createDemoShop(options);
  await app.register(
    async (scope) => {
      await protocolRoutes(scope, shop);
      await imageRoutes(scope, shop);
      await feedRoutes(scope, shop);
      await storefrontRoutes(scope, shop, options.ownsServer ?? false);
    },
    { prefix: shop.basePath },
  );
}
