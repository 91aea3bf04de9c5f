import { bannerInputSchema, type Banner } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { createBannersRepo } from './banners.repo.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';

export const bannerKind = itemKind('banner', createBannersRepo, bannerInputSchema);

export async function listBanners(db: Database, siteId: string): Promise<Banner[]> {
  return createBannersRepo(db, { siteId }).list();
}

export async function createBanner(
  db: Database,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<Banner> {
  const value = parseInput(bannerInputSchema, input);
  return writeConfig(db, { siteId, kind: bannerKind, entityId: (item: Banner) => item.id!, actor }, (tx) =>
    createBannersRepo(tx, { siteId }).insert(value),
  );
}

export async function updateBanner(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<Banner> {
  const value = parseInput(bannerInputSchema, input);
  return writeConfig(db, { siteId, kind: bannerKind, entityId: id, actor }, async (tx) => {
    const banner = await createBannersRepo(tx, { siteId }).update(id, value);
    if (!banner) throw notFound('Banner', id);
    return banner;
  });
}

export async function deleteBanner(
  db: Database,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(db, { siteId, kind: bannerKind, entityId: id, actor }, async (tx) => {
    if (!(await createBannersRepo(tx, { siteId }).remove(id))) throw notFound('Banner', id);
  });
}
