import { z } from 'zod';
import { cssSelectorSchema } from '../sites/css-selector.ts';

/**
 * What a site's configuration history versions: each tuning entity a merchant edits, one kind per
 * screen. `searchSettings` names the revisions written before searchable fields, results visibility
 * and featured products had a kind each (the three in one object); nothing writes it any more.
 * `serviceConfig` is an instance's configuration-service set of one service (entity id: the
 * service), which the platform's operators edit. `suggestionRules` are a site's banned words and
 * the thresholds its popular searches are learned with (entity id: the site). `facetConfig` is a facet configuration of the Facets
 * API (spec 2 §3) by its id; `default` is the one for every search and page, which holds the site's
 * `facets` too.
 */
export const CONFIG_REVISION_KINDS = [
  'synonym',
  'redirection',
  'banner',
  'businessRule',
  'queryRankingRule',
  'relatedPrompt',
  'nextQueries',
  'relatedTags',
  'suggestionRules',
  'facets',
  'facetValues',
  'facetConfig',
  'searchableFields',
  'resultsVisibility',
  'featuredProducts',
  'searchSettings',
  'customisation',
  'layer',
  'serviceConfig',
] as const;

export const configRevisionKindSchema = z.enum(CONFIG_REVISION_KINDS);

/** A kind of versioned entity. */
export type ConfigRevisionKind = z.infer<typeof configRevisionKindSchema>;

/** Longest note a merchant attaches to a change or a revert. */
export const REVISION_NOTE_MAX_LENGTH = 500;

/** Longest entity key: an item's uuid, or `facet:<engine>:<field>` for a facet's values. */
const ENTITY_ID_MAX_LENGTH = 200;

const entityIdSchema = z.string().min(1).max(ENTITY_ID_MAX_LENGTH);

/**
 * One change of one entity: before and after in the entity's domain shape; no `before` for a
 * creation, no `after` for a deletion. The actor's email stays when the user is deleted.
 */
export const configRevisionSchema = z.object({
  id: z.uuid(),
  siteId: z.uuid(),
  kind: configRevisionKindSchema,
  entityId: entityIdSchema,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  actor: z.object({ userId: z.uuid().nullable(), email: z.string().max(320) }).nullable(),
  note: z.string().max(REVISION_NOTE_MAX_LENGTH).nullable(),
  revertOf: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** One revision of a site's configuration. */
export type ConfigRevision = z.infer<typeof configRevisionSchema>;

/** A page of a site's revisions, newest first, with how many match in all. */
export const configRevisionPageSchema = z.object({
  revisions: z.array(configRevisionSchema),
  total: z.number().int().min(0),
});

/** A page of revisions. */
export type ConfigRevisionPage = z.infer<typeof configRevisionPageSchema>;

const instantSchema = z.iso.datetime({ offset: true });

/**
 * Query of the revision list: paging, and a filter by kind, entity and time (`from` inclusive, `to`
 * exclusive, so a day of the site is `from` its midnight `to` the next one).
 */
export const configRevisionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  kind: configRevisionKindSchema.optional(),
  entityId: entityIdSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

/** A revision list query. */
export type ConfigRevisionQuery = z.infer<typeof configRevisionQuerySchema>;

/**
 * Body of a revert. A revision that is no longer its entity's latest is reverted only with
 * `confirm`: the later changes are overwritten.
 */
export const configRevertInputSchema = z.object({
  note: z.string().max(REVISION_NOTE_MAX_LENGTH).optional(),
  confirm: z.boolean().optional(),
});

/** A revert body. */
export type ConfigRevertInput = z.infer<typeof configRevertInputSchema>;

/** Body of a note edit: a merchant says why after making a change; null takes the note away. */
export const configRevisionNoteInputSchema = z.object({
  note: z.string().trim().max(REVISION_NOTE_MAX_LENGTH).nullable(),
});

const daySchema = z.iso.date();

/** The days of the site's time zone (`YYYY-MM-DD`, both included) whose changes are counted. */
export const configRevisionDaysQuerySchema = z.object({ from: daySchema, to: daySchema });

/** A days query. */
export type ConfigRevisionDaysQuery = z.infer<typeof configRevisionDaysQuerySchema>;

/** The days of a range with configuration changes (days without any are left out), oldest first. */
export const configRevisionDaysSchema = z.object({
  days: z.array(
    z.object({
      date: daySchema,
      count: z.number().int().min(1),
      kinds: z.array(configRevisionKindSchema),
    }),
  ),
});

/** Days with changes. */
export type ConfigRevisionDays = z.infer<typeof configRevisionDaysSchema>;

/** One day with changes. */
export type ConfigRevisionDay = ConfigRevisionDays['days'][number];

/** Query of the configuration as it was: the instant. */
export const siteConfigurationQuerySchema = z.object({ at: instantSchema });

/**
 * A site's whole tuning configuration at an instant, read-only: each entity that existed then, in
 * the shape its revisions hold, grouped by kind in the order of {@link CONFIG_REVISION_KINDS}.
 */
export const siteConfigurationSchema = z.object({
  at: instantSchema,
  entities: z.array(
    z.object({ kind: configRevisionKindSchema, entityId: entityIdSchema, value: z.unknown() }),
  ),
});

/** The configuration at an instant. */
export type SiteConfiguration = z.infer<typeof siteConfigurationSchema>;

/** The layer settings of a site a revision of kind `layer` holds: the trigger selector and whether it runs. */
export const layerSettingsSchema = z.object({
  cssSelector: cssSelectorSchema,
  enabled: z.boolean(),
});

/** Layer settings. */
export type LayerSettings = z.infer<typeof layerSettingsSchema>;
