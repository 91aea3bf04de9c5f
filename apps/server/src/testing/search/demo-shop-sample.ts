// The demo shop's generated bilingual catalogue indexed as production indexes a synced shop: the
// connector protocol's products, the catalogue's validation, toDocument, the default search
// settings, toEngineConfig and createIndex, one index per language.
import { generateCatalog, protocolProduct, type ShopLanguage } from '@playboard/demo-shop';
import { createIndex, type MerchandisingConfig, type SearchIndex } from '@playboard/search';
import { validateProduct } from '../../modules/catalog/index.ts';
import { toDocument, type CatalogDocument } from '../../modules/search/documents.ts';
import { analysisLanguage, toEngineConfig } from '../../modules/search/engine-config.ts';
import { storedRow } from './flipkart-sample.ts';
import { merchandising, noStats } from './merchandising.ts';

export interface DemoShopSample {
  documents: CatalogDocument[];
  index: SearchIndex<CatalogDocument>;
  /** The engine configuration of a site with the default search settings and no statistics. */
  config: MerchandisingConfig;
}

const SHOP_URL = 'https://demo-shop.example';

/** The demo shop's default catalogue (2,400 products, seed 1) in one language; `now` stamps the rows. */
export function indexDemoShop(language: ShopLanguage, now: Date): DemoShopSample {
  const documents: CatalogDocument[] = [];
  for (const product of generateCatalog({ now }).all()) {
    const validation = validateProduct(protocolProduct(product, SHOP_URL));
    if (!validation.ok) throw new Error(`demo shop product refused by the catalogue: ${validation.reason}`);
    documents.push(toDocument(storedRow(validation.product, 'demo-shop', now), language));
  }
  return {
    documents,
    index: createIndex<CatalogDocument>(documents, { language: analysisLanguage(language) }),
    config: toEngineConfig(merchandising(), language, noStats, now.getTime()),
  };
}
