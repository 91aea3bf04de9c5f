import {
  normalizeTerm,
  ORGANIC_RELATED_TAGS_MAX,
  type RelatedTagsListQuery,
  type RelatedTagsPage,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { listRelatedTags } from '../merchandising/index.ts';
import type { IndexManager } from './index-manager.ts';

/**
 * A page of the queries with related tags in a language: those the merchant curated
 * (alphabetically), then the site's stored popular searches (most searched first). Each carries
 * the merchant's entry and the organic tags the site's engine computes for it now, hidden ones
 * marked: the storefront's own computation, so the list shows what shoppers are offered.
 */
export async function relatedTagsPage(
  db: Database,
  indexes: IndexManager,
  siteId: string,
  query: RelatedTagsListQuery,
): Promise<RelatedTagsPage> {
  // A save a moment ago (the console reads the list right after one) has reached the engine.
  await indexes.settled(siteId);
  const [curated, popular] = await Promise.all([
    listRelatedTags(db, siteId),
    indexes.popularSearches.stored(siteId, query.language),
  ]);
  const own = new Map(
    curated
      .filter((entry) => entry.language === query.language)
      .map((entry) => [normalizeTerm(entry.query), entry] as const),
  );
  const queries = [
    ...[...own.values()].map((entry) => entry.query).sort((a, b) => a.localeCompare(b)),
    ...popular.map((entry) => entry.query).filter((text) => !own.has(normalizeTerm(text))),
  ];
  const text = query.search === undefined ? '' : normalizeTerm(query.search);
  const found = text === '' ? queries : queries.filter((each) => normalizeTerm(each).includes(text));
  const page = found.slice(query.offset, query.offset + query.limit);
  const engine = page.length > 0 ? await indexes.engine(siteId, query.language) : undefined;
  return {
    items: page.map((each) => ({
      query: each,
      curated: own.get(normalizeTerm(each)) ?? null,
      organic: (engine?.index.organicTags(each, engine.config, { rows: ORGANIC_RELATED_TAGS_MAX }) ?? []).map(
        (organic) => ({ tag: organic.tag, state: organic.hidden ? ('hidden' as const) : ('shown' as const) }),
      ),
    })),
    total: found.length,
  };
}
