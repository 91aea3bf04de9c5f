import type { Product } from './search-api.ts';

/** What the layer's add-to-cart button asks the shop to add (`playboard:add-to-cart` detail). */
export interface AddToCartDetail {
  productId: string;
  variantId?: string;
  quantity: number;
  price: number;
  name: string;
  url: string;
  sku: string;
}

export const ADD_TO_CART_EVENT = 'playboard:add-to-cart';

/**
 * The shop's cart endpoint when the shop does not handle the event itself: the script's
 * `data-cart-url`, else `cart/items` beside the product pages (the demo shop's
 * `POST {shop}/cart/items`), only on the page's own origin since a shop's cart uses its cookies.
 */
export function cartEndpoint(product: Product, configured: string | undefined): string | undefined {
  if (configured) return configured;
  try {
    const url = new URL('../cart/items', product.__url);
    return url.origin === window.location.origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds a product to the shop's cart. A shop that handles `playboard:add-to-cart` (and calls
 * `preventDefault()`) owns the cart; otherwise the layer posts `{ productId, variantId, quantity }`
 * as JSON to the cart endpoint and shows the `cartCount` it answers in `[data-cart-count]` elements.
 */
export async function addToCart(detail: AddToCartDetail, endpoint: string | undefined): Promise<void> {
  const event = new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { detail, cancelable: true });
  window.dispatchEvent(event);
  if (event.defaultPrevented) return;
  if (!endpoint) throw new Error('playboard: no cart endpoint and no playboard:add-to-cart handler');
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      productId: detail.productId,
      ...(detail.variantId ? { variantId: detail.variantId } : {}),
      quantity: detail.quantity,
    }),
  });
  if (!response.ok) throw new Error(`playboard: the cart answered ${response.status}`);
  const answer = (await response.json().catch(() => ({}))) as { cartCount?: unknown };
  if (typeof answer.cartCount === 'number') {
    for (const element of document.querySelectorAll('[data-cart-count]')) {
      element.textContent = String(answer.cartCount);
    }
  }
}
