import { normalizeQuery } from '../analysis/fold.ts';
import type { IndexStore } from '../index/store.ts';
import type { Suggestion } from '../types.ts';
import type { CompiledConfig } from './config.ts';
import { correctQuery } from './spellcheck.ts';

/**
 * Whether each popular query would be corrected, per index store and configuration: what shoppers
 * mistyped ("de ipel") is searched often but is no search to propose. Asked once per query.
 */
const misspelt = new WeakMap<IndexStore, WeakMap<CompiledConfig, Map<string, boolean>>>();

function isMisspelt(store: IndexStore, config: CompiledConfig, query: string): boolean {
  let byConfig = misspelt.get(store);
  if (byConfig === undefined) misspelt.set(store, (byConfig = new WeakMap()));
  let known = byConfig.get(config);
  if (known === undefined) byConfig.set(config, (known = new Map()));
  let answer = known.get(query);
  if (answer === undefined) known.set(query, (answer = correctQuery(store, query) !== undefined));
  return answer;
}

/**
 * Popular searches for the empty box; otherwise popular queries that start with what was typed
 * (or contain it as a word start), then completions of the last word from the catalogue vocabulary,
 * most frequent first. A popular query the engine would correct is a misspelling and is left out.
 */
export function suggest(
  store: IndexStore,
  config: CompiledConfig,
  query: string,
  rows: number,
): Suggestion[] {
  const typed = normalizeQuery(query);
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (text: string, source: Suggestion['source']): void => {
    const key = normalizeQuery(text);
    if (key === '' || seen.has(key) || suggestions.length >= rows) return;
    if (source === 'popular' && isMisspelt(store, config, key)) return;
    seen.add(key);
    suggestions.push({ query: text, source });
  };
  if (typed === '') {
    for (const entry of config.popularQueries) add(entry.query, 'popular');
    return suggestions;
  }
  for (const entry of config.popularQueries)
    if (entry.normalized.startsWith(typed)) add(entry.query, 'popular');
  for (const entry of config.popularQueries)
    if (entry.normalized.includes(` ${typed}`)) add(entry.query, 'popular');
  if (suggestions.length >= rows) return suggestions;
  const words = typed.split(' ');
  const last = words.pop()!;
  const head = words.length === 0 ? '' : `${words.join(' ')} `;
  const vocabulary = store.vocabulary;
  const completions: { surface: string; frequency: number }[] = [];
  for (const surface of vocabulary.surfacesWithPrefix(last)) {
    if (surface === last && !/\s$/.test(query)) continue;
    const frequency = vocabulary.postings[vocabulary.termOfSurface(surface)!]!.documentCount;
    if (frequency > 0 && !/^\d+$/.test(surface)) completions.push({ surface, frequency });
  }
  completions.sort((a, b) => b.frequency - a.frequency || a.surface.localeCompare(b.surface));
  for (const { surface } of completions) add(head + surface, 'catalogue');
  return suggestions;
}
