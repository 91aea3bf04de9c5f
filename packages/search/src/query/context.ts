import type { IndexStore } from '../index/store.ts';
import type { ExpansionCache } from './retrieve.ts';
import type { Scratch } from './scratch.ts';

/** What one index lends a search: its data, scratch space and caches. */
export interface SearchContext {
  readonly store: IndexStore;
  readonly scratch: Scratch;
  readonly expansions: ExpansionCache;
}

/** What a search records for Explain when it is given one: the candidates hide rules removed. */
export interface SearchTrace {
  readonly hidden: { readonly slot: number; readonly score: number }[];
}
