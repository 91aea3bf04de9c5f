import type { VisualCustomisation } from '@playboard/domain';

/** `GET /layer/v1/config/{instance}` (issue 6 pins §A). */
export interface LayerConfig {
  instance: string;
  enabled: boolean;
  cssSelector: string;
  languages: string[];
  defaultLanguage: string;
  currency: string | null;
  platform: string;
  capabilities: { taxAlternativePrice: boolean; variantSelector: boolean };
  customisation: VisualCustomisation;
}

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
