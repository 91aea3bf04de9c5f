import type { Site } from '@playboard/domain';

/** Where the Playboard server serves its demo shop (its `demo-shop` module), beside the console. */
const DEMO_SHOP_PATH = '/demo-shop';

/** `https://www.Shop.example/store/` → `https://shop.example/store`: two spellings of one shop. */
function shopKey(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host.toLowerCase().replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/**
 * Where the merchant sees the site's search layer as shoppers do: a site connected to the demo shop
 * of the server the console comes from has a storefront of its own there (`?storefront={instance}`,
 * with its layer, look and analytics); any other site is its own shop.
 */
export function storefrontUrl(
  site: Pick<Site, 'url' | 'instance'>,
  serverOrigin = window.location.origin,
): string {
  const demoShop = `${serverOrigin}${DEMO_SHOP_PATH}`;
  if (shopKey(site.url) !== shopKey(demoShop)) return site.url;
  return `${demoShop}/?storefront=${encodeURIComponent(site.instance)}`;
}
