import { connectorError } from './connector-errors.ts';

/**
 * The shop URL the merchant typed, checked before any request (protocol §1: not http(s), no host,
 * credentials or unparsable → mot-13). Query and fragment are dropped; the path is kept because a
 * shop can live under one (`https://shop.example/store`).
 */
export function parseShopUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw connectorError('mot-13', `"${input}" cannot be read as a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw connectorError('mot-13', 'only http and https URLs are accepted');
  }
  if (!url.hostname) throw connectorError('mot-13', 'the URL has no host');
  if (url.username || url.password) throw connectorError('mot-13', 'the URL must not carry credentials');
  url.search = '';
  url.hash = '';
  return url;
}

/** `https://shop.example/store/` → `https://shop.example/store` (the form stored and compared). */
export function shopUrlText(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Two URLs name the same site when origin and path match ignoring a trailing slash, the case of the
 * host and a leading `www.` (protocol §1, mot-17).
 */
export function siteUrlKey(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.host.toLowerCase().replace(/^www\./, '');
  return `${url.protocol}//${host}${url.pathname.replace(/\/+$/, '')}`;
}

/** `{shop URL}{path}`, the shop's own path kept (a module under `/store` answers at `/store/...`). */
export function underShop(shopUrl: URL, path: string): URL {
  return new URL(`${shopUrlText(shopUrl)}${path}`);
}
