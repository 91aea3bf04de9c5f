import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { protocolProduct } from '../catalog/protocol-product.ts';
import { demoShopTestApp } from '../testing.ts';

const shopUrl = 'http://localhost:80/shop';
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function shopApp() {
  const test = await demoShopTestApp({ products: 300, basePath: '/shop' });
  close = () => test.app.close();
  test.shop.catalog.remove('p-5');
  return test;
}

describe('GET /feeds/products.json', () => {
  it('should parse back to exactly the catalogue products', async () => {
    const { app, shop } = await shopApp();
    const response = await app.inject({ url: '/shop/feeds/products.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const expected = [...shop.catalog.all()].map((product) => protocolProduct(product, shopUrl));
    expect(response.json()).toEqual({ products: expected });
    expect(expected).toHaveLength(299);
  });
});

describe('GET /feeds/products.csv', () => {
  it('should have one RFC 4180 row per product with both languages and attribute columns', async () => {
    const { app, shop } = await shopApp();
    const response = await app.inject({ url: '/shop/feeds/products.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.split('\r\n')[0]).toBe(
      'id,sku,name,description,brand,categories,price,sale_price,stock,availability,url,image_urls,published_at,' +
        'name_es,description_es,categories_es,attribute:colour,attribute:material,attribute:ingredient,' +
        'attribute:gender,attribute:volume',
    );
    const rows = parseCsv(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(299);
    const product = protocolProduct(shop.catalog.product('p-1')!, shopUrl);
    const row = rows.find((candidate) => candidate.id === 'p-1');
    expect(row).toMatchObject({
      sku: product.sku,
      name: product.name.en,
      name_es: product.name.es,
      description_es: product.description.es,
      brand: product.brand,
      categories: product.categories.en[0]?.join(' > '),
      categories_es: product.categories.es[0]?.join(' > '),
      availability: product.availability,
      url: product.url,
      image_urls: product.images.join('|'),
      published_at: product.publishedAt,
      'attribute:colour': product.attributes.colour ?? '',
    });
    expect(Number(row?.price)).toBe(product.price);
    expect(Number(row?.stock)).toBe(product.stock);
    const onSale = [...shop.catalog.all()].find((candidate) => candidate.salePrice !== undefined);
    expect(Number(rows.find((candidate) => candidate.id === onSale?.id)?.sale_price)).toBe(onSale?.salePrice);
  });
});

describe('GET /feeds/products.xml', () => {
  it('should be Google Merchant RSS 2.0 with one item per variant grouped by item_group_id', async () => {
    const { app, shop } = await shopApp();
    const response = await app.inject({ url: '/shop/feeds/products.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const feed = new XMLParser({
      isArray: (name) => name === 'item' || name === 'g:additional_image_link',
    }).parse(response.body) as {
      rss: { channel: { title: string; item: Record<string, string | number>[] } };
    };
    const items = feed.rss.channel.item;
    const products = [...shop.catalog.all()];
    expect(feed.rss.channel.title).toBe('Demo Shop');
    expect(items).toHaveLength(
      products.reduce((sum, product) => sum + Math.max(1, product.variants.length), 0),
    );
    const ids = new Set(items.map((item) => String(item['g:item_group_id'] ?? item['g:id'])));
    expect(ids).toEqual(new Set(products.map((product) => product.id)));

    const withVariants = products.find((product) => product.variants.length > 0)!;
    const group = items.filter((item) => item['g:item_group_id'] === withVariants.id);
    expect(group.map((item) => item['g:id'])).toEqual(withVariants.variants.map((variant) => variant.id));
    expect(group[0]).toMatchObject({
      title: withVariants.name.en,
      link: `${shopUrl}/p/${withVariants.id}`,
      'g:image_link': `${shopUrl}/images/${withVariants.id}.svg`,
      'g:price': `${withVariants.price.toFixed(2)} EUR`,
      'g:brand': withVariants.brand,
      'g:product_type': withVariants.categories.en[0]?.join(' > '),
      'g:color': withVariants.variants[0]?.attributes.colour,
      'g:size': withVariants.variants[0]?.attributes.size,
    });
    const availabilities = new Set(items.map((item) => item['g:availability']));
    expect([...availabilities].sort()).toEqual(['in_stock', 'out_of_stock', 'preorder']);
  });
});
