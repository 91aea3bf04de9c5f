// The reference shop (apps/demo-shop) served by the same process under /demo-shop, so `npm start`
// has a real shop to connect and synchronise: module endpoints, feeds and storefront pages.
import { createDemoShop, demoShopPlugin, type DemoShop, type Storefront } from '@playboard/demo-shop';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrlKey } from '../connectors/index.ts';
import { siteByInstance } from '../sites/index.ts';

/** Where the demo shop lives on the server. */
export const DEMO_SHOP_PATH = '/demo-shop';

/**
 * The site's shop is the demo shop this process serves (as merchants connect it: PUBLIC_URL/demo-shop).
 * The console links such a site to its storefront at `?storefront={instance}`.
 */
function onDemoShop(app: FastifyInstance, siteUrl: string): boolean {
  return (
    app.demoShop !== undefined &&
    siteUrlKey(siteUrl) === siteUrlKey(`${app.config.publicUrl}${DEMO_SHOP_PATH}`)
  );
}

/** The storefront of a site connected to the demo shop, found by its instance; null for any other. */
async function findStorefront(app: FastifyInstance, instance: string): Promise<Storefront | null> {
  const site = await siteByInstance(app.db, instance);
  if (!site || !onDemoShop(app, site.url)) return null;
  return { name: site.name, layer: { origin: app.config.publicUrl, instance: site.instance } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo shop served by this process; undefined when the `demo-shop` module is not mounted. */
    demoShop: DemoShop | undefined;
  }
}

export default fp(
  async function demoShop(app: FastifyInstance, options: { serve: boolean }) {
    if (!options.serve) {
      app.decorate('demoShop', undefined);
      return;
    }
    // Every site connected to this shop gets a storefront of its own, with its layer and analytics.
    const shop = createDemoShop({
      basePath: DEMO_SHOP_PATH,
      storefronts: (instance) => findStorefront(app, instance),
    });
    app.decorate('demoShop', shop);
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: app.securityHeaders.demoShop };
      });
      await scope.register(demoShopPlugin, { shop });
    });
  },
  { name: 'demo-shop', dependencies: ['config', 'db', 'security-headers'] },
);
