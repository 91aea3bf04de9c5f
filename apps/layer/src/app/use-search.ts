import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PAGE_SIZE,
  type Origin,
  type Product,
  type SearchAnswer,
  type SearchApi,
  type Sort,
} from './search-api.ts';

export interface SearchState {
  status: 'idle' | 'loading' | 'done' | 'error';
  answer: SearchAnswer | null;
  /** The filters the answer was asked with. */
  filters: readonly string[];
  products: Product[];
  loadingMore: boolean;
}

const idle: SearchState = { status: 'idle', answer: null, filters: [], products: [], loadingMore: false };

/** How the shopper asked for the query: as typed or correctable, and from where (analytics). */
interface QueryIntent {
  asTyped: boolean;
  origin: Origin;
}

/**
 * Results of one query, filters and sort; a newer request aborts the older one so a slow answer
 * never replaces a fresher one. `loadMore` appends the next page (infinite scroll).
 */
export function useSearch(
  api: SearchApi,
  query: string,
  filters: readonly string[],
  sort: Sort,
  intent: QueryIntent,
  enabled: boolean,
): SearchState & { loadMore: () => void } {
  const { asTyped, origin } = intent;
  const [state, setState] = useState<SearchState>(idle);
  const more = useRef<AbortController | null>(null);
  const filterKey = filters.join('\n');

  useEffect(() => {
    if (!enabled) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    more.current?.abort();
    setState((previous) => ({ ...previous, status: 'loading', loadingMore: false }));
    const filters = filterKey ? filterKey.split('\n') : [];
    api.search({ query, filters, sort, start: 0, rows: PAGE_SIZE, asTyped, origin }, controller.signal).then(
      (answer) =>
        setState({ status: 'done', answer, filters, products: answer.catalog.content, loadingMore: false }),
      () => {
        if (!controller.signal.aborted) setState({ ...idle, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [api, query, filterKey, sort, asTyped, origin, enabled]);

  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  const loadMore = useCallback(() => {
    const shown = current.current;
    if (shown.status !== 'done' || shown.loadingMore || !shown.answer) return;
    if (shown.products.length >= shown.answer.catalog.numFound) return;
    const controller = new AbortController();
    more.current = controller;
    const first = shown.answer;
    setState({ ...shown, loadingMore: true });
    api
      .search(
        {
          query,
          filters: filterKey ? filterKey.split('\n') : [],
          sort,
          start: shown.products.length,
          rows: PAGE_SIZE,
          asTyped,
          origin,
        },
        controller.signal,
      )
      .then(
        (answer) =>
          setState((latest) =>
            latest.answer === first
              ? { ...latest, products: [...latest.products, ...answer.catalog.content], loadingMore: false }
              : latest,
          ),
        () => setState((latest) => ({ ...latest, loadingMore: false })),
      );
  }, [api, query, filterKey, sort, asTyped, origin]);

  return { ...state, loadMore };
}

/** Data that follows the query but is not the results: suggestions, next queries, prompts, featured. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, fallback: T): T {
  const [value, setValue] = useState<T>(fallback);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setValue(result);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [load]);
  return value;
}
