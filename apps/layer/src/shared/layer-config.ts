import type { LayerConfig } from '@playboard/domain';

/** What the loader knows about the page it runs in: where the server is and what the script tag says. */
export interface LayerContext {
  /** Origin of the Playboard server (the loader's own origin). */
  server: string;
  instance: string;
  lang: string;
}

/** The selector used when the merchant left the site's CSS selector empty. */
export const DEFAULT_TRIGGER_SELECTOR = '#search';

/** The site's layer config; `cache` as fetch takes it (the storefront leaves it to the HTTP cache). */
export async function fetchLayerConfig(context: LayerContext, cache?: RequestCache): Promise<LayerConfig> {
  const url = `${context.server}/layer/v1/config/${encodeURIComponent(context.instance)}`;
  const response = await (cache ? fetch(url, { cache }) : fetch(url));
  if (!response.ok) throw new Error(`playboard: layer config answered ${response.status}`);
  return (await response.json()) as LayerConfig;
}
