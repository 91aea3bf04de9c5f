import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { context } from '../testing/fixtures.ts';
import { Tracker } from './tracking.ts';

const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  fetchSpy.mockClear();
  vi.unstubAllGlobals();
});

function sent(): { event: string; params: URLSearchParams; init: RequestInit }[] {
  return fetchSpy.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    const parsed = new URL(url);
    return { event: parsed.pathname.split('/').at(-1)!, params: parsed.searchParams, init };
  });
}

describe('Tracker', () => {
  it('should send session once per browser session and page on every page view, with one session id', () => {
    new Tracker(context).trackPageView('https://shop.example.com/');
    new Tracker(context).trackPageView('https://shop.example.com/p/1');

    const events = sent();
    expect(events.map((item) => item.event)).toEqual(['session', 'page', 'page']);
    expect(new Set(events.map((item) => item.params.get('session'))).size).toBe(1);
    expect(events[2]!.params.get('url')).toBe('https://shop.example.com/p/1');
    expect(events[0]!.params.get('lang')).toBe('en');
  });

  it('should send events as beacons, which survive leaving the page', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });

    new Tracker(context).send(
      'https://search.example.com/tagging/v1/track/shop-1a2b/click?q=jeans&productId=p1',
    );

    const url = new URL(String((sendBeacon.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/tagging/v1/track/shop-1a2b/click');
    expect(url.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('should fall back to a keepalive GET without beacons', () => {
    new Tracker(context).send(
      'https://search.example.com/tagging/v1/track/shop-1a2b/click?q=jeans&productId=p1',
    );

    const [event] = sent();
    expect(event!.event).toBe('click');
    expect(event!.params.get('q')).toBe('jeans');
    expect(event!.init).toMatchObject({ keepalive: true, mode: 'no-cors', credentials: 'omit' });
  });

  it('should track the shop checkout through the checkout URLs of products met in the layer', () => {
    const tracker = new Tracker(context);
    tracker.rememberProduct('p1', {
      add2cart:
        'https://search.example.com/tagging/v1/track/shop-1a2b/add2cart?q=jeans&productId=p1&position=3',
      checkout:
        'https://search.example.com/tagging/v1/track/shop-1a2b/checkout?q=jeans&productId=p1&position=3',
    });

    new Tracker(context).trackCheckout({
      orderId: 'o-1',
      items: [
        { productId: 'p1', quantity: 2, price: 10 },
        { productId: 'p9', quantity: 1 },
      ],
    });

    const [fromLayer, other] = sent();
    expect(fromLayer!.params.get('q')).toBe('jeans');
    expect(fromLayer!.params.get('position')).toBe('3');
    expect(fromLayer!.params.get('orderId')).toBe('o-1');
    expect(fromLayer!.params.get('quantity')).toBe('2');
    expect(other!.event).toBe('checkout');
    expect(other!.params.get('productId')).toBe('p9');
    expect(other!.params.has('q')).toBe(false);
  });

  it('should track an add to cart made by the shop', () => {
    new Tracker(context).trackAddToCart({ productId: 'p5', variantId: 'v1', quantity: 1, price: 9.5 });

    const [event] = sent();
    expect(event!.event).toBe('add2cart');
    expect(Object.fromEntries(event!.params)).toMatchObject({
      productId: 'p5',
      variantId: 'v1',
      quantity: '1',
    });
  });

  it('should leave out what the shop passes as null (a product without variants)', () => {
    new Tracker(context).trackCheckout({
      orderId: 'o-2',
      items: [{ productId: 'p7', variantId: null, quantity: 1 }],
    });

    const [event] = sent();
    expect(event!.params.has('variantId')).toBe(false);
    expect(event!.params.get('orderId')).toBe('o-2');
  });

  it('should send nothing from the console preview', () => {
    const tracker = new Tracker(context, { silent: true });
    tracker.trackPageView('https://console.example.com/');
    tracker.send('https://search.example.com/tagging/v1/track/shop-1a2b/click');

    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
