import { z } from 'zod';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';

const fieldName = () => boundedText(TEXT_MAX_LENGTH.identifier).min(1);

/**
 * Fewest searchable fields that must stay active. Spec 1 §5 gives two readings ("at least one" and
 * "more than one"); at least one is chosen, as a single searchable field is a working search.
 */
export const MIN_ACTIVE_SEARCHABLE_FIELDS = 1;

/** The text fields the engine searches, in the order the console lists them (spec 1 §3). */
export const SEARCHABLE_FIELDS = [
  'name',
  'identifiers',
  'brand',
  'categories',
  'attributes',
  'description',
] as const;

/** A searchable field of the Index API (spec 1 §3, §7); weight is its relevance multiplier. */
export const searchableFieldSchema = z.object({
  name: fieldName(),
  active: z.boolean(),
  weight: z.number().min(0).max(100).default(1),
});

/** A searchable field. */
export type SearchableField = z.infer<typeof searchableFieldSchema>;

/** PUT fields/site/{id}/searchable body: at least one field stays active (`validation.searchableFields`). */
export const searchableFieldsSchema = z
  .array(searchableFieldSchema)
  .refine((fields) => fields.filter((field) => field.active).length >= MIN_ACTIVE_SEARCHABLE_FIELDS, {
    error: 'validation.searchableFields',
  });

/** Results visibility (spec 1 §3): out-of-stock products shown or not; unavailable ones shown or buried. */
export const resultsVisibilitySchema = z.object({
  showOutOfStock: z.boolean(),
  notAvailableForOrder: z.enum(['SHOW', 'BURY']),
});

/** Results visibility settings. */
export type ResultsVisibility = z.infer<typeof resultsVisibilitySchema>;
