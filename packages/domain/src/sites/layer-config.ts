import type { Platform } from '../platforms/platform-capabilities.ts';
import type { LayerServiceConfig } from '../configuration/service-configs.ts';
import type { VisualCustomisation } from './visual-customisation.ts';

/** What the layer may offer on a site's product cards (spec 1 §9). */
export interface LayerCapabilities {
  taxAlternativePrice: boolean;
  variantSelector: boolean;
}

/**
 * `GET /layer/v1/config/{instance}`: what the search layer's loader needs to start on a shop page.
 * The server answers it, the layer reads it.
 */
export interface LayerConfig {
  instance: string;
  enabled: boolean;
  cssSelector: string;
  languages: string[];
  defaultLanguage: string;
  currency: string | null;
  platform: Platform;
  capabilities: LayerCapabilities;
  customisation: VisualCustomisation;
  /** How the layer behaves: the instance's settings of the configuration service's layer service. */
  behaviour: LayerServiceConfig;
}
