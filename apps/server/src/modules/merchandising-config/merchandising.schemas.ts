import { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '@playboard/domain';
import { z } from 'zod';

// spec 1 §9: at most 30 terms per redirection, rule or banner; a redirection term at most 255 characters.
export const maxTermsPerItem = 30;
export const maxRedirectionTermLength = 255;
// spec 1 §9: featured recommended products, 4 to 12.
export const featuredRecommended = { min: 4, max: 12 } as const;

const language = z
  .string()
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'must be a language code such as en or es')
  .nullable()
  .default(null);
const term = z.string().trim().min(1).max(maxRedirectionTermLength);
const terms = z.array(term).max(maxTermsPerItem);
const url = z.url().max(URL_MAX_LENGTH);
const productId = z.string().min(1).max(TEXT_MAX_LENGTH.identifier);
const timeZone = z
  .string()
  .max(TEXT_MAX_LENGTH.title)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Madrid');

const schedule = {
  startsAt: z.coerce.date().nullable().default(null),
  endsAt: z.coerce.date().nullable().default(null),
  timeZone: timeZone.default('UTC'),
};

function scheduleInOrder(value: { startsAt: Date | null; endsAt: Date | null }): boolean {
  return !value.startsAt || !value.endsAt || value.startsAt < value.endsAt;
}
const scheduleOrder = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

export const searchSettingsSchema = z.object({
  searchableFields: z
    .array(z.object({ field: z.string().min(1).max(100), weight: z.number().min(0).max(100) }))
    .min(1)
    .max(50),
  resultsVisibility: z.object({ hideOutOfStock: z.boolean(), notAvailable: z.enum(['show', 'bury']) }),
  featuredProducts: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('popular'), productIds: z.array(productId).max(0).default([]) }),
    z.object({
      mode: z.literal('recommended'),
      productIds: z.array(productId).min(featuredRecommended.min).max(featuredRecommended.max),
    }),
  ]),
});
export type SearchSettings = z.output<typeof searchSettingsSchema>;

export const facetConfigSchema = z
  .object({
    field: z.string().min(1).max(100),
    type: z.enum(['value', 'hierarchical', 'range']),
    label: z.record(z.string().max(TEXT_MAX_LENGTH.identifier), z.string().min(1).max(100)).default({}),
    position: z.number().int().min(0).default(0),
    ranges: z
      .array(z.object({ from: z.number().nullable(), to: z.number().nullable() }))
      .max(50)
      .default([]),
    enabled: z.boolean().default(true),
  })
  .refine((facet) => facet.type !== 'range' || facet.ranges.length > 0, {
    message: 'a range facet needs at least one range',
    path: ['ranges'],
  })
  .refine((facet) => facet.type !== 'hierarchical' || facet.field === 'categories', {
    message: 'only categories can be hierarchical',
    path: ['field'],
  });
export type FacetConfigInput = z.input<typeof facetConfigSchema>;

// A facet lists at most this many values; a configuration names at most that many.
export const maxFacetValues = 1000;

/** How one engine lists a facet's values: by count, alphabetically or in the given order; some hidden. */
export const facetValueConfigSchema = z.object({
  sort: z.enum(['count', 'alphabetical', 'custom']),
  values: z
    .array(z.object({ value: z.string().min(1).max(255), hidden: z.boolean() }))
    .max(maxFacetValues)
    .refine((values) => new Set(values.map((entry) => entry.value)).size === values.length, {
      message: 'each value may appear once',
    }),
});
export type FacetValueConfig = z.output<typeof facetValueConfigSchema>;

export const synonymSchema = z.object({
  language,
  terms: z.array(term).min(2).max(maxTermsPerItem),
});
export type SynonymInput = z.input<typeof synonymSchema>;

export const redirectionSchema = z
  .object({ language, queries: terms.min(1), url, enabled: z.boolean().default(true), ...schedule })
  .refine(scheduleInOrder, scheduleOrder);
export type RedirectionInput = z.input<typeof redirectionSchema>;

const ruleAction = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['boost', 'bury']),
    field: z.string().min(1).max(100),
    value: z.string().min(1).max(255),
    strength: z.number().positive().max(100).default(1),
  }),
  z.object({ type: z.literal('hide'), field: z.string().min(1).max(100), value: z.string().min(1).max(255) }),
  z.object({
    type: z.literal('pin'),
    productId,
    position: z.number().int().min(1).max(1000),
  }),
]);

export const businessRuleSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    language,
    queries: terms.default([]),
    actions: z.array(ruleAction).min(1).max(100),
    priority: z.number().int().default(0),
    enabled: z.boolean().default(true),
    ...schedule,
  })
  .refine(scheduleInOrder, scheduleOrder);
export type BusinessRuleInput = z.input<typeof businessRuleSchema>;

export const bannerSchema = z
  .object({
    kind: z.enum(['banner', 'promoted']).default('banner'),
    language,
    title: z.string().trim().min(1).max(200),
    imageUrl: url,
    url,
    queries: terms.default([]),
    position: z.number().int().min(1).max(1000).default(1),
    enabled: z.boolean().default(true),
    ...schedule,
  })
  .refine(scheduleInOrder, scheduleOrder);
export type BannerInput = z.input<typeof bannerSchema>;

export const relatedPromptSchema = z.object({
  language,
  queries: terms.default([]),
  suggestionText: z.string().trim().min(1).max(500),
  imageUrl: url.nullable().default(null),
  nextQueries: z.array(term).max(10).default([]),
  position: z.number().int().min(0).default(0),
});
export type RelatedPromptInput = z.input<typeof relatedPromptSchema>;

export const nextQuerySchema = z.object({
  language,
  query: term,
  nextQueries: z.array(term).min(1).max(maxTermsPerItem),
});
export type NextQueryInput = z.input<typeof nextQuerySchema>;
