import type { SearchDocument } from '@playboard/search';
import type { LocalizedText, ProductRow } from '../../db/schema/index.ts';

/**
 * A product as one engine indexes it, plus what the storefront shows and the engine ignores
 * (link, images, the price before a sale). The engine keeps this object and returns it in hits.
 */
export interface CatalogDocument extends SearchDocument {
  readonly url: string;
  readonly images: readonly string[];
  /** The price before a sale, when the product is on sale. */
  readonly previousPrice?: number;
  readonly sku?: string;
}

function localized(text: LocalizedText, language: string): string | undefined {
  return text[language] ?? text[language.slice(0, 2)] ?? Object.values(text)[0];
}

function toText(value: string | number | boolean | string[]): string | string[] {
  return Array.isArray(value) ? value : String(value);
}

/** A row of the catalogue as the engine of `language` indexes it. */
export function toDocument(row: ProductRow, language: string): CatalogDocument {
  const attributes: Record<string, string | string[]> = {};
  const numbers: Record<string, number> = {};
  for (const [key, value] of Object.entries(row.attributes)) {
    if (typeof value === 'number') numbers[key] = value;
    else attributes[key] = toText(value);
  }
  const identifiers = [
    ...(row.sku ? [row.sku] : []),
    ...row.variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
  ];
  const onSale = row.salePrice !== null && row.salePrice < row.price;
  const categories =
    row.categories[language] ?? row.categories[language.slice(0, 2)] ?? Object.values(row.categories)[0];
  const description = localized(row.description, language);
  const outOfStock = row.availability === 'out_of_stock' || row.stock === 0;
  return {
    id: row.id,
    identifiers,
    name: localized(row.name, language) ?? row.id,
    ...(description ? { description } : {}),
    ...(row.brand ? { brand: row.brand } : {}),
    ...(categories ? { categories } : {}),
    attributes,
    numbers,
    price: onSale ? row.salePrice! : row.price,
    ...(onSale ? { previousPrice: row.price } : {}),
    ...(row.stock !== null ? { stock: row.stock } : outOfStock ? { stock: 0 } : {}),
    availableForOrder: !outOfStock && row.availability !== 'discontinued',
    createdAt: row.publishedAt.getTime(),
    variants: row.variants.map((variant) => ({
      id: variant.id,
      ...(variant.sku ? { identifiers: [variant.sku] } : {}),
      attributes: Object.fromEntries(
        Object.entries(variant.attributes)
          .filter(([, value]) => typeof value !== 'number')
          .map(([key, value]) => [key, toText(value)]),
      ),
      ...(variant.salePrice !== undefined || variant.price !== undefined
        ? { price: variant.salePrice ?? variant.price }
        : {}),
      ...(variant.stock !== undefined ? { stock: variant.stock } : {}),
    })),
    url: row.url,
    images: row.images,
    ...(row.sku ? { sku: row.sku } : {}),
  };
}
