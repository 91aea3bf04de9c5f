// Everything a site tunes for search, one descriptor per resource: its part of the site's
// configuration (the read model search uses), the revision kinds its changes are recorded under,
// how that part is read through the resource's scoped repo, what history needs of it and how an
// unsaved edit of it applies to a search preview. The read model, history's kinds, the preview and
// the change deltas search applies all derive from this list; a new resource adds one descriptor.
import {
  defaultSearchSettings,
  type ConfigRevisionKind,
  type PreviewChange,
  type SearchSettings,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { loadServiceConfigs } from '../config/index.ts';
import type { VersionedKind } from '../history/index.ts';
import { siteTimeZone } from '../sites/index.ts';
import { createBannersRepo } from './banners.repo.ts';
import { bannerKind } from './banners.service.ts';
import { createBusinessRulesRepo } from './business-rules.repo.ts';
import { businessRuleKind } from './business-rules.service.ts';
import { facetConfigIds, facetConfigKind } from './facet-configs.service.ts';
import { createFacetContextsRepo, type FacetContext } from './facet-contexts.repo.ts';
import { listSiteFacetValues } from './facet-values.repo.ts';
import { facetValuesKind } from './facet-values.service.ts';
import { createFacetsRepo } from './facets.repo.ts';
import { facetsKind } from './facets.service.ts';
import { createNextQueriesRepo } from './next-queries.repo.ts';
import { nextQueriesKind } from './next-queries.service.ts';
import { createQueryRankingRulesRepo } from './query-ranking-rules.repo.ts';
import { queryRankingRuleKind } from './query-ranking-rules.service.ts';
import { createRedirectionsRepo } from './redirections.repo.ts';
import { redirectionKind } from './redirections.service.ts';
import { createRelatedPromptsRepo } from './related-prompts.repo.ts';
import { relatedPromptKind } from './related-prompts.service.ts';
import { createRelatedTagsRepo } from './related-tags.repo.ts';
import { relatedTagsKind } from './related-tags.service.ts';
import { createSearchSettingsRepo } from './search-settings.repo.ts';
import {
  featuredProductsKind,
  resultsVisibilityKind,
  searchableFieldsKind,
  searchSettingsKind,
} from './search-settings.service.ts';
import { createSuggestionRulesRepo } from './suggestion-rules.repo.ts';
import { suggestionRulesKind } from './suggestion-rules.service.ts';
import { createSynonymSettingsRepo } from './synonym-settings.repo.ts';
import { createSynonymsRepo } from './synonyms.repo.ts';
import { synonymKind } from './synonyms.service.ts';

/** One tuning resource of a site, as everything that reads the site's configuration needs it. */
export interface TuningResource<K extends string = string, T = unknown> {
  /** Its part of the site's configuration ({@link SiteMerchandising}). */
  readonly key: K;
  /** The revision kinds its changes are recorded and announced under: a change of one reloads this part. */
  readonly kinds: readonly ConfigRevisionKind[];
  /** Its part now, read through its scoped repo: one query. */
  load(db: Database, siteId: string): Promise<T>;
  /** How history reverts its revisions, and the entities of each kind the part holds now. */
  readonly history: readonly { kind: VersionedKind; entities(part: T, siteId: string): readonly string[] }[];
  /** Its part with an unsaved edit of it applied, for a preview; undefined when the edit is another resource's. */
  draft?(part: T, change: PreviewChange): T | undefined;
}

/** A descriptor whose part type is what its `load` answers. */
function tuningResource<const K extends string, T>(
  resource: Omit<TuningResource<K, T>, 'history' | 'draft'> & {
    readonly history: TuningResource<K, NoInfer<T>>['history'];
    draft?(part: NoInfer<T>, change: PreviewChange): NoInfer<T> | undefined;
  },
): TuningResource<K, T> {
  return resource;
}

/** The id an unsaved new item carries in a preview: no saved item has it. */
const UNSAVED_ID = 'unsaved';

/** A list with one item replaced, deleted (no value) or added (no id). */
function replaced<T extends { id?: string | undefined }>(
  items: readonly T[],
  change: { id?: string | undefined; value?: Omit<T, 'id'> | undefined },
): T[] {
  const kept = change.id === undefined ? [...items] : items.filter((item) => item.id !== change.id);
  return change.value === undefined ? kept : [...kept, { ...change.value, id: change.id ?? UNSAVED_ID } as T];
}

/**
 * The configurations with pivots with one edited in its place (a new one first, so it answers
 * the requests it names), or without it when the edit deletes it. A draft's range facets the
 * default configuration lacks keep the saved buckets: new ones are cut from the catalogue on save.
 */
function withFacetConfigDraft(
  contexts: readonly FacetContext[],
  change: Extract<PreviewChange, { kind: 'facetConfig' }>,
): FacetContext[] {
  const saved = contexts.find((context) => !context.isDefault && context.id === change.id);
  const others = contexts.filter((context) => context !== saved);
  if (change.value === undefined) return others;
  const { id: _id, ...config } = change.value;
  const draft: FacetContext = {
    id: saved?.id ?? UNSAVED_ID,
    isDefault: false,
    config,
    ranges: saved?.ranges ?? {},
  };
  return saved ? contexts.map((context) => (context === saved ? draft : context)) : [draft, ...others];
}

const ids = (items: readonly { id?: string | undefined }[]) =>
  items.flatMap((item) => (item.id ? [item.id] : []));
const theSite = (_part: unknown, siteId: string) => [siteId];

export const tuningResources = [
  tuningResource({
    key: 'timeZone',
    // The site's time zone is a setting of the site (its layer settings' revisions).
    kinds: ['layer'],
    load: siteTimeZone,
    history: [],
  }),
  tuningResource({
    key: 'settings',
    kinds: ['searchableFields', 'resultsVisibility', 'featuredProducts', 'searchSettings'],
    load: async (db, siteId): Promise<SearchSettings> =>
      (await createSearchSettingsRepo(db, { siteId }).find()) ?? defaultSearchSettings,
    history: [
      { kind: searchableFieldsKind, entities: theSite },
      { kind: resultsVisibilityKind, entities: theSite },
      { kind: featuredProductsKind, entities: theSite },
      // Revisions written before each part had its kind: no entity has this kind now.
      { kind: searchSettingsKind, entities: () => [] },
    ],
    draft: (_part, change) => (change.kind === 'searchSettings' ? change.value : undefined),
  }),
  tuningResource({
    key: 'facets',
    // A save of the default facet configuration (the Facets API's) writes the site's facet set.
    kinds: ['facets', 'facetConfig'],
    load: (db, siteId) => createFacetsRepo(db, { siteId }).list(),
    history: [{ kind: facetsKind, entities: theSite }],
  }),
  tuningResource({
    key: 'facetConfigs',
    kinds: ['facetConfig'],
    load: (db, siteId) => createFacetContextsRepo(db, { siteId }).list(),
    history: [{ kind: facetConfigKind, entities: facetConfigIds }],
    draft: (part, change) => (change.kind === 'facetConfig' ? withFacetConfigDraft(part, change) : undefined),
  }),
  tuningResource({
    key: 'facetValues',
    kinds: ['facetValues'],
    load: listSiteFacetValues,
    history: [
      {
        kind: facetValuesKind,
        entities: (part) => part.map(({ engineId, facet }) => `facet:${engineId}:${facet}`),
      },
    ],
  }),
  tuningResource({
    key: 'synonyms',
    kinds: ['synonym'],
    load: (db, siteId) => createSynonymsRepo(db, { siteId }).list(),
    history: [{ kind: synonymKind, entities: ids }],
    draft: (part, change) => (change.kind === 'synonym' ? replaced(part, change) : undefined),
  }),
  tuningResource({
    key: 'synonymSettings',
    // The switch is an entity of the synonyms' history (synonymKind, above).
    kinds: ['synonym'],
    load: (db, siteId) => createSynonymSettingsRepo(db, { siteId }).get(),
    history: [],
  }),
  tuningResource({
    key: 'redirections',
    kinds: ['redirection'],
    load: (db, siteId) => createRedirectionsRepo(db, { siteId }).list(),
    history: [{ kind: redirectionKind, entities: ids }],
    draft: (part, change) => (change.kind === 'redirection' ? replaced(part, change) : undefined),
  }),
  tuningResource({
    key: 'rules',
    kinds: ['queryRankingRule'],
    load: (db, siteId) => createQueryRankingRulesRepo(db, { siteId }).list(),
    history: [{ kind: queryRankingRuleKind, entities: ids }],
    draft: (part, change) => (change.kind === 'queryRankingRule' ? replaced(part, change) : undefined),
  }),
  tuningResource({
    key: 'businessRules',
    kinds: ['businessRule'],
    load: (db, siteId) => createBusinessRulesRepo(db, { siteId }).list(),
    history: [{ kind: businessRuleKind, entities: ids }],
    draft: (part, change) => (change.kind === 'businessRule' ? replaced(part, change) : undefined),
  }),
  tuningResource({
    key: 'banners',
    kinds: ['banner'],
    load: (db, siteId) => createBannersRepo(db, { siteId }).list(),
    history: [{ kind: bannerKind, entities: ids }],
    draft: (part, change) => (change.kind === 'banner' ? replaced(part, change) : undefined),
  }),
  tuningResource({
    key: 'relatedPrompts',
    kinds: ['relatedPrompt'],
    load: (db, siteId) => createRelatedPromptsRepo(db, { siteId }).list(),
    history: [{ kind: relatedPromptKind, entities: ids }],
  }),
  tuningResource({
    key: 'services',
    // The platform's operators set them (the Config API, which reverts its own revisions).
    kinds: ['serviceConfig'],
    load: loadServiceConfigs,
    history: [],
  }),
  tuningResource({
    key: 'nextQueries',
    kinds: ['nextQueries'],
    load: (db, siteId) => createNextQueriesRepo(db, { siteId }).list(),
    history: [{ kind: nextQueriesKind, entities: ids }],
  }),
  tuningResource({
    key: 'relatedTags',
    kinds: ['relatedTags'],
    load: (db, siteId) => createRelatedTagsRepo(db, { siteId }).list(),
    history: [{ kind: relatedTagsKind, entities: ids }],
  }),
  tuningResource({
    key: 'suggestionRules',
    kinds: ['suggestionRules'],
    load: (db, siteId) => createSuggestionRulesRepo(db, { siteId }).get(),
    history: [{ kind: suggestionRulesKind, entities: theSite }],
  }),
] as const;

type Resources = (typeof tuningResources)[number];

/** Everything the search pipeline reads for one site: each resource's part, by its key. */
export type SiteMerchandising = {
  -readonly [R in Resources as R['key']]: R extends TuningResource<string, infer T> ? T : never;
};

/** The part of the site's configuration a resource holds. */
export type TuningKey = keyof SiteMerchandising;

/** The list seen without each resource's own part type, for what reads every resource alike. */
const resources: readonly TuningResource<TuningKey, SiteMerchandising[TuningKey]>[] = tuningResources;

/** Everything one site tunes, each part read through its resource's repo. */
export async function getSiteMerchandising(db: Database, siteId: string): Promise<SiteMerchandising> {
  const parts = await Promise.all(
    resources.map(async (resource) => [resource.key, await resource.load(db, siteId)] as const),
  );
  return Object.fromEntries(parts) as SiteMerchandising;
}

/** The parts a change of this revision kind may have changed: those of the resources recorded under it. */
export function resourcesOfKind(kind: ConfigRevisionKind): TuningKey[] {
  return resources.filter((resource) => resource.kinds.includes(kind)).map((resource) => resource.key);
}

/** The site's configuration with these parts read again (one query each), the others as they were. */
export async function reloadParts(
  db: Database,
  siteId: string,
  saved: SiteMerchandising,
  parts: readonly TuningKey[],
): Promise<SiteMerchandising> {
  const read = await Promise.all(
    resources
      .filter((resource) => parts.includes(resource.key))
      .map(async (resource) => [resource.key, await resource.load(db, siteId)] as const),
  );
  return { ...saved, ...Object.fromEntries(read) };
}

/** The saved configuration with one unsaved edit applied (a preview): only the edited part differs. */
export function withDraft(saved: SiteMerchandising, change: PreviewChange): SiteMerchandising {
  for (const resource of resources) {
    const part = resource.draft?.(saved[resource.key], change);
    if (part !== undefined) return { ...saved, [resource.key]: part };
  }
  return saved;
}

/**
 * How history reads and writes back every tuning kind, with the entities of that kind a site has
 * now (what the configuration at a date starts from), read through the resource's repo.
 */
export const tuningKinds: readonly VersionedKind[] = resources.flatMap((resource) =>
  resource.history.map(({ kind, entities }) => ({
    ...kind,
    entities: async (tx: Database, siteId: string) => entities(await resource.load(tx, siteId), siteId),
  })),
);
