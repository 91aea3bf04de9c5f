import { describe, expect, it, vi } from 'vitest';
import { deleteProducts, upsertProducts, type ProductInput } from '../catalog/index.ts';
import { getSiteMerchandising } from './tuning-resources.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';

/**
 * The clothing catalogue (6 products, published long ago) plus 24 plain tees published 12 days
 * before the test clock: a repeated material, a numeric weight, an identifier-like barcode and a
 * size only variants carry.
 */
function catalogue(): ProductInput[] {
  const old = clothingCatalogue().map((product) => ({ ...product, publishedAt: '2025-06-01T00:00:00Z' }));
  const tees = Array.from({ length: 24 }, (_, index): ProductInput => ({
    id: `t${String(index + 1).padStart(2, '0')}`,
    name: { en: `Plain tee ${index + 1}`, es: `Camiseta lisa ${index + 1}` },
    brand: 'Basics',
    categories: { en: [['Men', 'Tops']], es: [['Hombre', 'Camisetas']] },
    price: 10 + index,
    stock: 5,
    availability: index === 0 ? 'preorder' : 'in_stock',
    attributes: {
      colour: 'grey',
      material: index % 2 === 0 ? 'cotton' : 'linen',
      weight: 100 + index * 10,
      barcode: `B-${index}`,
      ...(index === 1 ? { onlineOnly: true } : {}),
    },
    variants: [{ id: `t${index}-v`, attributes: { size: index % 3 === 0 ? 'L' : 'M' } }],
    url: `https://shop.example.com/p/t${index + 1}`,
    publishedAt: '2026-11-10T00:00:00Z',
  }));
  return [...old, ...tees];
}

describe('Index API site settings', async () => {
  const { app, asOwner, asStranger, organizationId } = await sitesTestApp();
  const { site, engines } = await addSite(app, organizationId, { languages: ['en', 'es'] });
  await upsertProducts(app, site.id, catalogue());
  const [english, spanish] = engines;

  const get = (url: string) => app.inject({ method: 'GET', url, headers: asOwner });
  const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: asOwner, payload });
  const storefront = async (query: string, extra = '') => {
    const response = await app.inject(
      `/search/v1/query/${site.instance}/search?query=${encodeURIComponent(query)}&lang=en${extra}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Waits up to the promised second for the storefront to show a change. */
  const within1s = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 1000, interval: 20 });

  describe('GET|PUT /index/v1/fields/site/{id}/facetable', () => {
    const url = `/index/v1/fields/site/${site.id}/facetable`;

    it('should offer brand, categories, price and the attributes with few values, not the identifier-like barcode', async () => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.json().fields).toEqual([
        {
          field: 'brand',
          type: 'value',
          variation: false,
          selected: false,
          label: { en: 'Brand', es: 'Marca' },
          position: 0,
          products: 30,
          kinds: ['value'],
          bounds: null,
          ranges: [],
        },
        {
          field: 'categories',
          type: 'hierarchical',
          variation: false,
          selected: false,
          label: { en: 'Categories', es: 'Categorías' },
          position: 1,
          products: 30,
          kinds: ['hierarchical', 'value'],
          bounds: null,
          ranges: [],
        },
        {
          field: 'price',
          type: 'range',
          variation: false,
          selected: false,
          label: { en: 'Price', es: 'Precio' },
          position: 2,
          products: 30,
          kinds: ['range'],
          bounds: { min: 10, max: 149 },
          ranges: [],
        },
        {
          field: 'colour',
          type: 'value',
          variation: false,
          selected: false,
          label: { en: 'Colour', es: 'Colour' },
          position: 3,
          products: 30,
          kinds: ['value'],
          bounds: null,
          ranges: [],
        },
        {
          field: 'material',
          type: 'value',
          variation: false,
          selected: false,
          label: { en: 'Material', es: 'Material' },
          position: 4,
          products: 24,
          kinds: ['value'],
          bounds: null,
          ranges: [],
        },
        {
          field: 'onlineOnly',
          type: 'value',
          variation: false,
          selected: false,
          label: { en: 'OnlineOnly', es: 'OnlineOnly' },
          position: 5,
          products: 1,
          kinds: ['value'],
          bounds: null,
          ranges: [],
        },
        {
          field: 'weight',
          type: 'range',
          variation: false,
          selected: false,
          label: { en: 'Weight', es: 'Weight' },
          position: 6,
          products: 24,
          kinds: ['range'],
          bounds: { min: 100, max: 330 },
          ranges: [],
        },
      ]);
    });

    it('should offer variant attributes, flagged variation, only where the platform facets variations', async () => {
      const prestashop = await addSite(app, organizationId, { platform: 'PRESTASHOP' });
      await upsertProducts(app, prestashop.site.id, catalogue());
      const response = await get(`/index/v1/fields/site/${prestashop.site.id}/facetable`);

      expect(response.json().fields.filter((field: { variation: boolean }) => field.variation)).toEqual([
        {
          field: 'size',
          type: 'value',
          variation: true,
          selected: false,
          label: { en: 'Size' },
          position: 7,
          products: 24,
          kinds: ['value'],
          bounds: null,
          ranges: [],
        },
      ]);
    });

    it('should select facets in order, with price buckets from the catalogue, on the storefront within a second', async () => {
      const response = await put(url, {
        fields: [
          { field: 'price', type: 'range', position: 2 },
          { field: 'brand', type: 'value', label: { en: 'Make' }, position: 0 },
          { field: 'categories', type: 'hierarchical', position: 1 },
        ],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().fields.slice(0, 4)).toEqual([
        expect.objectContaining({
          field: 'brand',
          selected: true,
          label: { en: 'Make', es: 'Marca' },
          position: 0,
        }),
        expect.objectContaining({ field: 'categories', selected: true, position: 1 }),
        expect.objectContaining({ field: 'price', selected: true, position: 2 }),
        expect.objectContaining({ field: 'colour', selected: false, position: 3 }),
      ]);
      expect((await get(url)).json()).toEqual(response.json());
      await within1s(async () => {
        const { facets } = (await storefront('')).catalog;
        expect(facets.map((facet: { facet: string; label: string }) => [facet.facet, facet.label])).toEqual([
          ['brand', 'Make'],
          ['categories', 'Categories'],
          ['price', 'Price'],
        ]);
        // Prices run from 10 to 149 (the jacket's sale price 69): buckets of 50 on round boundaries.
        expect(
          facets[2].values.map((value: { filter: string; count: number }) => [value.filter, value.count]),
        ).toEqual([
          ['price:*-50', 26],
          ['price:50-100', 3],
          ['price:100-*', 1],
        ]);
      });
    });

    it('should refuse a field the catalogue cannot facet, a wrong type or a repeated field, changing nothing', async () => {
      const before = (await getSiteMerchandising(app.db, site.id)).facets;
      for (const [fields, message] of [
        [[{ field: 'barcode', type: 'value' }], 'barcode is not a facetable field of this catalogue'],
        [[{ field: 'brand', type: 'range' }], 'brand is a value facet, not range'],
        [[{ field: 'size', type: 'value' }], 'size is not a facetable field of this catalogue'],
        [
          [{ field: 'brand', type: 'value', label: { fr: 'Marque' } }],
          'brand: the site has no engine in language fr',
        ],
        [
          [
            { field: 'brand', type: 'value' },
            { field: 'brand', type: 'value' },
          ],
          'fields: each field may be selected once',
        ],
        [[{ field: 'brand', type: 'tree' }], expect.stringContaining('fields.0.type')],
      ] as const) {
        const response = await put(url, { fields });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ code: 'global-400', message }]);
      }
      expect((await getSiteMerchandising(app.db, site.id)).facets).toEqual(before);
    });
    it('should refuse a range facet whose minimum is above its maximum, and bounds on a value facet, changing nothing', async () => {
      const before = (await getSiteMerchandising(app.db, site.id)).facets;
      for (const [fields, message] of [
        [
          [{ field: 'price', type: 'range', range: { min: 200, max: 10 } }],
          'price: the minimum (200) must be below the maximum (10)',
        ],
        [
          [{ field: 'weight', type: 'range', range: { min: 150, max: 150 } }],
          'weight: the minimum (150) must be below the maximum (150)',
        ],
        [
          [{ field: 'brand', type: 'value', range: { min: 0, max: 10 } }],
          'brand: only a range facet takes a minimum and a maximum',
        ],
        [[{ field: 'colour', type: 'hierarchical' }], 'colour is a value facet, not hierarchical'],
      ] as const) {
        const response = await put(url, { fields });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ code: 'global-400', message }]);
      }
      expect((await getSiteMerchandising(app.db, site.id)).facets).toEqual(before);
    });

    it('should follow a facet switched off, a Spanish rename, categories as values and new price bounds in every language within a second', async () => {
      const spanishFacets = async () => {
        const response = await app.inject(`/search/v1/query/${site.instance}/search?query=&lang=es`);
        expect(response.statusCode).toBe(200);
        return response.json().catalog.facets as {
          facet: string;
          label: string;
          values: { filter: string }[];
        }[];
      };
      const response = await put(url, {
        fields: [
          { field: 'categories', type: 'value', label: { es: 'Secciones' } },
          { field: 'price', type: 'range', range: { min: 0, max: 200 } },
        ],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().fields.slice(0, 3)).toEqual([
        expect.objectContaining({
          field: 'categories',
          type: 'value',
          selected: true,
          label: { en: 'Categories', es: 'Secciones' },
        }),
        expect.objectContaining({
          field: 'price',
          selected: true,
          bounds: { min: 10, max: 149 },
          ranges: [
            { from: null, to: 50 },
            { from: 50, to: 100 },
            { from: 100, to: 150 },
            { from: 150, to: null },
          ],
        }),
        expect.objectContaining({ field: 'brand', selected: false }),
      ]);
      await within1s(async () => {
        const facets = await spanishFacets();
        expect(facets.map((facet) => [facet.facet, facet.label])).toEqual([
          ['categories', 'Secciones'],
          ['price', 'Precio'],
        ]);
        // Categories as plain values: every level a value of its own, no path.
        expect(facets[0]!.values.map((value) => value.filter)).toContain('categories:Camisetas');
        expect(facets[1]!.values.map((value) => value.filter)).toContain('price:100-150');
        const english = (await storefront('')).catalog.facets;
        expect(english.map((facet: { facet: string; label: string }) => [facet.facet, facet.label])).toEqual([
          ['categories', 'Categories'],
          ['price', 'Price'],
        ]);
      });

      // Back as the next tests expect it: brand first, categories as a tree, price buckets of 50.
      const restored = await put(url, {
        fields: [
          { field: 'brand', type: 'value', label: { en: 'Make' } },
          { field: 'categories', type: 'hierarchical', label: { es: 'Categorías' } },
          { field: 'price', type: 'range', range: { min: 10, max: 149 } },
        ],
      });
      expect(restored.statusCode).toBe(200);
      await within1s(async () => expect((await spanishFacets())[0]!.facet).toBe('brand'));
    });
  });

  describe('GET|PUT /index/v1/fields/site/{id}/searchable', () => {
    const url = `/index/v1/fields/site/${site.id}/searchable`;

    it('should answer every searchable field active with its default weight', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        fields: [
          { field: 'name', active: true, weight: 3 },
          { field: 'identifiers', active: true, weight: 3 },
          { field: 'brand', active: true, weight: 2 },
          { field: 'categories', active: true, weight: 1.5 },
          { field: 'attributes', active: true, weight: 1 },
          { field: 'description', active: true, weight: 0.5 },
        ],
      });
    });

    it('should stop searching the fields left out, on the storefront within a second', async () => {
      expect((await storefront('linen')).catalog.numFound).toBe(12);
      const response = await put(url, {
        fields: [
          { field: 'name', weight: 5 },
          { field: 'brand', weight: 2 },
        ],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().fields.slice(0, 5)).toEqual([
        { field: 'name', active: true, weight: 5 },
        { field: 'identifiers', active: false, weight: 3 },
        { field: 'brand', active: true, weight: 2 },
        { field: 'categories', active: false, weight: 1.5 },
        { field: 'attributes', active: false, weight: 1 },
      ]);
      await within1s(async () => expect((await storefront('linen')).catalog.numFound).toBe(0));

      await put(url, {
        fields: [
          { field: 'name', weight: 3 },
          { field: 'attributes', weight: 1 },
        ],
      });
      await within1s(async () => expect((await storefront('linen')).catalog.numFound).toBe(12));
    });

    it('should keep at least one field active with the spec text (spec 1 §5), and refuse unknown fields', async () => {
      const before = (await get(url)).json();
      const none = await put(url, { fields: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual([
        { code: 'global-400', message: 'fields: At least one field must stay active.' },
      ]);
      for (const fields of [
        [{ field: 'colour', weight: 1 }],
        [{ field: 'name', weight: 0 }],
        [
          { field: 'name', weight: 1 },
          { field: 'name', weight: 2 },
        ],
      ]) {
        expect((await put(url, { fields })).statusCode).toBe(400);
      }
      expect((await get(url)).json()).toEqual(before);
    });
  });

  describe('GET /index/v1/fields/site/{id}/retrievable', () => {
    it('should list what a product card can add as its extra field, with types, with productCard=true', async () => {
      const response = await get(`/index/v1/fields/site/${site.id}/retrievable?productCard=true`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        fields: [
          { field: 'sku', type: 'text' },
          { field: 'brand', type: 'text' },
          { field: 'categories', type: 'list' },
          { field: 'description', type: 'text' },
          { field: 'stock', type: 'number' },
          { field: 'availability', type: 'text' },
          { field: 'barcode', type: 'text' },
          { field: 'colour', type: 'text' },
          { field: 'material', type: 'text' },
          { field: 'onlineOnly', type: 'boolean' },
          { field: 'weight', type: 'number' },
        ],
      });
    });

    it('should list the card fields too without productCard, and refuse another value', async () => {
      const fields = (await get(`/index/v1/fields/site/${site.id}/retrievable`)).json().fields;
      expect(fields.slice(0, 6)).toEqual([
        { field: 'id', type: 'text' },
        { field: 'name', type: 'text' },
        { field: 'url', type: 'text' },
        { field: 'images', type: 'list' },
        { field: 'price', type: 'number' },
        { field: 'salePrice', type: 'number' },
      ]);
      expect((await get(`/index/v1/fields/site/${site.id}/retrievable?productCard=yes`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET|POST /index/v1/sites/{id}/index-settings', () => {
    const url = `/index/v1/sites/${site.id}/index-settings`;

    it('should hide out-of-stock products on the storefront within a second once the merchant says so', async () => {
      expect((await get(url)).json()).toEqual({ showOutOfStock: true, notAvailableForOrder: 'SHOW' });
      expect((await storefront('boots')).catalog.content.map((hit: { __id: string }) => hit.__id)).toEqual([
        'p5',
      ]);

      const response = await app.inject({
        method: 'POST',
        url,
        headers: asOwner,
        payload: { showOutOfStock: false, notAvailableForOrder: 'BURY' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ showOutOfStock: false, notAvailableForOrder: 'BURY' });
      expect((await get(url)).json()).toEqual(response.json());
      await within1s(async () => expect((await storefront('boots')).catalog.numFound).toBe(0));
    });

    it('should count the products each switch affects now (out of stock; out of stock or discontinued)', async () => {
      const response = await get(`${url}/products`);
      expect(response.statusCode).toBe(200);
      // p5 is out of stock; t01 is on preorder, which shoppers can still order.
      expect(response.json()).toEqual({ products: 30, outOfStock: 1, notAvailableForOrder: 1 });
    });

    it('should refuse a value outside SHOW and BURY and change nothing', async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: asOwner,
        payload: { showOutOfStock: true, notAvailableForOrder: 'HIDE' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
      expect((await get(url)).json()).toEqual({ showOutOfStock: false, notAvailableForOrder: 'BURY' });
    });
  });

  describe('GET /index/v1/sites/{id}/product-labels', () => {
    it('should say which product-card labels the catalogue can show and on how many products', async () => {
      const response = await get(`/index/v1/sites/${site.id}/product-labels`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        labels: [
          { key: 'outOfStock', available: true, products: 1 },
          { key: 'onlineOnly', available: true, products: 1 },
          { key: 'onSale', available: true, products: 1 },
          { key: 'discount', available: true, products: 1 },
          { key: 'new', available: true, products: 24 },
          { key: 'pack', available: false, products: 0 },
          { key: 'inStock', available: true, products: 28 },
          { key: 'backorder', available: true, products: 1 },
        ],
      });
    });
  });

  describe('GET|PUT /index/v1/featured-products/{siteId}', () => {
    const url = `/index/v1/featured-products/${site.id}`;

    it('should show the recommended products first for the empty query, in the merchant order', async () => {
      expect((await get(url)).json()).toEqual({ type: 'popular', productIds: [] });
      const productIds = ['p6', 't03', 'p2', 'p1'];
      const response = await put(url, { type: 'recommended', productIds });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'recommended', productIds });
      expect((await get(url)).json()).toEqual({ type: 'recommended', productIds });
      await within1s(async () => {
        const { content } = (await storefront('', '&rows=4')).catalog;
        expect(content.map((hit: { __id: string }) => hit.__id)).toEqual(productIds);
      });
      // The layer's empty state asks topclicked first: exactly these products, in this order.
      const featured = await app.inject(`/search/v1/query/${site.instance}/topclicked?lang=en&rows=24`);
      expect(featured.json().topclicked.content.map((hit: { __id: string }) => hit.__id)).toEqual(productIds);
    });

    it('should refuse fewer than 4, more than 12 (spec 1 §9) or ids not in the catalogue, changing nothing', async () => {
      const ids = (count: number) =>
        Array.from({ length: count }, (_, index) => `t${String(index + 1).padStart(2, '0')}`);
      for (const [productIds, message] of [
        [ids(3), 'productIds: Add at least 4 product IDs.'],
        [ids(13), 'productIds: You can add up to 12 product IDs.'],
        [['p1', 'p2', 'p3', 'nope', 'gone'], 'productIds: not in the catalogue: nope, gone'],
      ] as const) {
        const response = await put(url, { type: 'recommended', productIds });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ code: 'global-400', message }]);
      }
      expect((await get(url)).json()).toEqual({ type: 'recommended', productIds: ['p6', 't03', 'p2', 'p1'] });
    });

    it('should name the saved products in the language asked for, with their image', async () => {
      const response = await get(`${url}/products?language=es`);
      expect(response.statusCode).toBe(200);
      expect(response.json().products.slice(0, 2)).toEqual([
        { id: 'p6', inCatalogue: true, name: 'Zapatillas blancas', image: 'https://cdn.example.com/p6.jpg' },
        { id: 't03', inCatalogue: true, name: 'Camiseta lisa 3', image: null },
      ]);
      expect((await get(`${url}/products?language=fr`)).statusCode).toBe(400);
    });

    it('should flag a saved product the catalogue no longer has', async () => {
      const other = await addSite(app, organizationId, { languages: ['en'] });
      await upsertProducts(app, other.site.id, clothingCatalogue());
      const productIds = ['p1', 'p2', 'p3', 'p4'];
      await put(`/index/v1/featured-products/${other.site.id}`, { type: 'recommended', productIds });
      await deleteProducts(app.db, other.site.id, ['p3']);

      const response = await get(`/index/v1/featured-products/${other.site.id}/products?language=en`);

      expect(
        response.json().products.map((product: { inCatalogue: boolean }) => product.inCatalogue),
      ).toEqual([true, true, false, true]);
      expect(response.json().products[2]).toEqual({ id: 'p3', inCatalogue: false, name: null, image: null });
    });

    it('should go back to popular products', async () => {
      expect((await put(url, { type: 'popular', productIds: [] })).json()).toEqual({
        type: 'popular',
        productIds: [],
      });
    });
  });

  describe('GET /index/v1/fields/engines/{id}/facets/{facet}/values and its config', () => {
    const values = (engineId: string, facet: string) =>
      `/index/v1/fields/engines/${engineId}/facets/${facet}/values`;

    it("should count a facet's values over the whole catalogue in the engine's language", async () => {
      const response = await get(values(english!.id, 'brand'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        values: [
          { value: 'Basics', count: 24 },
          { value: 'Levis', count: 2 },
          { value: 'Mango', count: 1 },
          { value: 'Nike', count: 1 },
          { value: 'Timberland', count: 1 },
          { value: 'Wrangler', count: 1 },
        ],
      });
      expect((await get(values(spanish!.id, 'categories'))).json().values.slice(0, 2)).toEqual([
        { value: 'Camisetas', count: 24 },
        { value: 'Hombre', count: 24 },
      ]);
      expect((await get(values(english!.id, 'nothing'))).json()).toEqual({ values: [] });
    });

    it('should order and hide storefront facet values per engine, within a second', async () => {
      const url = `${values(english!.id, 'brand')}/config`;
      expect((await get(url)).json()).toEqual({ sort: 'count', values: [] });
      const config = {
        sort: 'custom',
        values: [
          { value: 'Nike', hidden: false },
          { value: 'Mango', hidden: false },
          { value: 'Levis', hidden: true },
        ],
      };

      const response = await put(url, config);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(config);
      expect((await get(url)).json()).toEqual(config);
      // Timberland's only product is out of stock, which the storefront hides since the visibility test.
      await within1s(async () => {
        const [brand] = (await storefront('')).catalog.facets;
        expect(brand.values.map((value: { value: string }) => value.value)).toEqual([
          'Nike',
          'Mango',
          'Basics',
          'Wrangler',
        ]);
      });
      // The Spanish engine keeps its own order: Levis still listed there.
      const spanishSearch = await app.inject(`/search/v1/query/${site.instance}/search?query=&lang=es`);
      expect(
        spanishSearch.json().catalog.facets[0].values.map((value: { value: string }) => value.value),
      ).toContain('Levis');

      await put(url, { sort: 'alphabetical', values: [] });
      await within1s(async () => {
        const [brand] = (await storefront('')).catalog.facets;
        expect(brand.values.map((value: { value: string }) => value.value)).toEqual([
          'Basics',
          'Levis',
          'Mango',
          'Nike',
          'Wrangler',
        ]);
      });
    });

    it('should refuse an unknown sort, a repeated value and a facet name with a colon, changing nothing', async () => {
      const url = `${values(english!.id, 'brand')}/config`;
      for (const payload of [
        { sort: 'random', values: [] },
        {
          sort: 'custom',
          values: [
            { value: 'Nike', hidden: false },
            { value: 'Nike', hidden: true },
          ],
        },
      ]) {
        const response = await put(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].code).toBe('global-400');
      }
      expect(
        (await put(`${values(english!.id, 'a:b')}/config`, { sort: 'count', values: [] })).statusCode,
      ).toBe(400);
      expect((await get(url)).json()).toEqual({ sort: 'alphabetical', values: [] });
    });
  });

  describe('access', () => {
    const siteRoutes = [
      ['GET', `/index/v1/fields/site/${site.id}/facetable`],
      ['PUT', `/index/v1/fields/site/${site.id}/facetable`, { fields: [] }],
      ['GET', `/index/v1/fields/site/${site.id}/searchable`],
      ['PUT', `/index/v1/fields/site/${site.id}/searchable`, { fields: [{ field: 'name', weight: 1 }] }],
      ['GET', `/index/v1/fields/site/${site.id}/retrievable?productCard=true`],
      ['GET', `/index/v1/sites/${site.id}/index-settings`],
      [
        'POST',
        `/index/v1/sites/${site.id}/index-settings`,
        { showOutOfStock: true, notAvailableForOrder: 'SHOW' },
      ],
      ['GET', `/index/v1/sites/${site.id}/product-labels`],
      ['GET', `/index/v1/sites/${site.id}/index-settings/products`],
      ['GET', `/index/v1/featured-products/${site.id}`],
      ['GET', `/index/v1/featured-products/${site.id}/products?language=en`],
      ['PUT', `/index/v1/featured-products/${site.id}`, { type: 'popular', productIds: [] }],
      ['GET', `/index/v1/fields/engines/${english!.id}/facets/brand/values`],
      ['GET', `/index/v1/fields/engines/${english!.id}/facets/brand/values/config`],
      [
        'PUT',
        `/index/v1/fields/engines/${english!.id}/facets/brand/values/config`,
        { sort: 'count', values: [] },
      ],
    ] as const;

    it.each(siteRoutes)(
      "should answer %s %s with global-404 to another organisation's member",
      async (method, url, payload?) => {
        const before = await getSiteMerchandising(app.db, site.id);
        const response = await app.inject({
          method,
          url,
          headers: asStranger,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().errors[0].code).toBe('global-404');
        expect(await getSiteMerchandising(app.db, site.id)).toEqual(before);
      },
    );

    it.each(siteRoutes)(
      'should answer %s %s with global-401 without a token',
      async (method, url, payload?) => {
        const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0].code).toBe('global-401');
      },
    );
  });
});
