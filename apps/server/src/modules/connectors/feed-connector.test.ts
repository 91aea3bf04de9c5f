import { startDemoShop } from '@playboard/demo-shop';
import { afterAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '../catalog/index.ts';
import { feedConnector } from './feed-connector.ts';
import { parseCsvFeed, parseGoogleXmlFeed, parseJsonFeed } from './feed-parsers.ts';
import {
  closedOrigin,
  loopbackShopsPolicy,
  sendText,
  startHttpServer,
  startSilentServer,
} from '../../testing/shops/test-server.ts';

const csv = [
  'id,sku,name,description,brand,categories,price,sale_price,stock,availability,url,image_urls,published_at,name_es,categories_es,attribute:colour',
  'j-1,J1,Blue jeans,"Soft, ""stretchy""\ndenim",Denimco,Clothing > Jeans|Sale > Jeans,49.90,39.90,3,in_stock,https://s.example/j-1,https://s.example/1.jpg|https://s.example/2.jpg,2026-10-01T00:00:00Z,Vaqueros azules,Ropa > Vaqueros,blue',
  'j-2,,Black jeans,,,,abc,,,,https://s.example/j-2,,,,,',
].join('\r\n');

const xml = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<title>Tea &amp; Co</title>
<item><g:id>t-1</g:id><title>Green tea</title><description>Sencha &amp; matcha</description>
<link>https://tea.example/t-1</link><g:image_link>https://tea.example/t-1.jpg</g:image_link>
<g:additional_image_link>https://tea.example/t-1b.jpg</g:additional_image_link>
<g:price>12.50 EUR</g:price><g:sale_price>9.99 EUR</g:sale_price><g:availability>in stock</g:availability>
<g:brand>Leafy</g:brand><g:product_type>Tea &gt; Green</g:product_type><g:gtin>4006381333931</g:gtin></item>
<item><g:id>m-1-s</g:id><g:item_group_id>m-1</g:item_group_id><g:title>Mug S</g:title><g:link>https://tea.example/m-1</g:link>
<g:price>8.00 EUR</g:price><g:availability>out_of_stock</g:availability><g:size>S</g:size><g:color>white</g:color></item>
<item><g:id>m-1-l</g:id><g:item_group_id>m-1</g:item_group_id><g:title>Mug L</g:title><g:link>https://tea.example/m-1</g:link>
<g:price>10.00 EUR</g:price><g:availability>backorder</g:availability><g:size>L</g:size><g:color>white</g:color></item>
</channel></rss>`;

describe('parseJsonFeed', () => {
  it('should read an array of products and a { products } object, default language first', () => {
    const products = [{ id: 'a', name: { es: 'Taza', en: 'Mug' }, price: 1, url: 'https://s.example/a' }];
    expect(parseJsonFeed(JSON.stringify(products), 'en')).toMatchObject({
      products,
      languages: ['en', 'es'],
    });
    expect(parseJsonFeed(JSON.stringify({ products }), 'es').languages).toEqual(['es', 'en']);
  });

  it('should refuse what is not a product list with mot-14', () => {
    expect(() => parseJsonFeed('<html>', 'en')).toThrow(expect.objectContaining({ code: 'mot-14' }));
    expect(() => parseJsonFeed('{"items":[]}', 'en')).toThrow(expect.objectContaining({ code: 'mot-14' }));
  });
});

describe('parseCsvFeed', () => {
  it('should map the columns, localized columns, category paths, images and attributes', () => {
    const feed = parseCsvFeed(csv, 'en');

    expect(feed.languages).toEqual(['en', 'es']);
    expect(feed.products[0]).toEqual({
      id: 'j-1',
      sku: 'J1',
      name: { en: 'Blue jeans', es: 'Vaqueros azules' },
      description: { en: 'Soft, "stretchy"\ndenim' },
      categories: {
        en: [
          ['Clothing', 'Jeans'],
          ['Sale', 'Jeans'],
        ],
        es: [['Ropa', 'Vaqueros']],
      },
      brand: 'Denimco',
      price: 49.9,
      salePrice: 39.9,
      stock: 3,
      availability: 'in_stock',
      attributes: { colour: 'blue' },
      images: ['https://s.example/1.jpg', 'https://s.example/2.jpg'],
      url: 'https://s.example/j-1',
      publishedAt: '2026-10-01T00:00:00Z',
    });
    expect(productInputSchema.safeParse(feed.products[0]).success).toBe(true);
  });

  it('should pass a bad value on so the sync rejects that product alone', () => {
    const [, bad] = parseCsvFeed(csv, 'en').products;
    expect(bad).toEqual({
      id: 'j-2',
      name: { en: 'Black jeans' },
      price: 'abc',
      url: 'https://s.example/j-2',
    });
    expect(productInputSchema.safeParse(bad).success).toBe(false);
  });

  it('should refuse a file without the id and name columns with mot-14', () => {
    expect(() => parseCsvFeed('sku,price\r\nA,1', 'en')).toThrow(expect.objectContaining({ code: 'mot-14' }));
  });
});

describe('parseGoogleXmlFeed', () => {
  it('should map items, prices with their currency, availability, and group variants by g:item_group_id', () => {
    const feed = parseGoogleXmlFeed(xml, 'en');

    expect(feed).toMatchObject({ languages: ['en'], currency: 'EUR', title: 'Tea & Co' });
    expect(feed.products).toEqual([
      {
        id: 't-1',
        name: { en: 'Green tea' },
        description: { en: 'Sencha & matcha' },
        categories: { en: [['Tea', 'Green']] },
        brand: 'Leafy',
        price: 12.5,
        salePrice: 9.99,
        availability: 'in_stock',
        attributes: { gtin: '4006381333931' },
        images: ['https://tea.example/t-1.jpg', 'https://tea.example/t-1b.jpg'],
        url: 'https://tea.example/t-1',
      },
      {
        id: 'm-1',
        name: { en: 'Mug S' },
        price: 8,
        availability: 'out_of_stock',
        variants: [
          { id: 'm-1-s', name: { en: 'Mug S' }, price: 8, attributes: { size: 'S', colour: 'white' } },
          { id: 'm-1-l', name: { en: 'Mug L' }, price: 10, attributes: { size: 'L', colour: 'white' } },
        ],
        images: [],
        url: 'https://tea.example/m-1',
      },
    ]);
    for (const product of feed.products) expect(productInputSchema.safeParse(product).success).toBe(true);
  });

  it('should refuse XML that is not a feed with mot-14', () => {
    expect(() => parseGoogleXmlFeed('<html><body/></html>', 'en')).toThrow(
      expect.objectContaining({ code: 'mot-14' }),
    );
  });
});

describe('feedConnector', async () => {
  const demoShop = await startDemoShop({ products: 120 });
  const server = await startHttpServer((request, response) => {
    if (request.url === '/feed.csv') return sendText(response, 200, csv, 'text/csv');
    if (request.url === '/broken') return sendText(response, 503, 'Down');
    if (request.url === '/locked') return sendText(response, 401, 'Who are you');
    return sendText(response, 404, 'Not found');
  });
  afterAll(async () => {
    await Promise.all([demoShop.close(), server.close()]);
  });

  const connector = (feedUrl: string, format: 'json' | 'csv' | 'google-xml', timeoutMs = 5000) =>
    feedConnector({ feedUrl, format, defaultLanguage: 'en', timeoutMs, policy: loopbackShopsPolicy });

  it.each([
    ['json', 'products.json'],
    ['csv', 'products.csv'],
    ['google-xml', 'products.xml'],
  ] as const)(
    "should read the demo shop's %s feed into valid products, page by page",
    async (format, file) => {
      const feed = connector(`${demoShop.url}/feeds/${file}`, format);

      const info = await feed.check();
      expect(info).toMatchObject({ platform: 'CUSTOM', moduleVersion: null });
      expect(info.languages[0]).toBe('en');
      const first = await feed.products({ cursor: null, updatedSince: null, pageSize: 100 });
      expect(first).toMatchObject({ nextCursor: '100', total: 120 });
      const second = await feed.products({ cursor: first.nextCursor, updatedSince: null, pageSize: 100 });
      expect(second).toMatchObject({ nextCursor: null, total: 120 });
      const all = [...first.products, ...second.products];
      expect(all).toHaveLength(120);
      const invalid = all.filter((product) => !productInputSchema.safeParse(product).success);
      expect(invalid).toEqual([]);
      expect(new Set(all.map((product) => (product as { id: string }).id)).size).toBe(120);
      expect(await feed.deletedIds(new Date(0))).toEqual([]);
    },
  );

  it('should map a feed that is down, locked, missing, unreachable or hung to its code', async () => {
    const silent = await startSilentServer();
    const codes = async (feed: ReturnType<typeof connector>) =>
      feed.check().then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    expect(await codes(connector(`${server.origin}/feed.csv`, 'csv'))).toBe('ok');
    expect(await codes(connector(`${server.origin}/broken`, 'csv'))).toBe('cat-03');
    expect(await codes(connector(`${server.origin}/locked`, 'csv'))).toBe('mot-11');
    expect(await codes(connector(`${server.origin}/missing`, 'csv'))).toBe('mot-14');
    expect(await codes(connector(`${server.origin}/feed.csv`, 'google-xml'))).toBe('mot-14');
    expect(await codes(connector(`${await closedOrigin()}/feed.json`, 'json'))).toBe('cat-01');
    expect(await codes(connector(`${silent.origin}/feed.json`, 'json', 300))).toBe('cat-02');
    await silent.close();
  });

  it('should refuse a feed larger than the cap with mot-14', async () => {
    const feed = feedConnector({
      feedUrl: `${demoShop.url}/feeds/products.json`,
      format: 'json',
      defaultLanguage: 'en',
      timeoutMs: 5000,
      maxBytes: 10_000,
      policy: loopbackShopsPolicy,
    });
    await expect(feed.check()).rejects.toMatchObject({ code: 'mot-14' });
  });
});
