import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { CATEGORY_NODES, LEAVES, TOP_CATEGORIES } from './categories.ts';
import { DEPARTMENTS } from './vocabulary.ts';

const now = new Date('2026-11-01T00:00:00Z');
const everything = (catalog: ReturnType<typeof generateCatalog>) => [...catalog.all()];

describe('generateCatalog', () => {
  it('should generate 2,400 products by default', () => {
    const catalog = generateCatalog({ now });
    expect(catalog.size).toBe(2400);
    expect(everything(catalog)).toHaveLength(2400);
  });

  it('should generate the same catalogue for the same seed and a different one for another seed', () => {
    const first = everything(generateCatalog({ products: 300, seed: 7, now }));
    expect(everything(generateCatalog({ products: 300, seed: 7, now }))).toEqual(first);
    const other = everything(generateCatalog({ products: 300, seed: 8, now }));
    expect(other.map((product) => product.name.en)).not.toEqual(first.map((product) => product.name.en));
  });

  it('should give every product an English and a Spanish name, description and category path', () => {
    for (const product of everything(generateCatalog({ now }))) {
      expect(product.name.en).toMatch(/^[A-Z0-9]/);
      expect(product.name.es).toMatch(/^[A-ZÁÉÍÓÚ0-9]/);
      expect(product.name.es).not.toBe(product.name.en);
      expect(product.description.en).toContain(product.brand);
      expect(product.description.es).toContain(product.brand);
      expect(product.categories.en[0]).toHaveLength(3);
      expect(product.categories.es[0]).toHaveLength(3);
    }
  });

  it('should spread products over a three-level tree, 40+ brands, sales, stock states and two years', () => {
    const products = everything(generateCatalog({ now }));
    expect(TOP_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((product) => product.categories.en[0]?.join(' > '))).size).toBe(
      LEAVES.length,
    );
    expect(new Set(products.map((product) => product.brand)).size).toBeGreaterThanOrEqual(40);
    expect(DEPARTMENTS.flatMap((department) => department.brands).length).toBeGreaterThanOrEqual(40);
    const share = (test: (product: (typeof products)[number]) => boolean) =>
      products.filter(test).length / products.length;
    expect(share((product) => product.salePrice !== undefined)).toBeGreaterThan(0.1);
    expect(share((product) => product.availability === 'out_of_stock')).toBeGreaterThan(0.02);
    expect(share((product) => product.availability === 'preorder')).toBeGreaterThan(0.01);
    expect(share((product) => !Number.isInteger(product.price))).toBeGreaterThan(0.5);
    const ages = products.map((product) => now.getTime() - Date.parse(product.publishedAt));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(700 * 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(730 * 86_400_000);
  });

  it('should keep sale prices below prices and out-of-stock products at stock 0', () => {
    const products = everything(generateCatalog({ now }));
    expect(products.filter((product) => (product.salePrice ?? 0) >= product.price)).toEqual([]);
    expect(products.filter((product) => product.availability !== 'in_stock' && product.stock !== 0)).toEqual(
      [],
    );
    expect(products.filter((product) => product.availability === 'in_stock' && product.stock === 0)).toEqual(
      [],
    );
  });

  it('should give clothing and shoes size and colour variants with their own sku and stock', () => {
    const products = everything(generateCatalog({ now }));
    const shoes = products.filter((product) => product.categories.en[0]?.[0] === 'Shoes');
    const homeware = products.filter((product) => product.categories.en[0]?.[0] === 'Home & Kitchen');
    expect(shoes.length).toBeGreaterThan(100);
    for (const product of shoes) {
      expect(product.variants.length).toBeGreaterThanOrEqual(3);
      expect(product.stock).toBe(product.variants.reduce((sum, variant) => sum + variant.stock, 0));
      for (const variant of product.variants) {
        expect(variant.sku.startsWith(product.sku)).toBe(true);
        expect(Object.keys(variant.attributes).sort()).toEqual(['colour', 'size']);
      }
    }
    expect(homeware.every((product) => product.variants.length === 0)).toBe(true);
    const skus = products.flatMap((product) => [
      product.sku,
      ...product.variants.map((variant) => variant.sku),
    ]);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('should list the products of a category at every level', () => {
    const catalog = generateCatalog({ now });
    const clothing = catalog.inCategory('clothing', 0, 5000);
    const women = catalog.inCategory('clothing-women', 0, 5000);
    const dresses = catalog.inCategory('clothing-women-dresses', 0, 10);
    expect(CATEGORY_NODES.get('clothing-women-dresses')?.name).toEqual({ en: 'Dresses', es: 'Vestidos' });
    expect(clothing.total).toBeGreaterThan(women.total);
    expect(women.total).toBeGreaterThan(dresses.total);
    expect(dresses.products).toHaveLength(10);
    expect(
      dresses.products.every((product) => product.categories.en[0]?.join('/') === 'Clothing/Women/Dresses'),
    ).toBe(true);
  });

  it('should build 100,000 products in well under a few seconds', () => {
    const started = performance.now();
    const catalog = generateCatalog({ products: 100_000, now });
    const page = catalog.page({ after: 99_000, limit: 1000, updatedSince: null });
    expect(catalog.size).toBe(100_000);
    expect(page.products).toHaveLength(999);
    expect(page.products.at(-1)?.id).toBe('p-100000');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('DemoCatalog mutations', () => {
  it('should bump updatedAt on update so updatedSince pulls return the product', () => {
    const catalog = generateCatalog({ products: 50, now });
    const since = new Date();
    expect(catalog.page({ after: null, limit: 100, updatedSince: since }).total).toBe(0);
    catalog.update('p-7', { price: 12.34 });
    const page = catalog.page({ after: null, limit: 100, updatedSince: since });
    expect(page.products.map((product) => product.id)).toEqual(['p-7']);
    expect(page.products[0]?.price).toBe(12.34);
    expect(catalog.product('p-7')?.name).toEqual(generateCatalog({ products: 50, now }).product('p-7')?.name);
  });

  it('should drop removed products and list them as deleted since the removal', () => {
    const catalog = generateCatalog({ products: 50, now });
    const before = new Date(Date.now() - 1);
    catalog.remove('p-3');
    expect(catalog.size).toBe(49);
    expect(catalog.product('p-3')).toBeUndefined();
    expect(catalog.deletedSince(before)).toEqual(['p-3']);
    expect(catalog.deletedSince(new Date(Date.now() + 1000))).toEqual([]);
    expect(() => catalog.update('p-3', { price: 1 })).toThrow('demo-shop: no product p-3 to update');
    expect(() => catalog.remove('p-51')).toThrow('demo-shop: no product p-51 to remove');
  });
});
