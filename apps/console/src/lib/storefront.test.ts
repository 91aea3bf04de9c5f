import { describe, expect, it } from 'vitest';
import { storefrontUrl } from './storefront.ts';

describe('storefrontUrl', () => {
  it("should link a site connected to the server's demo shop to its own storefront there", () => {
    for (const url of ['http://localhost:3000/demo-shop', 'http://LOCALHOST:3000/demo-shop/']) {
      expect(storefrontUrl({ url, instance: 'localhost-1a2b' }, 'http://localhost:3000')).toBe(
        'http://localhost:3000/demo-shop/?storefront=localhost-1a2b',
      );
    }
  });

  it('should link any other site to its own shop', () => {
    const site = { url: 'https://www.ada-shop.example', instance: 'ada-shop-1a2b' };
    expect(storefrontUrl(site, 'http://localhost:3000')).toBe('https://www.ada-shop.example');
    const elsewhere = { url: 'http://localhost:4400/demo-shop', instance: 'localhost-1a2b' };
    expect(storefrontUrl(elsewhere, 'http://localhost:3000')).toBe('http://localhost:4400/demo-shop');
  });
});
