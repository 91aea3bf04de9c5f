import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORY_NODES } from '../catalog/categories.ts';
import type { DemoShop, Storefront } from '../shop.ts';
import { cartPage, orderPage } from './cart-pages.ts';
import { createCartStore, MAX_QUANTITY } from './cart-store.ts';
import { categoryPage, homePage, messagePage, productPage, searchPage } from './catalogue-pages.ts';
import { clearCookie, readCookie, setCookie } from './cookies.ts';
import { LANGUAGE_COOKIE, requestLanguage, translator } from './i18n.ts';
import type { PageContext } from './layout.ts';

const CART_COOKIE = 'demo_shop_cart';
/** The query parameter naming a site's storefront, and the cookie that remembers it while browsing. */
export const STOREFRONT_PARAM = 'storefront';
const STOREFRONT_COOKIE = 'demo_shop_storefront';
/** What an instance key can look like (`demo-shop-1a2b`): anything else is not looked up. */
const INSTANCE = /^[\w.-]{1,128}$/;
const STYLES = readFileSync(new URL('./shop.css', import.meta.url), 'utf8');
const FORM = 'application/x-www-form-urlencoded';

type Form = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A whole quantity from a form field (text) or a JSON body (number). */
function quantity(value: unknown, minimum: number): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,3}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= minimum && number <= MAX_QUANTITY ? number : undefined;
}

export async function storefrontRoutes(app: FastifyInstance, shop: DemoShop, ownsServer: boolean) {
  const { catalog } = shop;
  const carts = createCartStore(catalog);
  const cookiePath = shop.basePath || '/';

  // Forms post urlencoded bodies; the host app may already read them (a parent's parser is inherited).
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  /**
   * Whose storefront the page is: `?storefront={instance}` picks a site's own (remembered in a cookie
   * while browsing), `?storefront=` goes back to the shop's own layer. Undefined: no such storefront.
   */
  const storefrontOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Storefront | null | undefined> => {
    const asked = (request.query as Record<string, unknown> | undefined)?.[STOREFRONT_PARAM];
    if (typeof asked === 'string') {
      if (asked === '') {
        clearCookie(reply, STOREFRONT_COOKIE, cookiePath);
        return null;
      }
      const storefront = INSTANCE.test(asked) ? await shop.storefront(asked) : null;
      if (!storefront) return undefined;
      setCookie(reply, STOREFRONT_COOKIE, asked, cookiePath);
      return storefront;
    }
    const remembered = readCookie(request, STOREFRONT_COOKIE);
    if (!remembered) return null;
    const storefront = INSTANCE.test(remembered) ? await shop.storefront(remembered) : null;
    // A site removed since, or switched to another shop: back to the shop's own layer.
    if (!storefront) clearCookie(reply, STOREFRONT_COOKIE, cookiePath);
    return storefront;
  };

  const pageContext = (
    request: FastifyRequest,
    reply: FastifyReply,
    storefront: Storefront | null,
  ): PageContext => {
    const { language, chosen } = requestLanguage(request);
    if (chosen) setCookie(reply, LANGUAGE_COOKIE, language, cookiePath);
    return {
      base: shop.basePath,
      path: request.url.slice(shop.basePath.length) || '/',
      i18n: translator(language),
      cartCount: carts.count(readCookie(request, CART_COOKIE)),
      layer: storefront ? storefront.layer : shop.layer,
      storefront: storefront?.name ?? null,
    };
  };
  const page = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  /** A message page, in the storefront the shopper is browsing (the shop's own for an unknown one). */
  const fail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    message: 'notFound' | 'badRequest',
    storefront?: Storefront | null,
  ) => {
    const shown = storefront === undefined ? ((await storefrontOf(request, reply)) ?? null) : storefront;
    const status = message === 'notFound' ? 404 : 400;
    return page(reply, messagePage(pageContext(request, reply, shown), message), status);
  };
  /** A page of the storefront being browsed; an unknown `?storefront=` gets the 404 page instead. */
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    build: (context: PageContext) => string,
  ) => {
    const storefront = await storefrontOf(request, reply);
    if (storefront === undefined) return fail(request, reply, 'notFound', null);
    return page(reply, build(pageContext(request, reply, storefront)));
  };
  const cartId = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = readCookie(request, CART_COOKIE);
    if (existing && /^[\w-]{36}$/.test(existing)) return existing;
    const created = carts.newCartId();
    setCookie(reply, CART_COOKIE, created, cookiePath);
    return created;
  };

  // Under a base path the shop owns its 404s; at the root only when it owns the server (a host app has its own).
  if (shop.basePath || ownsServer)
    app.setNotFoundHandler((request, reply) => fail(request, reply, 'notFound'));

  app.get('/assets/shop.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLES),
  );

  app.get('/', (request, reply) => render(request, reply, (context) => homePage(context, catalog)));

  app.get<{ Params: { slug: string }; Querystring: { page?: string } }>(
    '/c/:slug',
    async (request, reply) => {
      const node = CATEGORY_NODES.get(request.params.slug);
      if (!node) return fail(request, reply, 'notFound');
      const number = request.query.page === undefined ? 1 : Number(request.query.page);
      if (!Number.isInteger(number) || number < 1) return fail(request, reply, 'badRequest');
      const storefront = await storefrontOf(request, reply);
      if (storefront === undefined) return fail(request, reply, 'notFound', null);
      const rendered = categoryPage(pageContext(request, reply, storefront), catalog, node, number);
      if (number > rendered.pages) return fail(request, reply, 'notFound', storefront);
      return page(reply, rendered.html);
    },
  );

  app.get<{ Params: { id: string } }>('/p/:id', async (request, reply) => {
    const product = catalog.product(request.params.id);
    if (!product) return fail(request, reply, 'notFound');
    return render(request, reply, (context) => productPage(context, product));
  });

  app.get<{ Querystring: { q?: string } }>('/search', async (request, reply) => {
    const query = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 200) : '';
    return render(request, reply, (context) => searchPage(context, catalog, query));
  });

  app.get('/cart', (request, reply) =>
    render(request, reply, (context) => cartPage(context, carts.lines(readCookie(request, CART_COOKIE)))),
  );

  // Forms get redirected to the cart; scripts (a search layer's add-to-cart button) post JSON and get JSON.
  app.post<{ Body: Form | null }>('/cart/items', async (request, reply) => {
    const json = request.headers['content-type']?.startsWith('application/json') ?? false;
    const body = request.body ?? {};
    const productId = text(body.productId);
    const product = productId ? catalog.product(productId) : undefined;
    const variantId = text(body.variantId) || null;
    const variant = variantId ? product?.variants.find((candidate) => candidate.id === variantId) : null;
    const count = quantity(body.quantity ?? 1, 1);
    const orderable =
      product?.availability === 'preorder' ||
      (product?.availability === 'in_stock' && (variant ? variant.stock > 0 : product.variants.length === 0));
    if (!product || variant === undefined || count === undefined || !orderable) {
      if (!json) return fail(request, reply, 'badRequest');
      return reply.status(400).send({
        error: {
          code: 'invalid_item',
          message: 'Unknown product or variant, not orderable, or a quantity outside 1-99.',
        },
      });
    }
    const id = cartId(request, reply);
    carts.add(id, { productId: product.id, variantId, quantity: count });
    if (json) return reply.send({ cartCount: carts.count(id) });
    return reply.redirect(`${shop.basePath}/cart`, 303);
  });

  app.post<{ Params: { lineId: string }; Body: Form }>('/cart/items/:lineId', async (request, reply) => {
    const count = quantity(request.body?.quantity, 0);
    const current = readCookie(request, CART_COOKIE);
    if (count === undefined || !current) return fail(request, reply, 'badRequest');
    if (!carts.setQuantity(current, request.params.lineId, count)) return fail(request, reply, 'notFound');
    return reply.redirect(`${shop.basePath}/cart`, 303);
  });

  app.post<{ Params: { lineId: string } }>('/cart/items/:lineId/remove', async (request, reply) => {
    const current = readCookie(request, CART_COOKIE);
    if (!current || !carts.setQuantity(current, request.params.lineId, 0))
      return fail(request, reply, 'notFound');
    return reply.redirect(`${shop.basePath}/cart`, 303);
  });

  app.post<{ Body: Form }>('/checkout', async (request, reply) => {
    const form = request.body ?? {};
    const name = text(form.name)?.trim() ?? '';
    const email = text(form.email)?.trim() ?? '';
    const address = text(form.address)?.trim() ?? '';
    const valid =
      name.length > 0 &&
      name.length <= 200 &&
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) &&
      email.length <= 200;
    if (!valid || address.length === 0 || address.length > 500) return fail(request, reply, 'badRequest');
    const order = carts.checkout(readCookie(request, CART_COOKIE), { name, email, address });
    if (!order) return fail(request, reply, 'badRequest');
    return reply.redirect(`${shop.basePath}/order/${order.id}`, 303);
  });

  app.get<{ Params: { id: string } }>('/order/:id', async (request, reply) => {
    // Only the cart that placed the order sees it; anyone else gets the same 404 as an unknown id.
    const order = carts.order(request.params.id, readCookie(request, CART_COOKIE));
    if (!order) return fail(request, reply, 'notFound');
    return render(request, reply, (context) => orderPage(context, order));
  });
}
