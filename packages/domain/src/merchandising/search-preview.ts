import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { BROWSE_FIELDS, queryRankingRuleInputSchema } from '../query-ranking/query-ranking-rule.ts';
import { facetConfigSchema } from '../configuration/facet-config.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { bannerInputSchema } from './banners.ts';
import { businessRuleInputSchema } from './business-rules.ts';
import { builtInExpansionSchema, explanationSchema } from './explain.ts';
import { redirectionInputSchema } from './redirections.ts';
import { searchSettingsSchema } from './search-settings.ts';
import { synonymGroupInputSchema } from './synonyms.ts';

/** How many products a search preview shows. */
export const SEARCH_PREVIEW_PRODUCTS = 12;

/** How many values of each facet a search preview shows, as a storefront's first screen does. */
export const SEARCH_PREVIEW_FACET_VALUES = 8;

const changeOf = <K extends string, T extends z.ZodType>(kind: K, value: T) =>
  z.object({
    kind: z.literal(kind),
    /** The saved item the change replaces or deletes; absent for a new item. */
    id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
    /** The item as edited; absent when the change deletes it. */
    value: value.optional(),
  });

/**
 * An unsaved change to preview: a synonym group, redirection, banner, business rule (older version)
 * or query ranking rule as it is being edited, a facet configuration with pivots (the Facets
 * API's, by its id), or the site's search settings as edited (searchable fields, results
 * visibility, featured products), which replace the saved ones whole.
 */
export const previewChangeSchema = z.discriminatedUnion('kind', [
  changeOf('synonym', synonymGroupInputSchema),
  changeOf('redirection', redirectionInputSchema),
  changeOf('banner', bannerInputSchema),
  changeOf('businessRule', businessRuleInputSchema),
  changeOf('queryRankingRule', queryRankingRuleInputSchema),
  changeOf('facetConfig', facetConfigSchema),
  z.object({ kind: z.literal('searchSettings'), value: searchSettingsSchema }),
]);

/** An unsaved change. */
export type PreviewChange = z.infer<typeof previewChangeSchema>;

/**
 * A search preview: the query in one of the site's languages, or a browse page instead (a category
 * or brand page: `browseField` and `browseValue`, as a browse rule names it, and no query), the
 * change to apply, whether to explain the answer with the change (Explain), and whether to
 * answer the facets the storefront's filter panel would show.
 */
export const searchPreviewInputSchema = z
  .object({
    language: languageSchema,
    query: boundedText(255).trim().default(''),
    browseField: z.enum(BROWSE_FIELDS).optional(),
    browseValue: boundedText(TEXT_MAX_LENGTH.value).trim().optional(),
    change: previewChangeSchema.optional(),
    explain: z.boolean().optional(),
    facets: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    const required = (path: string) =>
      context.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    const browse = input.browseField !== undefined || input.browseValue !== undefined;
    if (!browse) {
      if (input.query === '') required('query');
      return;
    }
    if (input.browseField === undefined) required('browseField');
    if (!input.browseValue) required('browseValue');
    if (input.query !== '')
      context.addIssue({ code: 'custom', path: ['query'], message: 'validation.browseQuery' });
  });
/** A search preview request. */
export type SearchPreviewInput = z.infer<typeof searchPreviewInputSchema>;

/** A facet of the storefront's filter panel as a preview shows it: its name and first values. */
export const previewFacetSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['value', 'hierarchical', 'range']),
  values: z.array(z.object({ value: z.string(), count: z.number().int().min(0) })),
});

/** A facet of a preview. */
export type PreviewFacet = z.infer<typeof previewFacetSchema>;

/**
 * What a shopper would get for the query: the first products, a redirection, the banners, the
 * filter panel's facets when they were asked for (in order, each with its first values), and
 * what the storefront tells them of how it searched (the corrected query, the words dropped) and
 * the built-in synonyms it searched.
 */
export const previewAnswerSchema = z.object({
  total: z.number().int().min(0),
  /** The corrected query the products are for ("Showing results for …"); null when none was. */
  spellchecked: z.string().nullable(),
  /** Words dropped so that something matched. */
  relaxedTerms: z.array(z.string()),
  builtInSynonyms: z.array(builtInExpansionSchema),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      price: z.number().nullable(),
    }),
  ),
  redirection: z.object({ targetUrl: z.string() }).nullable(),
  banners: z.array(
    z.object({
      assetUrl: z.string(),
      targetUrl: z.string().nullable(),
      title: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
  facets: z.array(previewFacetSchema).optional(),
});

/** One side of a search preview. */
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

/**
 * The answer with the saved configuration (`before`) and with the change applied (`after`); when
 * `explain` was asked, `explanation` says why `after` is what it is (the saved answer without a change).
 */
export const searchPreviewSchema = z.object({
  before: previewAnswerSchema,
  after: previewAnswerSchema,
  explanation: explanationSchema.optional(),
});

/** A search preview. */
export type SearchPreview = z.infer<typeof searchPreviewSchema>;
