import type { VisualCustomisation } from '@playboard/domain';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { LayerConfig } from '@playboard/domain';
import type { Tracker } from '../shared/tracking.ts';
import { addToCart, cartEndpoint } from './cart.ts';
import { FacetPanel } from './components/facet-panel.tsx';
import { ProductCard } from './components/product-card.tsx';
import { SearchBox } from './components/search-box.tsx';
import { countedFacets, filterLabel, toggleFilter } from './filters.ts';
import { countFormatter, messagesFor, priceFormatter } from './messages.ts';
import { labelRanges } from './ranges.ts';
import {
  ORIGINS,
  SORTS,
  type FacetValue,
  type Product,
  type RelatedPrompt,
  type SearchAnswer,
  type SearchApi,
  type Sort,
  type Tile,
} from './search-api.ts';
import { useDebounced } from './use-debounced.ts';
import { useAsync, useSearch } from './use-search.ts';

/** How long typing must pause before the layer searches: keeps results within 300 ms of the pause. */
export const TYPING_DEBOUNCE_MS = 150;
/** A query counts for analytics once the shopper stays on it this long, or acts on its results. */
export const QUERY_SETTLED_MS = 1500;

export interface LayerProps {
  api: SearchApi;
  config: LayerConfig;
  customisation: VisualCustomisation;
  tracker: Tracker;
  lang: string;
  initialQuery: string;
  /** `overlay` on the storefront; `inline` in the console's preview (always open, no close button). */
  mode: 'overlay' | 'inline';
  /** The shop's cart endpoint from the script's `data-cart-url`. */
  cartUrl?: string | undefined;
  onClose: () => void;
  /** The overlay has taken the focus (what the shopper types from then on goes to its search box). */
  onFocused?: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

function trapFocus(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.tabIndex >= 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const root = dialog.getRootNode() as Document | ShadowRoot;
  if (event.shiftKey && root.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && root.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function Tiles({ tiles, onOpen }: { tiles: readonly Tile[]; onOpen: (tile: Tile) => void }) {
  if (tiles.length === 0) return null;
  return (
    <div className="tiles">
      {tiles.map((tile) => {
        const image = <img src={tile.image_url} alt={tile.title} />;
        return (
          <div key={tile.id} className="tile" data-tile={tile.id}>
            {tile.url ? (
              <a href={tile.url} onClick={() => onOpen(tile)}>
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        );
      })}
    </div>
  );
}

export function Layer({
  api,
  config,
  customisation,
  tracker,
  lang,
  initialQuery,
  mode,
  cartUrl,
  onClose,
  onFocused,
}: LayerProps) {
  const messages = messagesFor(lang);
  const formatPrice = useMemo(() => priceFormatter(lang, config.currency), [lang, config.currency]);
  const formatCount = useMemo(() => countFormatter(lang), [lang]);
  const [input, setInput] = useState(initialQuery);
  const [filters, setFilters] = useState<string[]>([]);
  const [sort, setSort] = useState<Sort>('relevance');
  const [openPrompt, setOpenPrompt] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  // "Showing results for X · Search instead for Y": the text chosen and whether as typed. It holds
  // while the search box keeps that text; typing anything else is a new query.
  const [chosen, setChosen] = useState<{ text: string; asTyped: boolean } | null>(null);
  // A spelling the shopper chose is a deliberate search: its query event goes as soon as it answers.
  const trackOnArrival = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const mainGrid = useRef<HTMLUListElement>(null);
  // Where the focus goes once the next render is on screen, when the control acted on goes away.
  const focusAfterRender = useRef<(() => void) | null>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  // The first product of a page asked for with "Show more results": it takes the focus once shown.
  const firstOfNextPage = useRef<number | null>(null);
  // The answer whose query event was sent, and the text of the last search: analytics counts one
  // search per query typed, so a later answer to the same text (a filter, another sort) is sent as
  // a refinement of it.
  const trackedAnswer = useRef<SearchAnswer | null>(null);
  const searchedText = useRef<string | null>(null);
  // Products whose click was sent from the list of results on screen: one click each per list.
  const clickedProducts = useRef(new Set<string>());
  const query = useDebounced(input.trim(), TYPING_DEBOUNCE_MS);
  const browsing = query === '' && filters.length === 0;
  const choice = chosen?.text === query ? chosen : null;
  const results = useSearch(
    api,
    query,
    filters,
    sort,
    { asTyped: choice?.asTyped ?? false, origin: choice ? ORIGINS.spellcheck : ORIGINS.searchBox },
    !browsing,
  );
  const answer = results.status === 'done' ? results.answer : null;

  const suggested = useAsync(
    useCallback(
      async (signal: AbortSignal) => ({ query, items: query ? await api.suggestions(query, signal) : [] }),
      [api, query],
    ),
    { query: '', items: [] },
  );
  // Suggestions of an older query stay up while typing goes on from it, never those of another query.
  const suggestions = suggested.query && input.trim().startsWith(suggested.query) ? suggested.items : [];
  const popular = useAsync(
    useCallback((signal: AbortSignal) => api.suggestions('', signal), [api]),
    [],
  );
  const featured = useAsync(
    useCallback((signal: AbortSignal) => api.featured(signal), [api]),
    [],
  );
  const nextQueries = useAsync(
    useCallback(
      (signal: AbortSignal) => (query ? api.nextQueries(query, signal) : Promise.resolve([])),
      [api, query],
    ),
    [],
  );
  const prompts = useAsync(
    useCallback(
      (signal: AbortSignal): Promise<RelatedPrompt[]> =>
        query ? api.relatedPrompts(query, signal) : Promise.resolve([]),
      [api, query],
    ),
    [],
  );

  useEffect(() => {
    // Inline (the console's preview) it must not take the focus from the form being edited.
    if (mode !== 'overlay') return;
    inputRef.current?.focus();
    onFocused?.();
  }, [mode, onFocused]);

  const trackQuery = useCallback(() => {
    const url = answer?.catalog.tagging.query;
    if (!answer || !url || trackedAnswer.current === answer) return;
    trackedAnswer.current = answer;
    const text = (new URL(url).searchParams.get('q') ?? '').trim().toLowerCase();
    // Filters with the search box emptied: nothing was searched for.
    if (!text) return;
    const refined = text === searchedText.current;
    searchedText.current = text;
    tracker.send(url, { refined: String(refined) });
  }, [answer, tracker]);

  useEffect(() => {
    clickedProducts.current = new Set();
  }, [answer]);

  useEffect(() => {
    if (!answer) return;
    if (trackOnArrival.current) {
      trackOnArrival.current = false;
      trackQuery();
      return;
    }
    const timer = setTimeout(trackQuery, QUERY_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [answer, trackQuery]);

  useEffect(() => {
    for (const prompt of prompts) tracker.send(prompt.tagging.toolingDisplay);
  }, [prompts, tracker]);

  const search = (text: string) => {
    setInput(text);
    setOpenPrompt(null);
    setChosen(null);
  };

  /** The correction (`asTyped` false) or the words typed (true), chosen under a corrected answer. */
  const chooseSpelling = (text: string, asTyped: boolean) => {
    // The corrected answer was acted on: its query event goes first, then the chosen search's.
    trackQuery();
    search(text);
    setChosen({ text, asTyped });
    trackOnArrival.current = true;
    // The button goes with the corrected answer: the search box holds the text searched.
    focusAfterRender.current = () => inputRef.current?.focus();
  };

  const openProduct = (product: Product) => {
    trackQuery();
    // A double click, or the same product opened again from the same list (another tab), is one click.
    if (!clickedProducts.current.has(product.__id)) {
      clickedProducts.current.add(product.__id);
      tracker.send(product.tagging.click);
    }
    tracker.rememberProduct(product.__id, product.tagging);
  };

  const addProduct = (product: Product, choice: { variantId?: string; quantity: number }) => {
    trackQuery();
    tracker.rememberProduct(product.__id, product.tagging);
    tracker.send(product.tagging.add2cart, { quantity: choice.quantity, variantId: choice.variantId });
    const detail = {
      productId: product.__id,
      ...(choice.variantId ? { variantId: choice.variantId } : {}),
      quantity: choice.quantity,
      price: product.__prices.current.value,
      name: product.__name,
      url: product.__url,
      sku: product.__externalId,
    };
    addToCart(detail, cartEndpoint(product, cartUrl)).then(
      () => setNotice(messages.added(product.__name)),
      () => setNotice(messages.addFailed),
    );
  };

  const redirection = answer?.direct.content[0];
  const submit = (text: string) => {
    if (redirection && text.trim() === query) {
      tracker.send(redirection.tagging.click);
      window.location.assign(redirection.url);
      return;
    }
    search(text);
    trackQuery();
  };

  const close = () => {
    trackQuery();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && mode === 'overlay') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab' && dialog.current) {
      trapFocus(event, dialog.current);
    }
  };

  const toggle = (filter: string, hierarchical: boolean) => {
    trackQuery();
    setFilters((current) => toggleFilter(current, filter, hierarchical));
  };

  const removeFilter = (index: number) => {
    const remaining = filters.length - 1;
    setFilters((current) => current.filter((_, position) => position !== index));
    // The next chip takes the focus, else the one before; with none left, the search box.
    focusAfterRender.current = () => {
      const chips = chipsRef.current?.querySelectorAll('button');
      (remaining > 0 ? chips?.[Math.min(index, remaining - 1)] : inputRef.current)?.focus();
    };
  };

  const clearFilters = () => {
    setFilters([]);
    focusAfterRender.current = () => inputRef.current?.focus();
  };

  // The facets of the previous answer stay while the next one loads: a checkbox just ticked keeps
  // its element, and with it the focus.
  const facets = labelRanges(results.answer?.catalog.facets ?? [], lang, config.currency, messages);
  // A value ticked or unticked since the answer shows the shopper's choice; the others, the answer's
  // (which also marks the ancestors a category path implies).
  const isChecked = (value: FacetValue) => {
    const ticked = filters.includes(value.filter);
    return ticked === results.filters.includes(value.filter) ? value.selected : ticked;
  };
  const counted = countedFacets(facets, isChecked);
  const total = answer?.catalog.numFound ?? 0;
  const relaxed = answer?.catalog.relaxedTerms ?? [];
  // Nothing found: featured products stand in, under a heading saying they are not matches.
  const noResultsFeatured = answer !== null && total === 0 && featured.length > 0;
  // A low-result query: what each of its words finds alone, above the few (or relaxed) results.
  const partials = answer?.catalog.partials ?? [];
  const status = browsing
    ? ''
    : results.status === 'loading'
      ? messages.loading
      : answer
        ? messages.results(total, query)
        : results.status === 'error'
          ? messages.error
          : '';
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = results;
  const hasMore = answer !== null && results.products.length < total;

  useLayoutEffect(() => {
    const pending = focusAfterRender.current;
    focusAfterRender.current = null;
    pending?.();
    if (firstOfNextPage.current !== null && !results.loadingMore) {
      const links = mainGrid.current?.querySelectorAll<HTMLElement>('article .title a');
      links?.[firstOfNextPage.current]?.focus();
      firstOfNextPage.current = null;
    }
    // Whatever else took the focused control away (a facet value the new answer lacks, the last
    // page loaded under "Show more results"): the search box, not the page behind the dialog.
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (
      mode === 'overlay' &&
      lastFocused.current &&
      !lastFocused.current.isConnected &&
      !dialog.current?.contains(root?.activeElement ?? null)
    )
      inputRef.current?.focus();
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const cardProps = {
    customisation,
    capabilities: config.capabilities,
    messages,
    formatPrice,
    onOpen: openProduct,
    onAddToCart: addProduct,
  };
  const grid = (
    products: readonly Product[],
    label: string,
    promoted: readonly Tile[] = [],
    ref?: RefObject<HTMLUListElement | null>,
  ) => {
    const items = products.map((product) => (
      <li key={product.__id}>
        <ProductCard product={product} {...cardProps} />
      </li>
    ));
    // A promoted tile takes its 1-based position in the grid, pushing the products after it.
    for (const tile of [...promoted].sort((a, b) => a.position - b.position)) {
      items.splice(
        Math.min(Math.max(tile.position - 1, 0), items.length),
        0,
        <li key={`promoted-${tile.id}`}>
          <Tiles tiles={[tile]} onOpen={(opened) => tracker.send(opened.tagging.click)} />
        </li>,
      );
    }
    // The main grid is where "Skip to results" lands: focusable by script, not a Tab stop.
    return (
      <ul className="grid" aria-label={label} ref={ref} tabIndex={ref ? -1 : undefined}>
        {items}
      </ul>
    );
  };
  const chipList = (queries: readonly string[], title: string) =>
    queries.length > 0 && (
      <nav aria-label={title}>
        <h2 className="section-title">{title}</h2>
        <ul className="chips">
          {queries.map((text) => (
            <li key={text}>
              <button type="button" className="chip" onClick={() => search(text)}>
                {text}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    );

  return (
    <div
      className={mode}
      onClick={(event) => {
        // A click on the backdrop around the dialog (wide screens) closes it, as Escape does.
        if (mode === 'overlay' && event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal={mode === 'overlay'}
        aria-label={messages.dialog}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          lastFocused.current = event.target;
        }}
      >
        <header className="header">
          {customisation.logoUrl && <img className="logo" src={customisation.logoUrl} alt="" />}
          <SearchBox
            value={input}
            suggestions={suggestions}
            messages={messages}
            inputRef={inputRef}
            onChange={search}
            onSubmit={submit}
            onPick={search}
          />
          {(browsing || noResultsFeatured ? featured.length > 0 : results.products.length > 0) && (
            <button type="button" className="skip" onClick={() => mainGrid.current?.focus()}>
              {messages.skipToResults}
            </button>
          )}
          {mode === 'overlay' && (
            <button type="button" className="icon-button" aria-label={messages.close} onClick={close}>
              ×
            </button>
          )}
        </header>
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <div className={counted.length > 0 ? 'body' : 'body no-facets'}>
          {counted.length > 0 && (
            <FacetPanel facets={counted} isChecked={isChecked} messages={messages} onToggle={toggle} />
          )}
          <section aria-label={messages.dialog}>
            {browsing ? (
              <>
                {chipList(popular, messages.popularSearches)}
                {featured.length > 0 && (
                  <>
                    <h2 className="section-title">{messages.featured}</h2>
                    {grid(featured, messages.featured, [], mainGrid)}
                  </>
                )}
              </>
            ) : (
              <>
                {redirection && (
                  <p className="notice">
                    <a href={redirection.url} onClick={() => tracker.send(redirection.tagging.click)}>
                      {messages.redirect(redirection.url)}
                    </a>
                  </p>
                )}
                {answer?.catalog.spellchecked && (
                  <p className="notice" data-spellcheck>
                    {messages.spellcheck.showing}{' '}
                    <button
                      type="button"
                      className="link-button spelling"
                      aria-label={messages.spellcheck.searchCorrected(answer.catalog.spellchecked)}
                      onClick={() => chooseSpelling(answer.catalog.spellchecked, false)}
                    >
                      {answer.catalog.spellchecked}
                    </button>
                    <span aria-hidden="true"> · </span>
                    {messages.spellcheck.instead}{' '}
                    <button
                      type="button"
                      className="link-button spelling"
                      aria-label={messages.spellcheck.searchAsTyped(query)}
                      onClick={() => chooseSpelling(query, true)}
                    >
                      {query}
                    </button>
                  </p>
                )}
                {answer && total > 0 && relaxed.length > 0 && (
                  <p className="notice" data-relaxed>
                    {messages.relaxed(relaxed)}
                  </p>
                )}
                {prompts.length > 0 && (
                  <nav aria-label={messages.relatedPrompts}>
                    <ul className="chips">
                      {prompts.map((prompt, index) => (
                        <li key={prompt.suggestionText}>
                          <button
                            type="button"
                            className="chip"
                            aria-expanded={openPrompt === index}
                            onClick={() => {
                              tracker.send(prompt.tagging.toolingDisplayClick);
                              setOpenPrompt(openPrompt === index ? null : index);
                            }}
                          >
                            {prompt.suggestionText}
                          </button>
                        </li>
                      ))}
                    </ul>
                    {openPrompt !== null && prompts[openPrompt] && (
                      <ul className="chips">
                        {prompts[openPrompt].nextQueries.map((next) => (
                          <li key={next}>
                            <button
                              type="button"
                              className="link-button"
                              onClick={() => {
                                const tagging = prompts[openPrompt]?.tagging.nextQueries[next];
                                if (tagging) tracker.send(tagging.toolingDisplayClick);
                                search(next);
                              }}
                            >
                              {next}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </nav>
                )}
                {answer && total > 0 && (
                  <p className="result-count" data-result-count>
                    {messages.resultCount(formatCount(total))}
                  </p>
                )}
                <div className="toolbar">
                  {filters.length > 0 ? (
                    <ul className="chips" aria-label={messages.selectedFilters} ref={chipsRef}>
                      {filters.map((filter, index) => {
                        const label = filterLabel(facets, filter);
                        return (
                          <li key={filter}>
                            <button
                              type="button"
                              className="chip"
                              aria-label={messages.removeFilter(label)}
                              onClick={() => removeFilter(index)}
                            >
                              {label} ×
                            </button>
                          </li>
                        );
                      })}
                      <li>
                        <button type="button" className="link-button" onClick={clearFilters}>
                          {messages.clearAll}
                        </button>
                      </li>
                    </ul>
                  ) : (
                    <span />
                  )}
                  {/* Nothing found, nothing to sort: the featured products below keep their own order. */}
                  {!(answer && total === 0) && (
                    <label>
                      {messages.sortBy}{' '}
                      <select value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
                        {SORTS.map((option) => (
                          <option key={option} value={option}>
                            {messages.sorts[option]}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
                {answer && (
                  <Tiles tiles={answer.banner.content} onOpen={(tile) => tracker.send(tile.tagging.click)} />
                )}
                {answer && total === 0 && (
                  <>
                    <p className="notice" data-no-results>
                      {messages.noResults(query)}
                    </p>
                    {chipList(popular, messages.popularSearches)}
                    {noResultsFeatured && (
                      <section aria-label={messages.noResultsFeatured}>
                        <h2 className="section-title">{messages.noResultsFeatured}</h2>
                        {grid(featured, messages.featured, [], mainGrid)}
                      </section>
                    )}
                  </>
                )}
                {partials.length > 0 && (
                  <section aria-label={messages.partialResults}>
                    <h2 className="section-title">{messages.partialResults}</h2>
                    {partials.map((partial) => (
                      <div key={partial.term} className="partial">
                        <div className="partial-header">
                          <h3>{messages.results(partial.numFound, partial.term)}</h3>
                          <button type="button" className="link-button" onClick={() => search(partial.term)}>
                            {messages.seeAll(partial.term)}
                          </button>
                        </div>
                        {grid(partial.content, messages.results(partial.numFound, partial.term))}
                      </div>
                    ))}
                  </section>
                )}
                {results.products.length > 0 &&
                  grid(results.products, messages.results(total, query), answer?.promoted.content, mainGrid)}
                {hasMore && (
                  <div className="more" ref={sentinel}>
                    {/* aria-disabled, not disabled: a disabled button drops the focus to the page. */}
                    <button
                      type="button"
                      className="primary"
                      aria-disabled={results.loadingMore}
                      onClick={() => {
                        if (results.loadingMore) return;
                        firstOfNextPage.current = results.products.length;
                        loadMore();
                      }}
                    >
                      {messages.loadMore}
                    </button>
                  </div>
                )}
                {chipList(nextQueries, messages.nextQueries)}
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
