import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../testing/fixtures.ts';
import { addToCart, cartEndpoint } from './cart.ts';

const detail = {
  productId: 'p1',
  variantId: 'v2',
  quantity: 2,
  price: 10,
  name: 'Jeans',
  url: '/p/p1',
  sku: 'S1',
};

afterEach(() => vi.unstubAllGlobals());

describe('cartEndpoint', () => {
  it('should prefer data-cart-url, else use cart/items beside the product pages on the page origin', () => {
    expect(cartEndpoint(product('p1'), 'https://shop.example.com/api/cart')).toBe(
      'https://shop.example.com/api/cart',
    );
    expect(cartEndpoint(product('p1'), undefined)).toBe(`${window.location.origin}/shop/cart/items`);
    expect(
      cartEndpoint(product('p1', { __url: 'https://elsewhere.example.com/p/p1' }), undefined),
    ).toBeUndefined();
  });
});

describe('addToCart', () => {
  it('should leave the cart to a shop that handles playboard:add-to-cart', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const handler = (event: Event) => event.preventDefault();
    window.addEventListener('playboard:add-to-cart', handler);

    await addToCart(detail, 'https://shop.example.com/cart/items');

    window.removeEventListener('playboard:add-to-cart', handler);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('should post the item to the cart endpoint and show the new cart count', async () => {
    document.body.innerHTML = '<span data-cart-count>1</span>';
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ cartCount: 3 })));
    vi.stubGlobal('fetch', fetchSpy);

    await addToCart(detail, 'https://shop.example.com/cart/items');

    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://shop.example.com/cart/items');
    expect(JSON.parse(String(init.body))).toEqual({ productId: 'p1', variantId: 'v2', quantity: 2 });
    expect(document.querySelector('[data-cart-count]')!.textContent).toBe('3');
  });

  it('should fail when the cart refuses the item', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 400 })),
    );

    await expect(addToCart(detail, 'https://shop.example.com/cart/items')).rejects.toThrow('400');
  });
});
