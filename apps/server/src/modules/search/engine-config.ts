import {
  nextDay,
  type Banner as StoredBanner,
  type Redirection as StoredRedirection,
} from '@playboard/domain';
import type {
  Banner,
  BusinessRule,
  FacetDefinition,
  Language,
  MerchandisingConfig,
  PopularQuery,
  Schedule,
  ValueFacetDefinition,
} from '@playboard/search';
import type { SiteMerchandising } from '../merchandising-config/index.ts';

/** Tracking figures the pipeline ranks with (top clicked, popular searches). */
export interface TrackingStats {
  productClicks: Record<string, number>;
  popularQueries: PopularQuery[];
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

/** Stored rule schedules are instants; the engine reads local date-times in the merchant's zone. */
function toSchedule(row: {
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string;
}): Schedule | undefined {
  if (!row.startsAt && !row.endsAt) return undefined;
  return {
    ...(row.startsAt ? { from: localTime(row.startsAt, row.timeZone) } : {}),
    ...(row.endsAt ? { to: localTime(row.endsAt, row.timeZone) } : {}),
    timeZone: row.timeZone,
  };
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

/** The engine's order and hidden values of a facet, from the merchant's value configuration. */
function valueOrder(
  merchandising: SiteMerchandising,
  language: string,
  field: string,
): Pick<ValueFacetDefinition, 'order' | 'customOrder' | 'hidden'> {
  const stored = merchandising.facetValues.find(
    (entry) => entry.language.toLowerCase() === language && entry.facet === field,
  );
  if (!stored) return {};
  const hidden = stored.values.filter((entry) => entry.hidden).map((entry) => entry.value);
  return {
    order: stored.sort,
    ...(stored.sort === 'custom' ? { customOrder: stored.values.map((entry) => entry.value) } : {}),
    ...(hidden.length > 0 ? { hidden } : {}),
  };
}

function facets(merchandising: SiteMerchandising, language: string): FacetDefinition[] {
  return merchandising.facets
    .filter((facet) => facet.enabled)
    .map((facet): FacetDefinition => {
      const label = facet.label[language] ?? facet.label[language.slice(0, 2)] ?? facet.field;
      const order = valueOrder(merchandising, language, facet.field);
      if (facet.type === 'hierarchical')
        return { type: 'hierarchical', id: facet.field, field: 'categories', label, ...order };
      if (facet.type === 'range') {
        return {
          type: 'range',
          id: facet.field,
          field: facet.field,
          label,
          ranges: facet.ranges.map((range) => ({
            ...(range.from !== null ? { from: range.from } : {}),
            ...(range.to !== null ? { to: range.to } : {}),
          })),
        };
      }
      return { type: 'value', id: facet.field, field: facet.field, label, ...order };
    });
}

function rules(merchandising: SiteMerchandising, language: string): BusinessRule[] {
  return merchandising.rules
    .filter((rule) => rule.enabled && forLanguage(rule, language))
    .flatMap((rule) => {
      const schedule = toSchedule(rule);
      const common = { queries: rule.queries, ...(schedule ? { schedule } : {}) };
      return rule.actions.map((action, index): BusinessRule => {
        const id = `${rule.id}:${index}`;
        if (action.type === 'pin') {
          return { id, action: 'pin', productId: action.productId, position: action.position, ...common };
        }
        return {
          id,
          action: action.type,
          field: action.field,
          values: [action.value],
          ...('strength' in action ? { strength: action.strength } : {}),
          ...common,
        };
      });
    });
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

/** Adapts a site's stored configuration into what one engine's pipeline reads. */
export function toEngineConfig(
  merchandising: SiteMerchandising,
  language: string,
  stats: TrackingStats,
  now: number,
): MerchandisingConfig {
  const { settings } = merchandising;
  return {
    fieldWeights: Object.fromEntries(
      settings.searchableFields.filter((field) => field.active).map(({ name, weight }) => [name, weight]),
    ),
    facets: facets(merchandising, language),
    synonyms: merchandising.synonyms
      .filter((group) => group.language === language)
      .map((group) => ({ terms: group.terms })),
    redirections: merchandising.redirections
      .filter((row) => row.language === language && isActive(row, now))
      .map((row) => ({ id: row.id ?? '', queries: row.matchingQueries, url: row.targetUrl })),
    visibility: {
      showOutOfStock: settings.resultsVisibility.showOutOfStock,
      notAvailableForOrder: settings.resultsVisibility.notAvailableForOrder === 'BURY' ? 'bury' : 'show',
    },
    rules: rules(merchandising, language),
    banners: banners(merchandising, language),
    featured:
      settings.featuredProducts.type === 'recommended'
        ? { type: 'recommended', productIds: settings.featuredProducts.productIds }
        : { type: 'popular' },
    productClicks: stats.productClicks,
    popularQueries: stats.popularQueries,
    nextQueries: merchandising.nextQueries
      .filter((entry) => entry.language === language)
      .map((entry) => ({ query: entry.query, nextQueries: entry.nextQueries })),
    relatedPrompts: merchandising.relatedPrompts
      .filter((prompt) => forLanguage(prompt, language))
      .map((prompt) => ({
        id: prompt.id,
        suggestionText: prompt.suggestionText,
        ...(prompt.imageUrl ? { imageUrl: prompt.imageUrl } : {}),
        queries: prompt.queries,
        nextQueries: prompt.nextQueries,
      })),
  };
}
