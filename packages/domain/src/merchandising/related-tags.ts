import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { RULE_TERM_MAX_LENGTH, termSchema, termsSchema } from './terms.ts';

const tagList = termsSchema({ maxLength: RULE_TERM_MAX_LENGTH, min: 0, unique: true });

const relatedTagsFields = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  query: termSchema(RULE_TERM_MAX_LENGTH),
  tags: tagList,
  hidden: tagList.default([]),
  updatedTime: z.iso.datetime({ offset: true }).optional(),
});

/** An entry that curates or hides nothing is none: one of its two lists holds a tag. */
function curatesSomething(entry: { tags: string[]; hidden: string[] }, context: z.RefinementCtx): void {
  if (entry.tags.length + entry.hidden.length === 0)
    context.addIssue({ code: 'custom', message: 'validation.relatedTagsMin', path: ['tags'] });
}

/**
 * The merchant's related tags of one query (spec 2 §6 `play.relatedTags`; the storage is ours):
 * for a search of `query`, the storefront offers `tags` (curated, up to 30, in this order) before
 * the organic ones the catalogue suggests, and never an organic one in `hidden`.
 *
 * @example relatedTagsSchema.parse({ language: 'en', query: 'jeans', tags: ['slim', 'skinny'] })
 */
export const relatedTagsSchema = relatedTagsFields.superRefine(curatesSomething);

/** The related tags of one query. */
export type RelatedTags = z.infer<typeof relatedTagsSchema>;

/** Related tags create / update body. */
export const relatedTagsInputSchema = relatedTagsFields
  .omit({ id: true, updatedTime: true })
  .superRefine(curatesSomething);

/** A related tags input. */
export type RelatedTagsInput = z.infer<typeof relatedTagsInputSchema>;

/** Most organic tags the list shows for one query: what the storefront's first answers could hold. */
export const ORGANIC_RELATED_TAGS_MAX = 20;

/**
 * A tag the engine suggests for a query now from the catalogue: a brand or attribute value
 * frequent among the products the query finds. `hidden` when the merchant hid it for the query.
 */
const organicTagSchema = z.object({
  tag: z.string(),
  state: z.enum(['shown', 'hidden']),
});

/** An organic tag and its state. */
export type OrganicTag = z.infer<typeof organicTagSchema>;

/** One query's related tags: the merchant's entry (null when none) and the organic ones of now. */
const queryRelatedTagsSchema = z.object({
  query: z.string(),
  curated: relatedTagsSchema.nullable(),
  organic: z.array(organicTagSchema).max(ORGANIC_RELATED_TAGS_MAX),
});

/** Query of the related tags list: the language, a text found in the query, and the page. */
export const relatedTagsListQuerySchema = z.object({
  language: languageSchema,
  search: boundedText(TEXT_MAX_LENGTH.title).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A related tags list query. */
export type RelatedTagsListQuery = z.infer<typeof relatedTagsListQuerySchema>;

/**
 * A page of queries with their related tags: those the merchant curated (alphabetically), then
 * the site's popular searches (most searched first), each with the organic tags of now.
 */
export const relatedTagsPageSchema = z.object({
  items: z.array(queryRelatedTagsSchema).max(100),
  total: z.number().int().min(0),
});

/** A page of related tags. */
export type RelatedTagsPage = z.infer<typeof relatedTagsPageSchema>;
