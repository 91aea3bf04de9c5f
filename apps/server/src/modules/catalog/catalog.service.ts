import { DomainError } from '@playboard/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { products, type NewProductRow, type ProductRow } from '../../db/schema/index.ts';
import { emitCatalogChange } from './catalog-changes.ts';
import { productIdsSchema, productInputSchema, type Product, type ProductInput } from './catalog.schemas.ts';

/** Rows per INSERT: keeps each statement well under PostgreSQL's 65,535 bind parameters. */
const batchSize = 500;

function invalid(error: z.ZodError): DomainError {
  const message = error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || 'products'}: ${issue.message}`)
    .join('; ');
  return new DomainError('global-400', message, { status: 400 });
}

function toRow(siteId: string, product: Product): NewProductRow {
  return {
    siteId,
    id: product.id,
    sku: product.sku ?? null,
    name: product.name,
    description: product.description,
    categories: product.categories,
    brand: product.brand ?? null,
    price: product.price,
    salePrice: product.salePrice ?? null,
    stock: product.stock ?? null,
    availability: product.availability,
    attributes: product.attributes,
    variants: product.variants,
    images: product.images,
    url: product.url,
    ...(product.publishedAt ? { publishedAt: product.publishedAt } : {}),
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** One product checked against the protocol's shape: normalised, or the reason it cannot be stored. */
export type ProductValidation =
  { ok: true; product: Product } | { ok: false; id: string | null; reason: string };

/** Validates and normalises one product as a source sent it; never throws. */
export function validateProduct(input: unknown): ProductValidation {
  const parsed = productInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, product: parsed.data };
  const id = (input as { id?: unknown } | null)?.id;
  const reason = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'product'}: ${issue.message}`)
    .join('; ');
  return { ok: false, id: typeof id === 'string' && id !== '' ? id.slice(0, 128) : null, reason };
}

/**
 * Writes validated products (a repeated id: the last one wins) without announcing the change: the
 * caller owns the transaction and tells the index when its work is committed. `seenBySyncId`
 * stamps them as received by that full sync; without it the stamp is left as it was.
 */
export async function writeProducts(
  db: Database,
  siteId: string,
  validated: Product[],
  options: { seenBySyncId?: string } = {},
): Promise<string[]> {
  const unique = [...new Map(validated.map((product) => [product.id, product])).values()];
  const stamp = options.seenBySyncId ? { seenBySyncId: options.seenBySyncId } : {};
  for (const batch of chunks(unique, batchSize)) {
    await db
      .insert(products)
      .values(batch.map((product) => ({ ...toRow(siteId, product), ...stamp })))
      .onConflictDoUpdate({
        target: [products.siteId, products.id],
        set: {
          sku: sql`excluded.sku`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          categories: sql`excluded.categories`,
          brand: sql`excluded.brand`,
          price: sql`excluded.price`,
          salePrice: sql`excluded.sale_price`,
          stock: sql`excluded.stock`,
          availability: sql`excluded.availability`,
          attributes: sql`excluded.attributes`,
          variants: sql`excluded.variants`,
          images: sql`excluded.images`,
          url: sql`excluded.url`,
          publishedAt: sql`excluded.published_at`,
          ...(options.seenBySyncId ? { seenBySyncId: sql`excluded.seen_by_sync_id` } : {}),
          updatedAt: sql`now()`,
        },
      });
  }
  return unique.map((product) => product.id);
}

/**
 * Inserts or replaces products of one site, all or nothing. Idempotent: sending the same products
 * again leaves the catalogue as it was. Every product is validated before anything is written.
 */
export async function upsertProducts(
  db: Database,
  siteId: string,
  input: ProductInput[],
): Promise<{ upserted: number }> {
  const parsed = z.array(productInputSchema).safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  if (parsed.data.length === 0) return { upserted: 0 };
  const upserted = await db.transaction((tx) => writeProducts(tx, siteId, parsed.data));
  emitCatalogChange({ db, siteId, upserted, removed: [] });
  return { upserted: upserted.length };
}

/** Deletes products of one site by id without announcing it (the caller owns the transaction); returns the ids deleted. */
export async function deleteProducts(db: Database, siteId: string, ids: string[]): Promise<string[]> {
  let removed: string[] = [];
  for (const batch of chunks([...new Set(ids)], batchSize)) {
    const rows = await db
      .delete(products)
      .where(and(eq(products.siteId, siteId), inArray(products.id, batch)))
      .returning({ id: products.id });
    removed = removed.concat(rows.map((row) => row.id));
  }
  return removed;
}

/** Deletes products of one site by id; ids that do not exist are ignored. */
export async function removeProducts(
  db: Database,
  siteId: string,
  ids: string[],
): Promise<{ removed: number }> {
  const parsed = productIdsSchema.safeParse(ids);
  if (!parsed.success) throw invalid(parsed.error);
  const removed =
    parsed.data.length > 0 ? await db.transaction((tx) => deleteProducts(tx, siteId, parsed.data)) : [];
  if (removed.length > 0) emitCatalogChange({ db, siteId, upserted: [], removed });
  return { removed: removed.length };
}

/**
 * Deletes the site's products that the given full sync did not receive (the shop no longer has
 * them), without announcing it: the sync rebuilds the indexes after. Returns how many went.
 */
export async function removeProductsNotSeenBy(db: Database, siteId: string, syncId: string): Promise<number> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.siteId, siteId), sql`${products.seenBySyncId} is distinct from ${syncId}`))
    .returning({ id: products.id });
  return rows.length;
}

/** Every product of a site, read in pages so a large catalogue never sits in one result twice. */
export async function* readProducts(
  db: Database,
  siteId: string,
  pageSize = 5000,
): AsyncGenerator<ProductRow[]> {
  let after = '';
  for (;;) {
    const page = await db
      .select()
      .from(products)
      .where(and(eq(products.siteId, siteId), sql`${products.id} > ${after}`))
      .orderBy(products.id)
      .limit(pageSize);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
    if (page.length < pageSize) return;
  }
}

/** The current rows of the given products of a site (missing ids are simply absent). */
export async function getProducts(db: Database, siteId: string, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows: ProductRow[] = [];
  for (const batch of chunks(ids, batchSize)) {
    rows.push(
      ...(await db
        .select()
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, batch)))),
    );
  }
  return rows;
}
