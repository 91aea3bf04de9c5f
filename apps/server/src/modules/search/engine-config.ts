import {
  bannedWordIn,
  BROWSE_FIELDS,
  contextFacetName,
  contextFacetsOf,
  defaultFacetName,
  LANGUAGE_PIVOT,
  orderedFacetFields,
  QUERY_PIVOT,
  type FacetType,
  type FacetValueConfig,
  type StorefrontFacet,
  nextDay,
  type Banner as StoredBanner,
  type QueryRankingRule,
  type Redirection as StoredRedirection,
} from '@playboard/domain';
import type {
  Banner,
  BusinessRule,
  FacetContext,
  FacetDefinition,
  Language,
  MerchandisingConfig,
  NextQueriesEntry,
  PopularQuery,
  Schedule,
  ValueFacetDefinition,
} from '@playboard/search';
import type { SiteMerchandising, TuningKey } from '../merchandising/index.ts';

/** Tracking figures the pipeline ranks with (top clicked, popular searches). */
export interface TrackingStats {
  productClicks: Record<string, number>;
  popularQueries: PopularQuery[];
  learnedNextQueries: NextQueriesEntry[];
}

/** The analysis language of an engine: the engine stems English and Spanish; other languages use English rules. */
export function analysisLanguage(language: string): Language {
  return language.slice(0, 2) === 'es' ? 'es' : 'en';
}

function forLanguage(item: { language: string | null }, language: string): boolean {
  return item.language === null || item.language === language;
}

const instant = (iso: string | null | undefined) => (iso ? Date.parse(iso) : undefined);

function localTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Query ranking windows are instants; the engine reads local date-times in the site's zone. */
function elementSchedule(
  window: { activationDate?: string | null; deactivationDate?: string | null },
  timeZone: string,
): Schedule | undefined {
  const from = window.activationDate ? localTime(new Date(window.activationDate), timeZone) : undefined;
  const to = window.deactivationDate ? localTime(new Date(window.deactivationDate), timeZone) : undefined;
  if (!from && !to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), timeZone };
}

/**
 * A banner shows from 0:00 of its first day to 0:00 of the day after its last, in its time zone
 * (the domain's isBannerLive); the engine reads that as local date-times.
 */
function bannerSchedule(banner: StoredBanner): Schedule | undefined {
  if (banner.schedule.type === 'ALWAYS') return undefined;
  const { startDate, endDate, timeZone } = banner.schedule;
  return { from: `${startDate}T00:00`, to: `${nextDay(endDate)}T00:00`, timeZone };
}

function isActive(redirection: StoredRedirection, now: number): boolean {
  const from = instant(redirection.schedule?.activationDate);
  const to = instant(redirection.schedule?.deactivationDate);
  return redirection.enabled && (from === undefined || from <= now) && (to === undefined || to > now);
}

/**
 * The next instant at which an item the engine cannot schedule itself (redirections) starts or
 * stops: the index manager rebuilds the configuration then.
 */
export function nextScheduleChange(merchandising: SiteMerchandising, now: number): number | undefined {
  const instants = merchandising.redirections
    .flatMap((row) => [instant(row.schedule?.activationDate), instant(row.schedule?.deactivationDate)])
    .filter((moment): moment is number => moment !== undefined && moment > now);
  return instants.length > 0 ? Math.min(...instants) : undefined;
}

/** The engine's order and hidden values of a facet, from a value configuration. */
function orderOf(stored: FacetValueConfig): Pick<ValueFacetDefinition, 'order' | 'customOrder' | 'hidden'> {
  const hidden = stored.values.filter((entry) => entry.hidden).map((entry) => entry.value);
  return {
    order: stored.sort,
    ...(stored.sort === 'custom' ? { customOrder: stored.values.map((entry) => entry.value) } : {}),
    ...(hidden.length > 0 ? { hidden } : {}),
  };
}

/**
 * The engine's order and hidden values of a facet: those its facet configuration gives it, else
 * the merchant's value configuration of the facet in this language.
 */
function valueOrder(
  merchandising: SiteMerchandising,
  language: string,
  facet: ShownFacet,
): Pick<ValueFacetDefinition, 'order' | 'customOrder' | 'hidden'> {
  if (facet.values) return orderOf(facet.values);
  const stored = merchandising.facetValues.find(
    (entry) => entry.language.toLowerCase() === language && entry.facet === facet.field,
  );
  return stored ? orderOf(stored) : {};
}

/** What the engine needs of a facet to show it: its field and type, its name, a range's buckets. */
interface ShownFacet {
  readonly field: string;
  readonly type: FacetType;
  readonly label: string;
  readonly ranges: StorefrontFacet['ranges'];
  /** How a facet configuration lists its values, when it says. */
  readonly values?: FacetValueConfig | undefined;
}

function definition(merchandising: SiteMerchandising, language: string, facet: ShownFacet): FacetDefinition {
  const order = valueOrder(merchandising, language, facet);
  const { field, label } = facet;
  if (facet.type === 'hierarchical')
    return { type: 'hierarchical', id: field, field: 'categories', label, ...order };
  if (facet.type === 'range') {
    return {
      type: 'range',
      id: field,
      field,
      label,
      ranges: facet.ranges.map((range) => ({
        ...(range.from !== null ? { from: range.from } : {}),
        ...(range.to !== null ? { to: range.to } : {}),
      })),
    };
  }
  return { type: 'value', id: field, field, label, ...order };
}

/**
 * The merchant's name of a facet in this language (or its family: en-GB's shop reads en), else
 * the field's usual name in this language, never another language's.
 */
function labelIn(facet: Pick<StorefrontFacet, 'field' | 'label'>, language: string): string {
  return (
    facet.label[language]?.trim() ||
    facet.label[language.slice(0, 2)]?.trim() ||
    defaultFacetName(facet.field, language)
  );
}

/** The site's facet set, the default configuration's: none when that configuration switches facets off. */
function defaultFacets(merchandising: SiteMerchandising): StorefrontFacet[] {
  const body = merchandising.facetConfigs.find((context) => context.isDefault)?.config;
  if (body && !body.config.enabled) return [];
  return merchandising.facets.filter((facet) => facet.enabled);
}

function facets(merchandising: SiteMerchandising, language: string): FacetDefinition[] {
  return defaultFacets(merchandising).map((facet) =>
    definition(merchandising, language, { ...facet, label: labelIn(facet, language) }),
  );
}

/**
 * The facet configurations with pivots as the engine's facet contexts for one language (spec 2
 * §3): a search configuration for its `query` values, a browse one for the pages of its `CATEGORY`
 * and `BRAND` values; only enabled ones, without a `lang` pivot or with this language. Its facets
 * in its order, named by its own name in this language or its prettyName, else as the default
 * configuration names them, listing their values as it says, else as the site's value
 * configuration does; with inheritance, the default's other facets follow. A range facet takes
 * the default's buckets.
 */
function facetContexts(merchandising: SiteMerchandising, language: string): FacetContext[] {
  const defaults = defaultFacets(merchandising);
  const byField = new Map(merchandising.facets.map((facet) => [facet.field, facet]));
  return merchandising.facetConfigs.flatMap((context): FacetContext[] => {
    const { criteria, config, endpointId } = context.config;
    if (context.isDefault || !criteria.enabled) return [];
    const values = (name: string) =>
      criteria.pivots.find((pivot) => pivot.name === name)?.values.filter((value) => value.trim() !== '') ??
      [];
    const languages = values(LANGUAGE_PIVOT);
    if (languages.length > 0 && !languages.includes(language)) return [];
    const where =
      endpointId === 'search'
        ? { queries: values(QUERY_PIVOT) }
        : {
            pages: BROWSE_FIELDS.flatMap((name) =>
              values(name).map((value) => ({ field: engineField(name), value })),
            ),
          };
    const own = config.enabled ? orderedFacetFields(config) : [];
    const details = contextFacetsOf(config);
    const listed = new Set(own.map((field) => field.field));
    const shown: ShownFacet[] = [
      ...own.flatMap((field): ShownFacet[] => {
        const stored = byField.get(field.field);
        const ranges = stored?.type === 'range' ? stored.ranges : (context.ranges[field.field] ?? []);
        // A range facet the catalogue gave no buckets has nothing to count.
        if (field.type === 'range' && ranges.length === 0) return [];
        const detail = details.get(field.field);
        const label =
          contextFacetName(field, detail, language) ??
          labelIn({ field: field.field, label: stored?.label ?? {} }, language);
        return [{ field: field.field, type: field.type, label, ranges, values: detail?.values }];
      }),
      ...(criteria.inheritance && config.enabled
        ? defaults
            .filter((facet) => !listed.has(facet.field))
            .map((facet) => ({ ...facet, label: labelIn(facet, language) }))
        : []),
    ];
    return [{ ...where, facets: shown.map((facet) => definition(merchandising, language, facet)) }];
  });
}

/** The engine's names of the domain's rule fields; attribute keys are the same in both. */
const engineFields: Record<string, string> = {
  PRODUCT_ID: 'id',
  BRAND: 'brand',
  CATEGORY: 'categories',
  IS_NEW: 'isNew',
};

/** The engine's name of a domain rule field (`CATEGORY` → `categories`). */
export const engineField = (fieldName: string) => engineFields[fieldName] ?? fieldName;

function appliesTo(rule: QueryRankingRule, language: string): boolean {
  const pivot = rule.criteria.pivots.find((entry) => entry.name === LANGUAGE_PIVOT);
  return !pivot || pivot.values.includes(language);
}

/**
 * Where a rule applies (spec 2 §4): a search rule to its queries (`queries`, read by the engine), a
 * browse rule to the pages of its browse field and value, or to every page without them.
 */
function browseScope(rule: QueryRankingRule): Pick<BusinessRule, 'browse'> {
  if (rule.endpointId !== 'browse') return {};
  const { browseField, browseValue } = rule.criteria;
  return {
    browse: {
      ...(browseField ? { field: engineField(browseField) } : {}),
      ...(browseValue ? { value: browseValue } : {}),
    },
  };
}

/**
 * An element's filters (spec 2 §3) as the engine's `where`: only the products holding, for every
 * field, one of its values; fields in the engine's names, empty lists dropped.
 */
function whereOf(filters: Record<string, string[]>): Pick<BusinessRule, 'where'> {
  const entries = Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .map(([field, values]) => [engineField(field), values] as const);
  return entries.length === 0 ? {} : { where: Object.fromEntries(entries) };
}

/** A query ranking rule's elements, in the order the engine applies them: rank, hide, pin. */
function rankingRules(rule: QueryRankingRule, timeZone: string): BusinessRule[] {
  const elements = [
    ...[...rule.productsRanking, ...rule.attributesRanking].map((element) => ({
      action: element.action === 'BOOST' ? ('boost' as const) : ('bury' as const),
      field: engineField(element.fieldName),
      values: [element.fieldValue],
      ...(element.strength !== undefined ? { strength: element.strength } : {}),
      ...(element.allowUnavailable ? { allowUnavailable: true } : {}),
      ...whereOf(element.filters),
      window: element.schedule,
    })),
    ...[...rule.hiddenProducts, ...rule.hiddenAttributes].map((element) => ({
      action: 'hide' as const,
      field: engineField(element.fieldName),
      values: [element.fieldValue],
      ...whereOf(element.filters),
      window: element.schedule,
    })),
    ...rule.pinnedProducts.map((pin) => ({
      action: 'pin' as const,
      productId: pin.fieldValue,
      position: pin.position,
      ...(pin.allowUnavailable ? { allowUnavailable: true } : {}),
      ...whereOf(pin.filters),
      window: pin.schedule,
    })),
  ];
  return elements.map(({ window, ...element }, index): BusinessRule => {
    const schedule = elementSchedule(window, timeZone);
    return {
      id: `${rule.id}:${index}`,
      ...element,
      queries: rule.criteria.queries,
      ...browseScope(rule),
      ...(schedule ? { schedule } : {}),
    };
  });
}

function rules(merchandising: SiteMerchandising, language: string): BusinessRule[] {
  const older = merchandising.businessRules
    .filter((rule) => rule.language === language)
    .map((rule): BusinessRule => ({
      id: rule.id ?? '',
      action: rule.type === 'BOOST' ? 'boost' : 'bury',
      field: engineField(rule.field),
      // The engine reads IS_NEW as a flag: products created in the last 30 days.
      values: rule.field === 'IS_NEW' ? ['true'] : rule.values,
      queries: rule.matchingQueries,
    }));
  const ranking = merchandising.rules
    .filter((rule) => rule.criteria.enabled && appliesTo(rule, language))
    .flatMap((rule) => rankingRules(rule, merchandising.timeZone));
  return [...older, ...ranking];
}

function banners(merchandising: SiteMerchandising, language: string): Banner[] {
  return merchandising.banners
    .filter((banner) => banner.language === language)
    .map((banner) => {
      const schedule = bannerSchedule(banner);
      return {
        id: banner.id ?? '',
        kind: banner.kind === 'PROMOTED' ? 'promoted' : 'banner',
        ...(banner.title !== undefined ? { title: banner.title } : {}),
        imageUrl: banner.assetUrl,
        ...(banner.targetUrl !== undefined ? { targetUrl: banner.targetUrl } : {}),
        position: banner.position,
        queries: banner.matchingQueries,
        active: banner.status === 'ACTIVE',
        ...(schedule ? { schedule } : {}),
      };
    });
}

/**
 * The engine fields the tracking figures feed: what a refresh of the figures replaces. A popular
 * search with a word the merchant banned is never shown, from the moment it is banned.
 */
export function toEngineStats(
  stats: TrackingStats,
  { suggestionRules }: Pick<SiteMerchandising, 'suggestionRules'>,
): Required<Pick<MerchandisingConfig, 'productClicks' | 'popularQueries' | 'learnedNextQueries'>> {
  const allowed = (query: string) => bannedWordIn(query, suggestionRules.bannedWords) === undefined;
  return {
    productClicks: stats.productClicks,
    popularQueries: stats.popularQueries.filter((entry) => allowed(entry.query)),
    learnedNextQueries: stats.learnedNextQueries.map((entry) => ({
      query: entry.query,
      nextQueries: entry.nextQueries.filter(allowed),
    })),
  };
}

/** One field of an engine's configuration, from the site's stored configuration. */
type FieldOf<F extends keyof MerchandisingConfig> = (
  merchandising: SiteMerchandising,
  language: string,
  stats: TrackingStats,
  now: number,
) => NonNullable<MerchandisingConfig[F]>;

/** Every field the engine reads of a site, each from the parts it is made of. */
const configFields = {
  fieldWeights: ({ settings }) =>
    Object.fromEntries(
      settings.searchableFields.filter((field) => field.active).map(({ name, weight }) => [name, weight]),
    ),
  facets: (merchandising, language) => facets(merchandising, language),
  facetContexts: (merchandising, language) => facetContexts(merchandising, language),
  synonyms: (merchandising, language) =>
    merchandising.synonyms
      .filter((group) => group.language === language)
      .map((group) => ({ terms: group.terms, oneWay: group.oneWay })),
  // The platform's switch (the configuration service) overrides the merchant's on the Synonyms screen.
  builtInSynonyms: ({ synonymSettings, services }) =>
    synonymSettings.builtIn && services.search.builtInSynonyms,
  typoTolerance: ({ services }) => ({
    enabled: services.search.typoTolerance.enabled,
    oneTypoFrom: services.search.typoTolerance.oneTypoMinLength,
    twoTyposFrom: services.search.typoTolerance.twoTyposMinLength,
  }),
  corrections: ({ services }) => services.search.correction,
  partialResults: ({ services }) => services.search.partialResults,
  redirections: (merchandising, language, _stats, now) =>
    merchandising.redirections
      .filter((row) => row.language === language && isActive(row, now))
      .map((row) => ({ id: row.id ?? '', queries: row.matchingQueries, url: row.targetUrl })),
  visibility: ({ settings }) => ({
    showOutOfStock: settings.resultsVisibility.showOutOfStock,
    notAvailableForOrder: settings.resultsVisibility.notAvailableForOrder === 'BURY' ? 'bury' : 'show',
  }),
  rules: (merchandising, language) => rules(merchandising, language),
  banners: (merchandising, language) => banners(merchandising, language),
  featured: ({ settings }) =>
    settings.featuredProducts.type === 'recommended'
      ? { type: 'recommended', productIds: settings.featuredProducts.productIds }
      : { type: 'popular' },
  productClicks: (merchandising, _language, stats) => toEngineStats(stats, merchandising).productClicks,
  popularQueries: (merchandising, _language, stats) => toEngineStats(stats, merchandising).popularQueries,
  learnedNextQueries: (merchandising, _language, stats) =>
    toEngineStats(stats, merchandising).learnedNextQueries,
  nextQueries: (merchandising, language) =>
    merchandising.nextQueries
      .filter((entry) => entry.language === language)
      .map((entry) => ({ query: entry.query, nextQueries: entry.nextQueries, hidden: entry.hidden })),
  relatedTags: (merchandising, language) =>
    merchandising.relatedTags
      .filter((entry) => entry.language === language)
      .map((entry) => ({ query: entry.query, tags: entry.tags, hidden: entry.hidden })),
  relatedPrompts: (merchandising, language) =>
    merchandising.relatedPrompts
      .filter((prompt) => prompt.active && forLanguage(prompt, language))
      .map((prompt) => ({
        id: prompt.id,
        suggestionText: prompt.suggestionText,
        ...(prompt.imageUrl ? { imageUrl: prompt.imageUrl } : {}),
        queries: prompt.queries,
        nextQueries: prompt.nextQueries,
        ...(Object.keys(prompt.pivots).length > 0 ? { pivots: prompt.pivots } : {}),
      })),
} satisfies { [F in keyof MerchandisingConfig]?: FieldOf<F> };

type EngineField = keyof typeof configFields;

/**
 * The engine fields each part of the site's configuration feeds: a change of that part alone
 * recomputes these and leaves the others as they are (the tracking figures feed the rest).
 */
const fieldsOfPart: { readonly [K in TuningKey]: readonly EngineField[] } = {
  timeZone: ['rules'],
  settings: ['fieldWeights', 'visibility', 'featured'],
  // Facet contexts inherit from the site's facet set and take its names, buckets and value orders.
  facets: ['facets', 'facetContexts'],
  facetConfigs: ['facets', 'facetContexts'],
  facetValues: ['facets', 'facetContexts'],
  synonyms: ['synonyms'],
  synonymSettings: ['builtInSynonyms'],
  redirections: ['redirections'],
  rules: ['rules'],
  businessRules: ['rules'],
  banners: ['banners'],
  relatedPrompts: ['relatedPrompts'],
  nextQueries: ['nextQueries'],
  relatedTags: ['relatedTags'],
  suggestionRules: ['popularQueries', 'learnedNextQueries'],
  services: ['typoTolerance', 'corrections', 'partialResults', 'builtInSynonyms'],
};

function build(
  fields: Iterable<EngineField>,
  merchandising: SiteMerchandising,
  language: string,
  stats: TrackingStats,
  now: number,
): Partial<MerchandisingConfig> {
  return Object.fromEntries(
    [...fields].map((field) => [field, configFields[field](merchandising, language, stats, now)]),
  );
}

/** Adapts a site's stored configuration into what one engine's pipeline reads. */
export function toEngineConfig(
  merchandising: SiteMerchandising,
  language: string,
  stats: TrackingStats,
  now: number,
): MerchandisingConfig {
  return build(Object.keys(configFields) as EngineField[], merchandising, language, stats, now);
}

/**
 * The fields of one engine's configuration that these parts of the site's configuration feed, the
 * others left out: what a change of those parts alone replaces.
 */
export function toEnginePart(
  merchandising: SiteMerchandising,
  parts: readonly TuningKey[],
  language: string,
  stats: TrackingStats,
  now: number,
): Partial<MerchandisingConfig> {
  return build(new Set(parts.flatMap((part) => fieldsOfPart[part])), merchandising, language, stats, now);
}
