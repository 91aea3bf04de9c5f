import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { demoShopTestApp } from '../testing.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function shopApp(options: Parameters<typeof demoShopTestApp>[0] = {}) {
  const test = await demoShopTestApp({ products: 400, ...options });
  close = () => test.app.close();
  return test;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const cookiesOf = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('storefront pages', () => {
  it('should render the home page with categories, products and the #search box', async () => {
    const { app } = await shopApp();
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const search = /<input[^>]*id="search"[^>]*>/.exec(response.body)?.[0];
    expect(search).toMatch(/type="search"/);
    expect(search).toMatch(/name="q"/);
    expect(response.body).toContain('href="/c/clothing"');
    expect(response.body.match(/class="card"/g)?.length).toBe(16);
    expect(response.body).not.toContain('layer.js');
  });

  it('should render every page in Spanish after ?lang=es and remember the choice', async () => {
    const { app } = await shopApp();
    const spanish = await app.inject({ url: '/c/clothing?lang=es' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Ropa');
    const next = await app.inject({ url: '/p/p-1', headers: { cookie: cookiesOf(spanish) } });
    expect(next.body).toContain('Añadir a la cesta');
  });

  it('should page a category 24 products at a time and answer 404 past the last page', async () => {
    const { app, shop } = await shopApp();
    const total = shop.catalog.inCategory('clothing', 0, 1000).total;
    const first = await app.inject({ url: '/c/clothing' });
    expect(first.body.match(/class="card"/g)?.length).toBe(24);
    expect(first.body).toContain(`${total} products`);
    const last = Math.ceil(total / 24);
    expect((await app.inject({ url: `/c/clothing?page=${last}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/c/clothing?page=${last + 1}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/c/clothing?page=zero' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/c/no-such-category' })).statusCode).toBe(404);
  });

  it('should render a product page with its variants and an add to cart form', async () => {
    const { app, shop } = await shopApp();
    const product = [...shop.catalog.all()].find(
      (candidate) => candidate.variants.length > 1 && candidate.availability === 'in_stock',
    )!;
    const response = await app.inject({ url: `/p/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(product.name.en.replaceAll('&', '&amp;'));
    expect(response.body).toContain('action="/cart/items"');
    for (const variant of product.variants) expect(response.body).toContain(`value="${variant.id}"`);
    expect((await app.inject({ url: '/p/p-401' })).statusCode).toBe(404);
  });

  it('should embed the layer snippet once told the Playboard origin and instance', async () => {
    const { app, shop } = await shopApp({ basePath: '/demo-shop' });
    shop.setLayer({ origin: 'http://localhost:4000/', instance: 'demo-shop-1a2b' });
    const response = await app.inject({ url: '/demo-shop/p/p-2?lang=es' });
    expect(response.body).toContain(
      '<script src="http://localhost:4000/layer.js" data-instance="demo-shop-1a2b" data-lang="es" async></script>',
    );
    expect(response.body).toContain('href="/demo-shop/cart"');
  });

  it("should show a site's own storefront with its layer from ?storefront= while browsing, and leave it", async () => {
    const storefronts = new Map([
      [
        'ada-shop-9f3c',
        { layer: { origin: 'http://localhost:4000', instance: 'ada-shop-9f3c' }, name: 'Ada <Shop>' },
      ],
    ]);
    const { app, shop } = await shopApp({
      basePath: '/demo-shop',
      storefronts: async (instance) => storefronts.get(instance) ?? null,
    });
    shop.setLayer({ origin: 'http://localhost:4000', instance: 'demo-shop-1a2b' });
    const snippet = (instance: string) => `data-instance="${instance}"`;

    const entered = await app.inject({ url: '/demo-shop/?storefront=ada-shop-9f3c' });
    expect(entered.statusCode).toBe(200);
    expect(entered.body).toContain(snippet('ada-shop-9f3c'));
    expect(entered.body).not.toContain(snippet('demo-shop-1a2b'));
    expect(entered.body).toContain(
      'The storefront of Ada &lt;Shop&gt;: its search layer, look and analytics.',
    );
    expect(entered.headers['set-cookie']).toContainEqual(
      expect.stringMatching(/^demo_shop_storefront=ada-shop-9f3c; Path=\/demo-shop;.*HttpOnly/),
    );

    // Every page after it, 404 pages included, stays on that storefront.
    const cookie = cookiesOf(entered);
    const product = await app.inject({ url: '/demo-shop/p/p-2', headers: { cookie } });
    expect(product.body).toContain(snippet('ada-shop-9f3c'));
    const missing = await app.inject({ url: '/demo-shop/p/p-9999', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(snippet('ada-shop-9f3c'));

    const left = await app.inject({ url: '/demo-shop/?storefront=', headers: { cookie } });
    expect(left.body).toContain(snippet('demo-shop-1a2b'));
    expect(left.body).not.toContain('storefront-banner');
    expect(left.headers['set-cookie']).toContainEqual(
      expect.stringMatching(/^demo_shop_storefront=; .*Max-Age=0/),
    );
  });

  it("should answer 404 with the shop's own layer for an instance without a storefront, and forget a stale one", async () => {
    const { app, shop } = await shopApp({ basePath: '/demo-shop', storefronts: async () => null });
    shop.setLayer({ origin: 'http://localhost:4000', instance: 'demo-shop-1a2b' });
    const unknown = await app.inject({ url: '/demo-shop/c/clothing?storefront=elsewhere-1a2b' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('data-instance="demo-shop-1a2b"');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ url: '/demo-shop/?storefront=%3Cscript%3E' })).statusCode).toBe(404);

    const stale = await app.inject({
      url: '/demo-shop/',
      headers: { cookie: 'demo_shop_storefront=gone-1a2b' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('data-instance="demo-shop-1a2b"');
    expect(stale.headers['set-cookie']).toContainEqual(
      expect.stringMatching(/^demo_shop_storefront=; .*Max-Age=0/),
    );
  });

  it('should find products by the words of their name on the search page', async () => {
    const { app, shop } = await shopApp();
    const name = shop.catalog.product('p-1')!.name.en;
    const response = await app.inject({ url: `/search?q=${encodeURIComponent(name)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="/p/p-1"');
  });
});

describe('cart and checkout', () => {
  async function orderable() {
    const test = await shopApp();
    const products = [...test.shop.catalog.all()];
    const simple = products.find(
      (product) => product.variants.length === 0 && product.availability === 'in_stock',
    )!;
    const withVariants = products.find(
      (product) =>
        product.availability === 'in_stock' && product.variants.some((variant) => variant.stock > 0),
    )!;
    const variant = withVariants.variants.find((candidate) => candidate.stock > 0)!;
    return { ...test, simple, withVariants, variant };
  }

  it('should add products to a cookie-backed cart, change quantities and remove lines', async () => {
    const { app, simple, withVariants, variant } = await orderable();
    const added = await app.inject({
      method: 'POST',
      url: '/cart/items',
      headers: FORM,
      payload: `productId=${simple.id}&quantity=2`,
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const cookie = cookiesOf(added);
    await app.inject({
      method: 'POST',
      url: '/cart/items',
      headers: { ...FORM, cookie },
      payload: `productId=${withVariants.id}&variantId=${variant.id}&quantity=1`,
    });
    let cart = await app.inject({ url: '/cart', headers: { cookie } });
    expect(cart.body).toContain(`data-line-id="${simple.id}"`);
    expect(cart.body).toContain(`data-line-id="${variant.id}"`);
    expect(cart.body).toContain('data-cart-count>3<');

    await app.inject({
      method: 'POST',
      url: `/cart/items/${simple.id}`,
      headers: { ...FORM, cookie },
      payload: 'quantity=5',
    });
    cart = await app.inject({ url: '/cart', headers: { cookie } });
    expect(cart.body).toContain('data-cart-count>6<');

    await app.inject({ method: 'POST', url: `/cart/items/${variant.id}/remove`, headers: { cookie } });
    cart = await app.inject({ url: '/cart', headers: { cookie } });
    expect(cart.body).not.toContain(`data-line-id="${variant.id}"`);
    expect(cart.body).toContain('data-cart-count>5<');
    expect((await app.inject({ url: '/cart' })).body).toContain('Your cart is empty.');
  });

  it('should answer scripts posting JSON with the cart count instead of a redirect', async () => {
    const { app, simple, withVariants } = await orderable();
    const added = await app.inject({
      method: 'POST',
      url: '/cart/items',
      payload: { productId: simple.id, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ cartCount: 2 });
    const cookie = cookiesOf(added);
    const refused = await app.inject({
      method: 'POST',
      url: '/cart/items',
      headers: { cookie },
      payload: { productId: withVariants.id, quantity: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'invalid_item' } });
    expect((await app.inject({ url: '/cart', headers: { cookie } })).body).toContain('data-cart-count>2<');
  });

  it('should refuse unknown products, missing variants, out-of-stock items and bad quantities with 400', async () => {
    const { app, shop, withVariants } = await orderable();
    const soldOut = [...shop.catalog.all()].find((product) => product.availability === 'out_of_stock')!;
    for (const payload of [
      'productId=p-9999',
      `productId=${withVariants.id}&variantId=nope`,
      `productId=${withVariants.id}&variantId=${withVariants.variants[0]?.id}&quantity=0`,
      `productId=${withVariants.id}&variantId=${withVariants.variants[0]?.id}&quantity=100`,
      `productId=${soldOut.id}${soldOut.variants[0] ? `&variantId=${soldOut.variants[0].id}` : ''}`,
    ]) {
      const response = await app.inject({ method: 'POST', url: '/cart/items', headers: FORM, payload });
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('should turn the cart into an order whose confirmation calls the layer checkout hook', async () => {
    const { app, simple } = await orderable();
    const added = await app.inject({
      method: 'POST',
      url: '/cart/items',
      headers: FORM,
      payload: `productId=${simple.id}&quantity=3`,
    });
    const cookie = cookiesOf(added);
    const refused = await app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { ...FORM, cookie },
      payload: 'name=Ana&email=not-an-email&address=Calle%20Mayor%201',
    });
    expect(refused.statusCode).toBe(400);
    const ordered = await app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { ...FORM, cookie },
      payload: 'name=Ana%20Garc%C3%ADa&email=ana%40example.com&address=Calle%20Mayor%201',
    });
    expect(ordered.statusCode).toBe(303);
    const location = String(ordered.headers.location);
    expect(location).toMatch(/^\/order\/DS-[0-9A-F]{8}$/);
    const confirmation = await app.inject({ url: location, headers: { cookie } });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Thank you for your order');
    expect(confirmation.body).toContain('window.playboard?.trackCheckout?.(checkout)');
    const data = /<script type="application\/json" id="playboard-checkout">(.*?)<\/script>/s.exec(
      confirmation.body,
    );
    const unitPrice = simple.salePrice ?? simple.price;
    expect(JSON.parse(data?.[1] ?? '{}')).toEqual({
      orderId: location.split('/').at(-1),
      items: [{ productId: simple.id, variantId: null, name: simple.name.en, price: unitPrice, quantity: 3 }],
    });
    expect((await app.inject({ url: '/cart', headers: { cookie } })).body).toContain('Your cart is empty.');
    expect((await app.inject({ url: '/order/DS-00000000' })).statusCode).toBe(404);
  });

  it('should show an order only to the cart that placed it and answer 404 to anyone else', async () => {
    const { app, simple } = await orderable();
    const added = await app.inject({
      method: 'POST',
      url: '/cart/items',
      headers: FORM,
      payload: `productId=${simple.id}&quantity=1`,
    });
    const cookie = cookiesOf(added);
    const ordered = await app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { ...FORM, cookie },
      payload: 'name=Ana&email=ana%40example.com&address=Calle%20Mayor%201',
    });
    const location = String(ordered.headers.location);
    expect((await app.inject({ url: location, headers: { cookie } })).statusCode).toBe(200);

    const anonymous = await app.inject({ url: location });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain('ana@example.com');
    const otherCart = cookiesOf(
      await app.inject({
        method: 'POST',
        url: '/cart/items',
        headers: FORM,
        payload: `productId=${simple.id}&quantity=1`,
      }),
    );
    expect(otherCart).not.toBe(cookie);
    const foreign = await app.inject({ url: location, headers: { cookie: otherCart } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('ana@example.com');
  });
});
