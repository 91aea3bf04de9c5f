import type { Banner, BannerInput } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { banners, type NewBannerRow } from '../../db/schema/index.ts';
import { toBanner } from '../merchandising-config/index.ts';

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

/** The banners and promoted tiles of one site. */
export function createBannersRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(banners.siteId, scope.siteId), eq(banners.id, id));
  return {
    async list(): Promise<Banner[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.siteId, scope.siteId))
        .orderBy(asc(banners.position), asc(banners.createdAt));
      return rows.map(toBanner);
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
