import type { Language, RelatedTagsInput, RelatedTagsPage } from '@playboard/domain';

/** One query of the list: its query, the merchant's entry or null, and its organic tags of now. */
export type QueryRelatedTags = RelatedTagsPage['items'][number];

/** What hiding or showing an organic tag sends: a new entry, a changed one, or none left. */
export type OrganicChange =
  | { kind: 'create'; input: RelatedTagsInput }
  | { kind: 'update'; id: string; input: RelatedTagsInput }
  | { kind: 'delete'; id: string };

/**
 * Hides an organic tag for a query (`hide`), or shows it again: a query without an entry gets
 * one that only hides it; an entry has its `hidden` changed, and one left curating and hiding
 * nothing is deleted (the server refuses an empty entry).
 */
export function organicChange(
  item: QueryRelatedTags,
  tag: string,
  hide: boolean,
  language: Language,
): OrganicChange {
  const { curated } = item;
  if (!curated?.id)
    return { kind: 'create', input: { language, query: item.query, tags: [], hidden: [tag] } };
  const hidden = hide
    ? [...curated.hidden.filter((each) => each !== tag), tag]
    : curated.hidden.filter((each) => each !== tag);
  if (curated.tags.length === 0 && hidden.length === 0) return { kind: 'delete', id: curated.id };
  return {
    kind: 'update',
    id: curated.id,
    input: { language: curated.language, query: curated.query, tags: curated.tags, hidden },
  };
}
