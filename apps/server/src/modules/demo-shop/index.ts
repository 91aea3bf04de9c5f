// The reference shop (apps/demo-shop) served by the same process under /demo-shop, so `npm start`
// has a real shop to connect and synchronise: module endpoints, feeds and storefront pages.
import { createDemoShop, demoShopPlugin, type DemoShop } from '@playboard/demo-shop';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the demo shop lives on the server. */
export const DEMO_SHOP_PATH = '/demo-shop';

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
    const shop = createDemoShop({ basePath: DEMO_SHOP_PATH });
    app.decorate('demoShop', shop);
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: app.securityHeaders.demoShop };
      });
      await scope.register(demoShopPlugin, { shop });
    });
  },
  { name: 'demo-shop', dependencies: ['config', 'security-headers'] },
);
