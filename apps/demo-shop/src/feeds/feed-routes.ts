import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DemoProduct } from '../catalog/types.ts';
import { protocolProduct, type ProtocolProduct } from '../catalog/protocol-product.ts';
import { SHOP_CURRENCY, SHOP_NAME, type DemoShop } from '../shop.ts';
import { shopUrl } from '../shop-url.ts';
import { csvHeader, csvRow } from './csv-feed.ts';
import { GOOGLE_XML_FOOTER, googleXmlHeader, googleXmlItems } from './google-xml-feed.ts';

// Feeds are streamed a few hundred products per chunk: a 100,000-product feed never sits in memory whole.
const CHUNK = 200;

function* chunks(
  products: Iterable<DemoProduct>,
  url: string,
  format: (product: ProtocolProduct, position: number) => string,
): Generator<string> {
  let chunk = '';
  let position = 0;
  for (const product of products) {
    chunk += format(protocolProduct(product, url), position);
    position += 1;
    if (position % CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export async function feedRoutes(app: FastifyInstance, shop: DemoShop) {
  app.get('/feeds/products.json', async (request, reply) => {
    const url = shopUrl(request, shop);
    function* body() {
      yield '{"products":[\n';
      yield* chunks(
        shop.catalog.all(),
        url,
        (product, position) => `${position ? ',\n' : ''}${JSON.stringify(product)}`,
      );
      yield '\n]}\n';
    }
    return reply.type('application/json; charset=utf-8').send(Readable.from(body()));
  });

  app.get('/feeds/products.csv', async (request, reply) => {
    const url = shopUrl(request, shop);
    function* body() {
      yield csvHeader();
      yield* chunks(shop.catalog.all(), url, csvRow);
    }
    return reply.type('text/csv; charset=utf-8').send(Readable.from(body()));
  });

  app.get('/feeds/products.xml', async (request, reply) => {
    const url = shopUrl(request, shop);
    function* body() {
      yield googleXmlHeader(SHOP_NAME, `${url}/`);
      yield* chunks(shop.catalog.all(), url, (product) => googleXmlItems(product, SHOP_CURRENCY));
      yield GOOGLE_XML_FOOTER;
    }
    return reply.type('application/rss+xml; charset=utf-8').send(Readable.from(body()));
  });
}
