import { describe, expect, it, vi } from 'vitest';
import { createPlayboardApi } from './window-api.ts';

describe('createPlayboardApi', () => {
  it('should queue calls made before the layer is ready and replay them in order', () => {
    const { api, ready } = createPlayboardApi();
    api.trackCheckout({ orderId: 'o-1', items: [] });
    api.open('jeans');
    const target = { open: vi.fn(), close: vi.fn(), trackAddToCart: vi.fn(), trackCheckout: vi.fn() };

    ready(target);
    api.close();

    expect(target.trackCheckout).toHaveBeenCalledWith({ orderId: 'o-1', items: [] });
    expect(target.open).toHaveBeenCalledWith('jeans');
    expect(target.trackCheckout.mock.invocationCallOrder[0]).toBeLessThan(
      target.open.mock.invocationCallOrder[0]!,
    );
    expect(target.close).toHaveBeenCalledOnce();
  });
});
