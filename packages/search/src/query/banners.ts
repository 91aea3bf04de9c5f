import type { BannerHit } from '../types.ts';
import { scopedTo, type CompiledConfig } from './config.ts';
import { isScheduleActive } from './schedule.ts';

/** Active banners and promoted tiles for the query, by position. */
export function bannersFor(
  config: CompiledConfig,
  normalizedQuery: string,
  now: number,
): { readonly banners: BannerHit[]; readonly promoted: BannerHit[] } {
  const banners: BannerHit[] = [];
  const promoted: BannerHit[] = [];
  for (const banner of scopedTo(config.banners, normalizedQuery)) {
    if (!isScheduleActive(banner.schedule, now)) continue;
    const hit: BannerHit = {
      id: banner.id,
      imageUrl: banner.imageUrl,
      position: banner.position ?? 1,
      ...(banner.title === undefined ? {} : { title: banner.title }),
      ...(banner.targetUrl === undefined ? {} : { targetUrl: banner.targetUrl }),
    };
    (banner.kind === 'promoted' ? promoted : banners).push(hit);
  }
  const byPosition = (a: BannerHit, b: BannerHit): number => a.position - b.position;
  return { banners: banners.sort(byPosition), promoted: promoted.sort(byPosition) };
}
