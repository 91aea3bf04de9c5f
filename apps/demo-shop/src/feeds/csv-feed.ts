import type { ProtocolProduct } from '../catalog/protocol-product.ts';
import { ATTRIBUTE_NAMES } from '../catalog/vocabulary.ts';

// Column order of docs/connectors.md §feeds; English is the default language, so it is unlabelled.
const COLUMNS = [
  'id',
  'sku',
  'name',
  'description',
  'brand',
  'categories',
  'price',
  'sale_price',
  'stock',
  'availability',
  'url',
  'image_urls',
  'published_at',
  'name_es',
  'description_es',
  'categories_es',
  ...ATTRIBUTE_NAMES.map((name) => `attribute:${name}`),
] as const;

/** RFC 4180: quoted when the value holds a comma, a quote or a line break; quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const paths = (categories: string[][] | undefined) =>
  (categories ?? []).map((path) => path.join(' > ')).join('|');

export function csvHeader(): string {
  return `${COLUMNS.join(',')}\r\n`;
}

export function csvRow(product: ProtocolProduct): string {
  const values = [
    product.id,
    product.sku,
    product.name.en,
    product.description.en,
    product.brand,
    paths(product.categories.en),
    product.price.toFixed(2),
    product.salePrice === undefined ? '' : product.salePrice.toFixed(2),
    String(product.stock),
    product.availability,
    product.url,
    product.images.join('|'),
    product.publishedAt,
    product.name.es,
    product.description.es,
    paths(product.categories.es),
    ...ATTRIBUTE_NAMES.map((name) => product.attributes[name] ?? ''),
  ];
  return `${values.map(field).join(',')}\r\n`;
}
