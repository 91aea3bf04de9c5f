import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sites } from './sites.ts';

/** Text in several languages, keyed by language code (`{ en: 'Blue jeans', es: 'Vaqueros azules' }`). */
export type LocalizedText = Record<string, string>;

/** One product variant (size, colour, ...) as the shop sends it. */
export interface ProductVariantValue {
  id: string;
  sku?: string | undefined;
  name?: LocalizedText | undefined;
  price?: number | undefined;
  salePrice?: number | undefined;
  stock?: number | undefined;
  attributes: Record<string, string | number | boolean | string[]>;
}

// ==== products: the synchronised catalogue of a site ====
export const products = pgTable(
  'products',
  {
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The shop's own product id, unique within the site. */
    id: text().notNull(),
    sku: text(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull().default({}),
    /** Category paths per language, root first: `{ en: [['Clothing', 'Jeans']] }`. */
    categories: jsonb().$type<Record<string, string[][]>>().notNull().default({}),
    brand: text(),
    price: doublePrecision().notNull(),
    salePrice: doublePrecision(),
    /** Units in stock; null when the shop does not track stock. */
    stock: integer(),
    /** in_stock, out_of_stock, preorder or discontinued (results visibility reads it). */
    availability: text().notNull().default('in_stock'),
    attributes: jsonb().$type<Record<string, string | number | boolean | string[]>>().notNull().default({}),
    variants: jsonb().$type<ProductVariantValue[]>().notNull().default([]),
    images: jsonb().$type<string[]>().notNull().default([]),
    url: text().notNull(),
    /** When the shop created the product ("newest" sort); falls back to the first sync. */
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last full sync that received the product: at its end, products it did not receive are removed. */
    seenBySyncId: uuid(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('products_site_id_sku_idx').on(table.siteId, table.sku),
    index('products_site_id_updated_at_idx').on(table.siteId, table.updatedAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
