import { defaultFacetValueConfig } from '../configuration/facet-value-config.ts';
import { defaultSuggestionRules } from '../merchandising/popular-searches.ts';
import { defaultSearchSettings } from '../merchandising/search-settings.ts';
import { PRODUCT_ID_FIELD } from '../query-ranking/query-ranking-rule.ts';
import { defaultVisualCustomisation } from '../sites/visual-customisation.ts';
import type { ConfigRevision, ConfigRevisionKind } from './revision.ts';

/** One value of a changed field, typed for display: a colour shows as a swatch, a boolean as on/off. */
export type RevisionValue =
  | { type: 'colour'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'number'; value: number }
  | { type: 'text'; value: string }
  | { type: 'none' };

/**
 * One readable difference. `path` names the field, dot-separated from the entity (`mainColor`,
 * `resultsVisibility.showOutOfStock`, `searchableFields[brand].weight`).
 * - `terms`: a list of words (synonym terms, matching queries, values) that gained and lost some.
 * - `field`: a field whose value went from `before` to `after`.
 */
export type RevisionChange =
  | { type: 'terms'; path: string; added: string[]; removed: string[] }
  | { type: 'field'; path: string; before: RevisionValue; after: RevisionValue };

/** What a revision did to its entity, in words a merchant reads. */
export interface RevisionDescription {
  action: 'created' | 'updated' | 'deleted';
  /** How the merchant knows the entity: a synonym group's terms, a banner's title; none for settings. */
  label: string | undefined;
  changes: RevisionChange[];
}

/** Fields that say when or under which id, not how search behaves. */
const IGNORED = new Set(['id', 'updated', 'updatedTime', 'metadata', 'author']);

/** Fields by which the items of a list are known, in order of preference. */
const ITEM_KEYS = ['id', 'name', 'field', 'value'] as const;

/** What a settings kind is before its first save: its first revision is compared with it. */
const DEFAULTS: Partial<Record<ConfigRevisionKind, unknown>> = {
  customisation: defaultVisualCustomisation,
  searchableFields: defaultSearchSettings.searchableFields,
  resultsVisibility: defaultSearchSettings.resultsVisibility,
  featuredProducts: defaultSearchSettings.featuredProducts,
  searchSettings: defaultSearchSettings,
  facetValues: defaultFacetValueConfig,
  facets: [],
  suggestionRules: defaultSuggestionRules,
};

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueOf(value: Json): RevisionValue {
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (typeof value === 'number') return { type: 'number', value };
  if (typeof value === 'string')
    return HEX_COLOUR.test(value) ? { type: 'colour', value } : { type: 'text', value };
  if (value === null || value === undefined) return { type: 'none' };
  return { type: 'text', value: JSON.stringify(value) };
}

const isScalar = (value: Json) => value === null || typeof value !== 'object';

/**
 * The key an item of a list is known by: a rule's element by the products it names (`BRAND: Nike`,
 * a product by its id alone), since its own id means nothing to a merchant; another item by its
 * first identifying field, else its position.
 */
function itemKey(item: Json, index: number): string {
  if (isRecord(item)) {
    const { fieldName, fieldValue } = item;
    if (typeof fieldName === 'string' && typeof fieldValue === 'string') {
      return fieldName === PRODUCT_ID_FIELD ? fieldValue : `${fieldName}: ${fieldValue}`;
    }
    for (const key of ITEM_KEYS) {
      const value = item[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return String(index);
}

function diffLists(path: string, before: Json[], after: Json[], changes: RevisionChange[]): void {
  if ([...before, ...after].every(isScalar)) {
    const was = new Set(before.map(String));
    const is = new Set(after.map(String));
    const added = [...is].filter((term) => !was.has(term));
    const removed = [...was].filter((term) => !is.has(term));
    if (added.length || removed.length) changes.push({ type: 'terms', path, added, removed });
    return;
  }
  const keyed = (items: Json[]) => {
    const byKey = new Map<string, Json>();
    items.forEach((item, index) => {
      const key = itemKey(item, index);
      // Two items known alike (one brand boosted under two filters) stay apart by their order.
      byKey.set(byKey.has(key) ? `${key} (${index + 1})` : key, item);
    });
    return byKey;
  };
  const was = keyed(before);
  const is = keyed(after);
  const added = [...is.keys()].filter((key) => !was.has(key));
  const removed = [...was.keys()].filter((key) => !is.has(key));
  if (added.length || removed.length) changes.push({ type: 'terms', path, added, removed });
  for (const [key, item] of is) {
    if (was.has(key)) diffValues(`${path}[${key}]`, was.get(key), item, changes);
  }
}

function diffValues(path: string, before: Json, after: Json, changes: RevisionChange[]): void {
  if (Array.isArray(before) || Array.isArray(after)) {
    diffLists(path, Array.isArray(before) ? before : [], Array.isArray(after) ? after : [], changes);
    return;
  }
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (!IGNORED.has(key)) diffValues(path ? `${path}.${key}` : key, was[key], is[key], changes);
    }
    return;
  }
  if ((before ?? null) !== (after ?? null)) {
    changes.push({ type: 'field', path, before: valueOf(before), after: valueOf(after) });
  }
}

type ValueEntry = { value: string; hidden: boolean };

const entriesOf = (config: Json): ValueEntry[] =>
  isRecord(config) && Array.isArray(config.values)
    ? config.values.filter(isRecord).map((entry) => ({
        value: String(entry.value),
        hidden: entry.hidden === true,
      }))
    : [];

/**
 * A filter's values configuration as the Filters screen shows it: the order of the values, the
 * values hidden from shoppers (`hiddenValues`, gained and lost) and, in a custom order, the order
 * of the values (`valueOrder`), never the stored entries themselves.
 */
function diffFacetValues(before: Json, after: Json, changes: RevisionChange[]): void {
  const was = entriesOf(before);
  const is = entriesOf(after);
  const sortOf = (config: Json) => (isRecord(config) ? config.sort : undefined);
  diffValues('sort', sortOf(before), sortOf(after), changes);
  const hidden = (entries: ValueEntry[]) =>
    entries.filter((entry) => entry.hidden).map((entry) => entry.value);
  diffLists('hiddenValues', hidden(was), hidden(is), changes);
  const order = (entries: ValueEntry[]) => entries.map((entry) => entry.value).join(', ');
  if (sortOf(after) === 'custom' && order(was) !== order(is)) {
    changes.push({
      type: 'field',
      path: 'valueOrder',
      before: valueOf(order(was) || null),
      after: valueOf(order(is) || null),
    });
  }
}

const joined = (terms: Json) =>
  Array.isArray(terms) && terms.length > 0 ? terms.map(String).join(', ') : undefined;

const text = (value: Json) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** How a merchant knows one entity of a kind; undefined for the settings a site has one of. */
function labelOf(kind: ConfigRevisionKind, entityId: string, entity: Json): string | undefined {
  if (kind === 'facetValues') return entityId.split(':').slice(2).join(':') || undefined;
  if (!isRecord(entity)) return undefined;
  switch (kind) {
    case 'synonym':
      return joined(entity.terms);
    case 'redirection':
    case 'businessRule':
      return joined(entity.matchingQueries);
    case 'banner':
      return text(entity.title) ?? joined(entity.matchingQueries);
    case 'queryRankingRule':
      return text(entity.title) ?? (isRecord(entity.criteria) ? joined(entity.criteria.queries) : undefined);
    case 'relatedPrompt':
      return text(entity.suggestionText);
    case 'facetConfig':
      return text(entity.title);
    case 'nextQueries':
    case 'relatedTags':
      return text(entity.query);
    default:
      return undefined;
  }
}

/**
 * A revision in words: created, updated or deleted, the entity's label, and each difference between
 * before and after (lists of words as added and removed terms, other fields as old → new), never raw
 * JSON. A settings object's first save is a change from its defaults; a created or deleted item
 * lists what it holds. Shared by the console's History screen and whatever else explains a change.
 */
export function describeRevision(
  revision: Pick<ConfigRevision, 'kind' | 'entityId' | 'before' | 'after'>,
): RevisionDescription {
  const { kind, entityId } = revision;
  const before = revision.before as Json;
  const after = revision.after as Json;
  const fallback = DEFAULTS[kind] as Json;
  // Settings with defaults are never created or deleted: their first save and their reset change them.
  const action =
    fallback !== undefined || (before !== null && after !== null)
      ? 'updated'
      : before === null
        ? 'created'
        : 'deleted';
  const changes: RevisionChange[] = [];
  if (kind === 'facetValues') diffFacetValues(before ?? fallback, after ?? fallback, changes);
  else diffValues('', before ?? fallback, after ?? fallback, changes);
  return { action, label: labelOf(kind, entityId, after ?? before), changes };
}
