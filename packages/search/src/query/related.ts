import { normalizeQuery } from '../analysis/fold.ts';
import type { IndexStore } from '../index/store.ts';
import type { QueryRefinement, RelatedPrompt } from '../types.ts';
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
 * Curated tags, then organic ones: brand and attribute values frequent among the products the
 * query finds (in 5% to 90% of them, so a tag narrows without emptying), not already in the query.
 */
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
  if (matches.length === 0 || tags.length >= rows) return tags;
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
  for (const { label } of counted) add(label.toLowerCase(), 'ORGANIC');
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
