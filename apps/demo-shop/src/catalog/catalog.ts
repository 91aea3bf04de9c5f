import { CATEGORY_NODES } from './categories.ts';
import { generateProduct, productId, productIndex, productSkeleton } from './generate-product.ts';
import type { DemoProduct, ShopLanguage } from './types.ts';

export interface CatalogOptions {
  /** How many products; default 2,400. */
  products?: number;
  /** Same seed, same catalogue; default 1. */
  seed?: number;
  /**
   * The instant the two years of publication dates end at; default the start of the current UTC
   * day (pass one to compare catalogues generated on different days).
   */
  now?: Date;
}

export interface CatalogPage {
  products: DemoProduct[];
  /** Index of the last product of the page when more follow, else null. */
  next: number | null;
  /** Products the whole (filtered) pull returns. */
  total: number;
}

/**
 * The shop's catalogue. Products are generated from the seed when read, so 100,000 of them cost a
 * few arrays; only updated products are kept whole.
 */
export interface DemoCatalog {
  readonly size: number;
  readonly seed: number;
  product(id: string): DemoProduct | undefined;
  /** Changes a product and bumps its updatedAt (what `updatedSince` pulls see). */
  update(id: string, patch: Partial<DemoProduct>): void;
  /** Deletes a product; `deletedSince` lists it. */
  remove(id: string): void;
  /** The products in id order, after `after` (a catalogue index), updated at or after `updatedSince`. */
  page(options: { after: number | null; limit: number; updatedSince: Date | null }): CatalogPage;
  /** Ids deleted at or after the instant. */
  deletedSince(since: Date): string[];
  /** Every product in id order. */
  all(): Generator<DemoProduct>;
  /** Products of a category (any level) in id order. */
  inCategory(slug: string, offset: number, limit: number): { products: DemoProduct[]; total: number };
  /** Products whose name contains every word of the text, in id order. */
  search(text: string, language: ShopLanguage, limit: number): DemoProduct[];
  /** The newest products first. */
  newest(limit: number): DemoProduct[];
}

export const DEFAULT_CATALOG_SIZE = 2400;

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function generateCatalog(options: CatalogOptions = {}): DemoCatalog {
  const count = options.products ?? DEFAULT_CATALOG_SIZE;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(count) || count < 0) throw new Error(`demo-shop: invalid product count ${count}`);
  const anchorMs = options.now ? options.now.getTime() : startOfUtcDay(new Date());

  const leafOf = new Uint16Array(count);
  const publishedAt = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const skeleton = productSkeleton(seed, index, anchorMs);
    leafOf[index] = skeleton.leaf.index;
    publishedAt[index] = skeleton.publishedAtMs;
  }
  // A generated product was last changed when it was published.
  const updatedAt = publishedAt.slice();
  const changed = new Map<number, DemoProduct>();
  const removedAt = new Map<number, number>();

  const exists = (index: number | undefined): index is number =>
    index !== undefined && index < count && !removedAt.has(index);
  const read = (index: number) => changed.get(index) ?? generateProduct(seed, index, anchorMs);

  return {
    get size() {
      return count - removedAt.size;
    },
    seed,
    product(id) {
      const index = productIndex(id);
      return exists(index) ? read(index) : undefined;
    },
    update(id, patch) {
      const index = productIndex(id);
      if (!exists(index)) throw new Error(`demo-shop: no product ${id} to update`);
      changed.set(index, { ...read(index), ...patch, id });
      updatedAt[index] = Date.now();
    },
    remove(id) {
      const index = productIndex(id);
      if (!exists(index)) throw new Error(`demo-shop: no product ${id} to remove`);
      changed.delete(index);
      removedAt.set(index, Date.now());
    },
    page({ after, limit, updatedSince }) {
      const since = updatedSince?.getTime() ?? -Infinity;
      const matches = (index: number) => !removedAt.has(index) && (updatedAt[index] ?? 0) >= since;
      let total = 0;
      if (updatedSince === null) total = count - removedAt.size;
      else for (let index = 0; index < count; index += 1) if (matches(index)) total += 1;

      const products: DemoProduct[] = [];
      let index = after === null ? 0 : after + 1;
      let last = -1;
      for (; index < count && products.length < limit; index += 1) {
        if (!matches(index)) continue;
        products.push(read(index));
        last = index;
      }
      while (index < count && !matches(index)) index += 1;
      return { products, next: index < count ? last : null, total };
    },
    deletedSince(since) {
      const ids: string[] = [];
      for (const [index, at] of removedAt) if (at >= since.getTime()) ids.push(productId(index));
      return ids;
    },
    *all() {
      for (let index = 0; index < count; index += 1) if (!removedAt.has(index)) yield read(index);
    },
    inCategory(slug, offset, limit) {
      const leaves = new Set(CATEGORY_NODES.get(slug)?.leaves ?? []);
      const products: DemoProduct[] = [];
      let total = 0;
      for (let index = 0; index < count; index += 1) {
        if (removedAt.has(index) || !leaves.has(leafOf[index] ?? -1)) continue;
        if (total >= offset && products.length < limit) products.push(read(index));
        total += 1;
      }
      return { products, total };
    },
    search(text, language, limit) {
      const wanted = words(text);
      const found: DemoProduct[] = [];
      if (wanted.length === 0) return found;
      for (let index = 0; index < count && found.length < limit; index += 1) {
        if (removedAt.has(index)) continue;
        const product = read(index);
        const have = new Set(words(`${product.name[language]} ${product.brand}`));
        if (wanted.every((word) => have.has(word))) found.push(product);
      }
      return found;
    },
    newest(limit) {
      const newest: number[] = [];
      const time = (index: number) => publishedAt[index] ?? 0;
      for (let index = 0; index < count; index += 1) {
        if (removedAt.has(index)) continue;
        const last = newest.at(-1);
        if (newest.length === limit && last !== undefined && time(index) <= time(last)) continue;
        const at = newest.findIndex((other) => time(index) > time(other));
        newest.splice(at === -1 ? newest.length : at, 0, index);
        if (newest.length > limit) newest.pop();
      }
      return newest.map(read);
    },
  };
}
