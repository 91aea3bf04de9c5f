import {
  bannerInputSchema,
  bannerState,
  DomainError,
  translate,
  type Banner,
  type BannerInput,
  type BannerWithState,
  type MerchandisingListQuery,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { createBannersRepo } from './banners.repo.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import type { MerchandisingApiOptions } from './merchandising-api.ts';

export const bannerKind = itemKind('banner', createBannersRepo, bannerInputSchema);

/** A banner as the API answers it: with what it is doing at `now` in its time zone. */
export function withState(banner: Banner, now: Date): BannerWithState {
  return { ...banner, state: bannerState(banner, now) };
}

/** A banner like one the site has (a double submit) answers banner-1 naming it. */
async function assertNew(tx: Database, siteId: string, value: BannerInput, except?: string) {
  await lockList(tx, 'banners', siteId);
  const equal = await createBannersRepo(tx, { siteId }).findEqual(value, except);
  if (equal) {
    throw new DomainError('banner-1', `Banner already exists: ${equal.id}`, { status: 409 });
  }
}

/**
 * Refuses an image URL the server reached that is not an image (spec 1 §5: the image URL must
 * show an image): a successful answer of another content type, or nothing there (404, 410).
 * A URL it may not or cannot reach passes: the console loads the image in the browser before saving.
 */
export async function assertBannerImage(
  probeUrl: MerchandisingApiOptions['probeUrl'],
  assetUrl: string,
  field = 'assetUrl',
): Promise<void> {
  const answer = await probeUrl(assetUrl);
  if (!answer) return;
  const image = (answer.contentType ?? '').trim().toLowerCase().startsWith('image/');
  const gone = answer.status === 404 || answer.status === 410;
  if (gone || (answer.status >= 200 && answer.status < 300 && !image)) {
    throw new DomainError('global-400', `${field}: ${translate('validation.image', 'en')}`, { status: 400 });
  }
}

export async function listBanners(
  db: Database,
  siteId: string,
  query: MerchandisingListQuery,
  now: Date,
): Promise<{ banners: BannerWithState[]; total: number }> {
  const { items, total } = await createBannersRepo(db, { siteId }).page(query);
  return { banners: items.map((banner) => withState(banner, now)), total };
}

export async function getBanner(db: Database, siteId: string, id: string): Promise<Banner> {
  const banner = await createBannersRepo(db, { siteId }).find(id);
  if (!banner) throw notFound('Banner', id);
  return banner;
}

export async function createBanner(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<Banner> {
  const value = parseInput(bannerInputSchema, input);
  return writeConfig(
    store,
    { siteId, kind: bannerKind, entityId: (item: Banner) => item.id!, actor },
    async (tx) => {
      await assertNew(tx, siteId, value);
      return createBannersRepo(tx, { siteId }).insert(value);
    },
  );
}

export async function updateBanner(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<Banner> {
  const value = parseInput(bannerInputSchema, input);
  return writeConfig(store, { siteId, kind: bannerKind, entityId: id, actor }, async (tx) => {
    const repo = createBannersRepo(tx, { siteId });
    if (!(await repo.find(id))) throw notFound('Banner', id);
    await assertNew(tx, siteId, value, id);
    const banner = await repo.update(id, value);
    if (!banner) throw notFound('Banner', id);
    return banner;
  });
}

export async function deleteBanner(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: bannerKind, entityId: id, actor }, async (tx) => {
    if (!(await createBannersRepo(tx, { siteId }).remove(id))) throw notFound('Banner', id);
  });
}
