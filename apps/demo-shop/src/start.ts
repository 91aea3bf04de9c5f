import Fastify from 'fastify';
import type { DemoCatalog } from './catalog/catalog.ts';
import { demoShopPlugin } from './plugin.ts';
import { createDemoShop, type DemoShopOptions, type LayerOptions } from './shop.ts';

export interface RunningDemoShop {
  /** Origin + base path, e.g. `http://127.0.0.1:4401`. */
  url: string;
  catalog: DemoCatalog;
  setLayer(layer: LayerOptions | null): void;
  close(): Promise<void>;
}

/** Serves a demo shop on its own port (0, the default, picks a free one). */
export async function startDemoShop(
  options: DemoShopOptions & { port?: number; host?: string } = {},
): Promise<RunningDemoShop> {
  const shop = createDemoShop(options);
  const app = Fastify({ logger: false });
  await app.register(demoShopPlugin, { shop, ownsServer: true });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('demo-shop: not listening on a port');
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}${shop.basePath}`,
    catalog: shop.catalog,
    setLayer: (layer) => shop.setLayer(layer),
    close: () => app.close(),
  };
}
