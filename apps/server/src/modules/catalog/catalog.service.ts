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
  // The last occurrence of a repeated id wins, as if the products had been sent one by one.
  const unique = [...new Map(parsed.data.map((product) => [product.id, product])).values()];
  if (unique.length === 0) return { upserted: 0 };
  await db.transaction(async (tx) => {
    for (const batch of chunks(unique, batchSize)) {
      await tx
        .insert(products)
        .values(batch.map((product) => toRow(siteId, product)))
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
            updatedAt: sql`now()`,
          },
        });
    }
  });
  emitCatalogChange({ db, siteId, upserted: unique.map((product) => product.id), removed: [] });
  return { upserted: unique.length };
}

/** Deletes products of one site by id; ids that do not exist are ignored. */
export async function removeProducts(
  db: Database,
  siteId: string,
  ids: string[],
): Promise<{ removed: number }> {
  const parsed = productIdsSchema.safeParse(ids);
  if (!parsed.success) throw invalid(parsed.error);
  const unique = [...new Set(parsed.data)];
  let removed: string[] = [];
  if (unique.length > 0) {
    await db.transaction(async (tx) => {
      for (const batch of chunks(unique, batchSize)) {
        const rows = await tx
          .delete(products)
          .where(and(eq(products.siteId, siteId), inArray(products.id, batch)))
          .returning({ id: products.id });
        removed = removed.concat(rows.map((row) => row.id));
      }
    });
  }
  if (removed.length > 0) emitCatalogChange({ db, siteId, upserted: [], removed });
  return { removed: removed.length };
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
