import type { AddToCartEvent, CheckoutEvent } from '../shared/tracking.ts';

/** `window.playboard`: what a shop may call (docs/layer.md "The window API"). */
export interface PlayboardApi {
  open(query?: string): void;
  close(): void;
  trackAddToCart(event: AddToCartEvent): void;
  trackCheckout(event: CheckoutEvent): void;
}

type Call = { [K in keyof PlayboardApi]: [K, Parameters<PlayboardApi[K]>] }[keyof PlayboardApi];

/**
 * `window.playboard` before the layer is ready: calls are queued (an order confirmation page may
 * call `trackCheckout` before the config arrives) and replayed, in order, once `ready` is called.
 */
export function createPlayboardApi(): { api: PlayboardApi; ready(target: PlayboardApi): void } {
  let target: PlayboardApi | null = null;
  const queue: Call[] = [];
  const call = (entry: Call) => {
    if (!target) {
      queue.push(entry);
      return;
    }
    const [name, args] = entry;
    (target[name] as (...values: typeof args) => void)(...args);
  };
  return {
    api: {
      open: (...args) => call(['open', args]),
      close: (...args) => call(['close', args]),
      trackAddToCart: (...args) => call(['trackAddToCart', args]),
      trackCheckout: (...args) => call(['trackCheckout', args]),
    },
    ready(next) {
      target = next;
      for (const entry of queue.splice(0)) call(entry);
    },
  };
}
