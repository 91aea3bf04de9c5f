import type { Banner, BannerInput, MerchandisingListQuery } from '@playboard/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { banners, type NewBannerRow, type BannerRow } from '../../db/schema/index.ts';
import { listOrder, sameTermSet, textMatch } from './list-query.ts';

const itemId = z.uuid();

function columns(value: BannerInput): Omit<NewBannerRow, 'siteId'> {
  return {
    kind: value.kind,
    title: value.title ?? null,
    position: value.position,
    imageUrl: value.assetUrl,
    url: value.targetUrl ?? null,
    queries: value.matchingQueries,
    status: value.status,
    schedule: value.schedule,
    language: value.language,
  };
}

const updated = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    kind: row.kind,
    ...(row.title !== null ? { title: row.title } : {}),
    position: row.position,
    assetUrl: row.imageUrl,
    ...(row.url !== null ? { targetUrl: row.url } : {}),
    matchingQueries: row.queries,
    status: row.status,
    schedule: row.schedule,
    language: row.language,
    updatedTime: updated(row),
  };
}

/** The banners and promoted tiles of one site. */
export function createBannersRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(banners.siteId, scope.siteId), eq(banners.id, id));
  return {
    /** Every banner and tile by position, then in the order they were made: what search reads. */
    async list(): Promise<Banner[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.siteId, scope.siteId))
        .orderBy(asc(banners.position), asc(banners.createdAt));
      return rows.map(toBanner);
    },

    /** One page of the banners the list query finds (terms, target URL or title), and how many it finds. */
    async page(query: MerchandisingListQuery): Promise<{ items: Banner[]; total: number }> {
      const where = and(
        eq(banners.siteId, scope.siteId),
        query.language ? eq(banners.language, query.language) : undefined,
        query.q ? textMatch(query.q, banners.queries, [banners.url, banners.title]) : undefined,
      );
      const rows = await db
        .select()
        .from(banners)
        .where(where)
        .orderBy(...listOrder(query, { updated: banners.updatedAt, terms: banners.queries, id: banners.id }))
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db.select({ value: count() }).from(banners).where(where);
      return { items: rows.map(toBanner), total: total?.value ?? 0 };
    },

    /**
     * A banner like `value`, other than `except`: the same language and image for the same
     * matching queries (compared as the domain compares terms).
     */
    async findEqual(value: BannerInput, except?: string): Promise<Banner | undefined> {
      const [row] = await db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.siteId, scope.siteId),
            eq(banners.language, value.language),
            eq(banners.imageUrl, value.assetUrl),
            sameTermSet(banners.queries, value.matchingQueries),
            except && itemId.safeParse(except).success ? ne(banners.id, except) : undefined,
          ),
        )
        .limit(1);
      return row && toBanner(row);
    },

    async find(id: string): Promise<Banner | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(banners).where(own(id));
      return row && toBanner(row);
    },

    async insert(value: BannerInput, id?: string): Promise<Banner> {
      const [row] = await db
        .insert(banners)
        .values({ ...columns(value), siteId: scope.siteId, id })
        .returning();
      return toBanner(row!);
    },

    async update(id: string, value: BannerInput): Promise<Banner | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(banners).set(columns(value)).where(own(id)).returning();
      return row && toBanner(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(banners).where(own(id)).returning({ id: banners.id });
      return rows.length > 0;
    },
  };
}
