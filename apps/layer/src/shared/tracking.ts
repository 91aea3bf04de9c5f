import type { LayerContext } from './layer-config.ts';

type Params = Record<string, string | number | null | undefined>;

/** Tagging URLs of a product the shopper met in the layer, kept so the shop's later calls reuse them. */
export interface ProductTagging {
  add2cart: string;
  checkout: string;
}

export interface AddToCartEvent {
  productId: string;
  variantId?: string | null;
  quantity: number;
  price?: number;
}

export interface CheckoutItem {
  productId: string;
  variantId?: string | null;
  name?: string;
  price?: number;
  quantity: number;
}

export interface CheckoutEvent {
  orderId: string;
  items: CheckoutItem[];
}

const SESSION_KEY = 'playboard.session';
const PRODUCTS_KEY = 'playboard.products';
/** Products remembered for checkout tracking; older ones are forgotten first. */
const REMEMBERED_PRODUCTS = 200;

function randomId(): string {
  // getRandomValues works outside secure contexts too, unlike randomUUID (shops on plain http).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function withParams(url: string, params: Params): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    // A shop may pass null for what it does not have (a product without variants): it is left out.
    if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
  }
  return target.toString();
}

/**
 * Sends tracking events to the tagging URLs of the search answers, each with the browser session id,
 * as beacons (the tracking API takes the URL posted without a body), which still arrive when the
 * shopper leaves the page (a product click); a `keepalive` GET where beacons are missing or refused.
 */
export class Tracker {
  readonly session: string;
  private readonly isNewSession: boolean;
  private readonly context: LayerContext;
  private readonly storage: Storage;
  /** The console's preview renders the real layer but must not count as shopper traffic. */
  private readonly silent: boolean;

  constructor(context: LayerContext, options: { storage?: Storage; silent?: boolean } = {}) {
    this.context = context;
    this.storage = options.storage ?? window.sessionStorage;
    this.silent = options.silent ?? false;
    const known = this.storage.getItem(SESSION_KEY);
    this.session = known ?? randomId();
    this.isNewSession = known === null;
    if (!known) this.storage.setItem(SESSION_KEY, this.session);
  }

  /** Calls one tagging URL with the session id and any extra parameters. */
  send(url: string, params: Params = {}): void {
    if (this.silent) return;
    const target = withParams(url, { ...params, session: this.session });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(target)) return;
    void fetch(target, { keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
  }

  /** A tagging URL of this instance built here, for events no search answer carries (page, session). */
  url(event: string, params: Params = {}): string {
    const { server, instance, lang } = this.context;
    return withParams(`${server}/tagging/v1/track/${encodeURIComponent(instance)}/${event}`, {
      lang,
      ...params,
    });
  }

  /** The storefront page view, plus the session event on the first page of a browser session. */
  trackPageView(location: string): void {
    if (this.isNewSession) this.send(this.url('session'));
    this.send(this.url('page', { url: location }));
  }

  rememberProduct(productId: string, tagging: ProductTagging): void {
    const products = readJson<[string, ProductTagging][]>(this.storage, PRODUCTS_KEY, []).filter(
      ([id]) => id !== productId,
    );
    products.push([productId, tagging]);
    this.storage.setItem(PRODUCTS_KEY, JSON.stringify(products.slice(-REMEMBERED_PRODUCTS)));
  }

  private tagging(productId: string): ProductTagging | undefined {
    return readJson<[string, ProductTagging][]>(this.storage, PRODUCTS_KEY, []).find(
      ([id]) => id === productId,
    )?.[1];
  }

  trackAddToCart(event: AddToCartEvent): void {
    const url =
      this.tagging(event.productId)?.add2cart ?? this.url('add2cart', { productId: event.productId });
    this.send(url, { quantity: event.quantity, variantId: event.variantId, price: event.price });
  }

  trackCheckout(event: CheckoutEvent): void {
    for (const item of event.items) {
      const url =
        this.tagging(item.productId)?.checkout ?? this.url('checkout', { productId: item.productId });
      this.send(url, {
        orderId: event.orderId,
        quantity: item.quantity,
        variantId: item.variantId,
        price: item.price,
      });
    }
  }
}
