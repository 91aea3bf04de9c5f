import { normalizeQuery } from '../analysis/fold.ts';
import type { IndexStore } from '../index/store.ts';
import type { OrganicTag, QueryRefinement, RelatedPrompt } from '../types.ts';
import { scopedTo, type CompiledConfig } from './config.ts';

/**
 * Curated next queries, then (ORGANIC) those learned from the site's searches after this one,
 * then popular queries that extend it; never one the merchant hid for this query.
 */
export function nextQueries(config: CompiledConfig, query: string, rows: number): QueryRefinement[] {
  const normalized = normalizeQuery(query);
  const refinements: QueryRefinement[] = [];
  const hidden = (config.hiddenNextQueries.get(normalized) ?? []).map(normalizeQuery);
  const seen = new Set<string>([normalized, ...hidden]);
  const add = (text: string, source: QueryRefinement['source']): void => {
    const key = normalizeQuery(text);
    if (key === '' || seen.has(key) || refinements.length >= rows) return;
    seen.add(key);
    refinements.push({ query: text, source });
  };
  for (const next of config.nextQueries.get(normalized) ?? []) add(next, 'CURATED');
  if (normalized === '') return refinements;
  for (const next of config.learnedNextQueries.get(normalized) ?? []) add(next, 'ORGANIC');
  const words = normalized.split(' ');
  for (const entry of config.popularQueries) {
    const candidate = entry.normalized.split(' ');
    if (words.every((word) => candidate.includes(word))) add(entry.query, 'ORGANIC');
  }
  return refinements;
}

/**
 * The organic tags of a query: brand and attribute values frequent among the products it finds (in
 * 5% to 90% of them, so a tag narrows without emptying), most frequent first, not already in the
 * query nor curated for it; each marked hidden when the merchant hid it for the query.
 */
export function organicTags(
  store: IndexStore,
  config: CompiledConfig,
  query: string,
  matches: readonly number[],
  rows: number,
): OrganicTag[] {
  const normalized = normalizeQuery(query);
  const hidden = new Set((config.hiddenRelatedTags.get(normalized) ?? []).map(normalizeQuery));
  const seen = new Set<string>([
    ...normalized.split(' '),
    ...(config.relatedTags.get(normalized) ?? []).map(normalizeQuery),
  ]);
  if (matches.length === 0) return [];
  const counted: { label: string; count: number }[] = [];
  for (const [field, column] of store.text) {
    if (field === 'categories') continue;
    const counts = new Map<number, number>();
    for (const slot of matches)
      column.values.forEach(slot, (value) => counts.set(value, (counts.get(value) ?? 0) + 1));
    for (const [value, count] of counts) {
      const share = count / matches.length;
      if (share >= 0.05 && share <= 0.9) counted.push({ label: column.labels[value]!, count });
    }
  }
  counted.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const tags: OrganicTag[] = [];
  for (const { label } of counted) {
    const tag = label.toLowerCase();
    const key = normalizeQuery(tag);
    if (key === '' || seen.has(key)) continue;
    if (tags.length >= rows) break;
    seen.add(key);
    tags.push({ tag, hidden: hidden.has(key) });
  }
  return tags;
}

/** Curated tags, then the organic ones ({@link organicTags}) the merchant did not hide for the query. */
export function relatedTags(
  store: IndexStore,
  config: CompiledConfig,
  query: string,
  matches: readonly number[],
  rows: number,
): QueryRefinement[] {
  const normalized = normalizeQuery(query);
  const tags: QueryRefinement[] = [];
  const seen = new Set<string>(normalized.split(' '));
  const add = (tag: string, source: QueryRefinement['source']): void => {
    const key = normalizeQuery(tag);
    if (key === '' || seen.has(key) || tags.length >= rows) return;
    seen.add(key);
    tags.push({ query: `${query.trim()} ${tag}`, tag, source });
  };
  for (const tag of config.relatedTags.get(normalized) ?? []) add(tag, 'CURATED');
  if (tags.length >= rows) return tags;
  // Hidden ones count against the rows asked for: ask for enough that `rows` remain shown.
  const hiddenCount = config.hiddenRelatedTags.get(normalized)?.length ?? 0;
  for (const organic of organicTags(store, config, query, matches, rows + hiddenCount))
    if (!organic.hidden) add(organic.tag, 'ORGANIC');
  return tags;
}

const pivotValue = (value: string) => value.trim().toLowerCase();

/** Whether a request's parameters hold each of a prompt's pivots. */
function holdsPivots(
  prompt: RelatedPrompt,
  params: Readonly<Record<string, string | readonly string[]>>,
): boolean {
  if (prompt.pivots === undefined) return true;
  return Object.entries(prompt.pivots).every(([name, wanted]) => {
    const given = params[name];
    const values = typeof given === 'string' ? [given] : Array.isArray(given) ? given : [];
    return values.some((value) => pivotValue(value) === pivotValue(wanted));
  });
}

/** Prompts configured for every query or for this one, of the request's pivots. */
export function relatedPrompts(
  config: CompiledConfig,
  query: string,
  params: Readonly<Record<string, string | readonly string[]>> = {},
): readonly RelatedPrompt[] {
  return scopedTo(config.relatedPrompts, normalizeQuery(query)).filter((prompt) =>
    holdsPivots(prompt, params),
  );
}
