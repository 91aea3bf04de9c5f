// Test data for the search, catalogue, tracking and merchandising modules: sites and products.
import { afterAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { engines, organizations, sites } from '../db/schema/index.ts';
import type { ProductInput } from '../modules/catalog/index.ts';
import { Changes, type Store } from '../plugins/changes.ts';
import { freshDatabase } from './test-database.ts';

export interface TestSite {
  siteId: string;
  organizationId: string;
  instance: string;
}

/** An organisation with one site and an engine per language (the first is the default). */
export async function createSite(
  db: Database,
  options: { instance?: string; url?: string; languages?: string[] } = {},
): Promise<TestSite> {
  const instance = options.instance ?? `shop-${crypto.randomUUID().slice(0, 8)}`;
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Org of ${instance}` })
    .returning();
  const [site] = await db
    .insert(sites)
    .values({
      organizationId: organization!.id,
      name: instance,
      url: options.url ?? `https://${instance}.example.com`,
      platform: 'CUSTOM',
      instance,
      securityKey: crypto.randomUUID(),
      enabled: true,
    })
    .returning();
  const languages = options.languages ?? ['en'];
  await db
    .insert(engines)
    .values(languages.map((language, index) => ({ siteId: site!.id, language, isDefault: index === 0 })));
  return { siteId: site!.id, organizationId: organization!.id, instance };
}

/** Where writes outside an app go: the database and a change stream of their own. */
export function storeOf(db: Database): Store {
  return { db, changes: new Changes() };
}

/**
 * A fresh database, closed after the file's tests, with the site under test and another
 * organisation's site that must see none of its data; `store` writes to it.
 */
export async function siteAndNeighbour(options: Parameters<typeof createSite>[1] = {}) {
  const handle = await freshDatabase();
  afterAll(() => handle.close());
  return {
    db: handle.db,
    store: storeOf(handle.db),
    shop: await createSite(handle.db, options),
    otherShop: await createSite(handle.db),
  };
}

/** A small clothing catalogue in English and Spanish: enough for facets, filters and ranking. */
export function clothingCatalogue(): ProductInput[] {
  const product = (
    id: string,
    en: string,
    es: string,
    brand: string,
    path: [string, string],
    price: number,
    extra: Partial<ProductInput> = {},
  ): ProductInput => ({
    id,
    sku: `SKU-${id.toUpperCase()}`,
    name: { en, es },
    description: { en: `${en} by ${brand}`, es: `${es} de ${brand}` },
    categories: { en: [path], es: [path] },
    brand,
    price,
    stock: 10,
    attributes: { colour: extra.attributes?.colour ?? 'blue' },
    images: [`https://cdn.example.com/${id}.jpg`],
    url: `https://shop.example.com/p/${id}`,
    ...extra,
  });
  return [
    product('p1', 'Blue slim jeans', 'Vaqueros azules slim', 'Levis', ['Men', 'Jeans'], 59.9),
    product('p2', 'Black skinny jeans', 'Vaqueros negros skinny', 'Levis', ['Women', 'Jeans'], 49.9, {
      attributes: { colour: 'black' },
    }),
    product('p3', 'Denim jacket', 'Chaqueta vaquera', 'Wrangler', ['Men', 'Jackets'], 89, {
      salePrice: 69,
    }),
    product('p4', 'Red summer dress', 'Vestido rojo de verano', 'Mango', ['Women', 'Dresses'], 39.5, {
      attributes: { colour: 'red' },
    }),
    product('p5', 'Leather boots', 'Botas de cuero', 'Timberland', ['Men', 'Shoes'], 149, {
      attributes: { colour: 'brown' },
      stock: 0,
      availability: 'out_of_stock',
    }),
    product('p6', 'White sneakers', 'Zapatillas blancas', 'Nike', ['Women', 'Shoes'], 95, {
      attributes: { colour: 'white' },
    }),
  ];
}
