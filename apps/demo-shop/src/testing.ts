import Fastify from 'fastify';
import { demoShopPlugin } from './plugin.ts';
import { createDemoShop, type DemoShopOptions } from './shop.ts';

/** A demo shop on an in-process Fastify instance, for `inject`. */
export async function demoShopTestApp(options: DemoShopOptions = {}) {
  const shop = createDemoShop(options);
  const app = Fastify({ logger: false });
  await app.register(demoShopPlugin, { shop, ownsServer: true });
  await app.ready();
  return { app, shop };
}
