// The Flipkart sample (../shared/data/flipkart-sample, 1,002 products) indexed as production indexes a catalogue:
// the catalogue's validation, toDocument, the default search settings, toEngineConfig and createIndex.
// CI keeps shared/ beside the clone, read-only: the data is read there, never copied into the repository.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIndex, type MerchandisingConfig, type SearchIndex } from '@playboard/search';
import type { ProductRow } from '../../db/schema/index.ts';
import { validateProduct, type Product, type ProductInput } from '../../modules/catalog/index.ts';
import { toDocument, type CatalogDocument } from '../../modules/search/documents.ts';
import { analysisLanguage, toEngineConfig } from '../../modules/search/engine-config.ts';
import { merchandising, noStats } from './merchandising.ts';

/** One line of products.jsonl (see the data set's README). */
export interface SampleProduct {
  id: string;
  name: string;
  url: string;
  categories: string[];
  retailPrice: number | null;
  price: number | null;
  images: string[];
  description: string | null;
  brand: string | null;
  specifications: { key: string; value: string }[];
  crawledAt: string;
}

export interface FlipkartSample {
  products: SampleProduct[];
  /** The products the catalogue's validation accepts, as it stores them. */
  rows: ProductRow[];
  /** The others, each as "id (reason)". */
  refused: string[];
  documents: CatalogDocument[];
  index: SearchIndex<CatalogDocument>;
  /** The engine configuration of a site with the default search settings and no statistics. */
  config: MerchandisingConfig;
}

const LANGUAGE = 'en';
const samplePath = fileURLToPath(
  new URL('../../../../../../shared/data/flipkart-sample/products.jsonl', import.meta.url),
);

/** A product as a feed would send it to the catalogue: specifications become attributes (repeated keys a list). */
function toInput(product: SampleProduct): Omit<ProductInput, 'price'> & { price?: number } {
  const attributes: Record<string, string | string[]> = {};
  for (const { key, value } of product.specifications) {
    const previous = attributes[key];
    attributes[key] = previous === undefined ? value : [previous, value].flat();
  }
  const selling = product.price ?? product.retailPrice;
  const list = Math.max(product.retailPrice ?? 0, selling ?? 0);
  return {
    id: product.id,
    name: { [LANGUAGE]: product.name },
    description: product.description === null ? {} : { [LANGUAGE]: product.description },
    categories: product.categories.length === 0 ? {} : { [LANGUAGE]: [product.categories] },
    ...(product.brand === null ? {} : { brand: product.brand }),
    // A product without any price is refused by the catalogue, as a real sync would refuse it.
    ...(selling === null ? {} : { price: list }),
    ...(selling !== null && selling < list ? { salePrice: selling } : {}),
    attributes,
    images: product.images,
    url: product.url,
    publishedAt: product.crawledAt,
  };
}

/** A validated product as the catalogue stores it for a site, stamped `now`. */
export function storedRow(valid: Product, siteId: string, now: Date): ProductRow {
  return {
    ...valid,
    siteId,
    sku: valid.sku ?? null,
    brand: valid.brand ?? null,
    salePrice: valid.salePrice ?? null,
    stock: valid.stock ?? null,
    publishedAt: valid.publishedAt ?? now,
    seenBySyncId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Reads and indexes the sample in English; `now` stamps the rows and is the engine configuration's clock. */
export function indexFlipkartSample(now: Date): FlipkartSample {
  if (!existsSync(samplePath)) throw new Error(`no Flipkart product sample at ${samplePath}`);
  const products = readFileSync(samplePath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SampleProduct);
  const rows: ProductRow[] = [];
  const refused: string[] = [];
  for (const product of products) {
    const validation = validateProduct(toInput(product));
    if (!validation.ok) {
      refused.push(`${product.id} (${validation.reason})`);
      continue;
    }
    rows.push(storedRow(validation.product, 'flipkart-sample', now));
  }
  const documents = rows.map((row) => toDocument(row, LANGUAGE));
  return {
    products,
    rows,
    refused,
    documents,
    index: createIndex<CatalogDocument>(documents, { language: analysisLanguage(LANGUAGE) }),
    config: toEngineConfig(merchandising(), LANGUAGE, noStats, now.getTime()),
  };
}
