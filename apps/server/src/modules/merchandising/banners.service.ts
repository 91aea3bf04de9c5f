import { bannerInputSchema, type Banner } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { createBannersRepo } from './banners.repo.ts';
import { notFound, parseInput, writeConfig } from './config-write.ts';

export async function listBanners(db: Database, siteId: string): Promise<Banner[]> {
  return createBannersRepo(db, { siteId }).list();
}

export async function createBanner(db: Database, siteId: string, input: unknown): Promise<Banner> {
  const value = parseInput(bannerInputSchema, input);
  return writeConfig(db, siteId, (tx) => createBannersRepo(tx, { siteId }).insert(value));
}

export async function updateBanner(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<Banner> {
  const value = parseInput(bannerInputSchema, input);
  return writeConfig(db, siteId, async (tx) => {
    const banner = await createBannersRepo(tx, { siteId }).update(id, value);
    if (!banner) throw notFound('Banner', id);
    return banner;
  });
}

export async function deleteBanner(db: Database, siteId: string, id: string): Promise<void> {
  await writeConfig(db, siteId, async (tx) => {
    if (!(await createBannersRepo(tx, { siteId }).remove(id))) throw notFound('Banner', id);
  });
}
