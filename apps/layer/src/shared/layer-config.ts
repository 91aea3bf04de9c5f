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

export async function fetchLayerConfig(context: LayerContext): Promise<LayerConfig> {
  const response = await fetch(`${context.server}/layer/v1/config/${encodeURIComponent(context.instance)}`);
  if (!response.ok) throw new Error(`playboard: layer config answered ${response.status}`);
  return (await response.json()) as LayerConfig;
}
