import { z } from 'zod';
import { cssSelectorSchema } from '../sites/css-selector.ts';

/**
 * What a site's configuration history versions: each tuning entity a merchant edits, one kind per
 * stored resource (search settings hold searchable fields, results visibility and featured products).
 */
export const CONFIG_REVISION_KINDS = [
  'synonym',
  'redirection',
  'banner',
  'businessRule',
  'queryRankingRule',
  'relatedPrompt',
  'nextQueries',
  'facets',
  'facetValues',
  'searchSettings',
  'customisation',
  'layer',
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

/** Query of the revision list: paging, and a filter by kind and entity. */
export const configRevisionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  kind: configRevisionKindSchema.optional(),
  entityId: entityIdSchema.optional(),
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

/** The layer settings of a site a revision of kind `layer` holds: the trigger selector and whether it runs. */
export const layerSettingsSchema = z.object({
  cssSelector: cssSelectorSchema,
  enabled: z.boolean(),
});

/** Layer settings. */
export type LayerSettings = z.infer<typeof layerSettingsSchema>;
