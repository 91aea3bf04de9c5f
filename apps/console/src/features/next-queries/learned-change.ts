import type { Language, NextQueriesInput, NextQueriesPage } from '@playboard/domain';

/** One query of the list: its query, the merchant's entry or null, and its learned next queries. */
export type QueryNextQueries = NextQueriesPage['items'][number];

/** What hiding or showing a learned next query sends: a new entry, a changed one, or none left. */
export type LearnedChange =
  | { kind: 'create'; input: NextQueriesInput }
  | { kind: 'update'; id: string; input: NextQueriesInput }
  | { kind: 'delete'; id: string };

/**
 * Hides a learned next query for a query (`hide`), or shows it again: a query without an entry
 * gets one that only hides it; an entry has its `hidden` changed, and one left curating and
 * hiding nothing is deleted (the server refuses an empty entry).
 */
export function learnedChange(
  item: QueryNextQueries,
  next: string,
  hide: boolean,
  language: Language,
): LearnedChange {
  const { curated } = item;
  if (!curated?.id)
    return { kind: 'create', input: { language, query: item.query, nextQueries: [], hidden: [next] } };
  const hidden = hide
    ? [...curated.hidden.filter((query) => query !== next), next]
    : curated.hidden.filter((query) => query !== next);
  if (curated.nextQueries.length === 0 && hidden.length === 0) return { kind: 'delete', id: curated.id };
  return {
    kind: 'update',
    id: curated.id,
    input: { language: curated.language, query: curated.query, nextQueries: curated.nextQueries, hidden },
  };
}
