import type { VisualCustomisation } from '@playboard/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LayerConfig } from '@playboard/domain';
import type { Tracker } from '../shared/tracking.ts';
import { addToCart, cartEndpoint } from './cart.ts';
import { FacetPanel } from './components/facet-panel.tsx';
import { FilterToolbar } from './components/filter-toolbar.tsx';
import { LoadMore } from './components/load-more.tsx';
import { NoResults } from './components/no-results.tsx';
import { PartialResults } from './components/partial-results.tsx';
import { ProductGrid, type CardOptions } from './components/product-grid.tsx';
import { QueryChips } from './components/query-chips.tsx';
import { RelatedPrompts } from './components/related-prompts.tsx';
import { SearchBox } from './components/search-box.tsx';
import { SpellingNotice } from './components/spelling-notice.tsx';
import { Tiles } from './components/tiles.tsx';
import { countedFacets, toggleFilter } from './filters.ts';
import { countFormatter, messagesFor, priceFormatter } from './messages.ts';
import { labelRanges } from './ranges.ts';
import {
  ORIGINS,
  type FacetValue,
  type Product,
  type SearchAnswer,
  type SearchApi,
  type Sort,
  type Tile,
} from './search-api.ts';
import { trapFocus } from './trap-focus.ts';
import { useDebounced } from './use-debounced.ts';
import { useDialogFocus } from './use-dialog-focus.ts';
import { useLookups } from './use-lookups.ts';
import { useSearch } from './use-search.ts';

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
  // Each search shows its related prompts closed.
  const [searches, setSearches] = useState(0);
  const [notice, setNotice] = useState('');
  // "Showing results for X · Search instead for Y": the text chosen and whether as typed. It holds
  // while the search box keeps that text; typing anything else is a new query.
  const [chosen, setChosen] = useState<{ text: string; asTyped: boolean } | null>(null);
  // The next query of a related prompt the shopper picked and its add-to-cart tagging: products
  // added from its results count for the prompt too (contract §5.2), until another search.
  const [fromPrompt, setFromPrompt] = useState<{ query: string; add2cart: string } | null>(null);
  // A spelling the shopper chose is a deliberate search: its query event goes as soon as it answers.
  const trackOnArrival = useRef(false);
  const chipsRef = useRef<HTMLUListElement>(null);
  // The answer whose query event was sent, and the text of the last search: analytics counts one
  // search per query typed, so a later answer to the same text (a filter, another sort) is sent as
  // a refinement of it.
  const trackedAnswer = useRef<SearchAnswer | null>(null);
  const searchedText = useRef<string | null>(null);
  // Products whose click was sent from the list of results on screen: one click each per list.
  const clickedProducts = useRef(new Set<string>());
  const { debounceMs, minQueryLength, suggestions: counts } = config.behaviour;
  // Fewer characters than the instance's shortest query search nothing: the layer browses instead.
  const typed = input.trim();
  const query = useDebounced(typed.length >= minQueryLength ? typed : '', debounceMs);
  const browsing = query === '' && filters.length === 0;
  const choice = chosen?.text === query ? chosen : null;
  const promptPick = fromPrompt?.query === query ? fromPrompt : null;
  const origin = choice ? ORIGINS.spellcheck : promptPick ? ORIGINS.relatedPrompts : ORIGINS.searchBox;
  const results = useSearch(
    api,
    query,
    filters,
    sort,
    { asTyped: choice?.asTyped ?? false, origin },
    !browsing,
  );
  const answer = results.status === 'done' ? results.answer : null;
  const focus = useDialogFocus(mode === 'overlay', results.loadingMore);

  const { suggestions, popular, featured, nextQueries, prompts } = useLookups(api, query, typed, counts);

  useEffect(() => {
    // Inline (the console's preview) it must not take the focus from the form being edited.
    if (mode !== 'overlay') return;
    focus.input.current?.focus();
    onFocused?.();
  }, [mode, onFocused, focus.input]);

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
    setSearches((count) => count + 1);
    setChosen(null);
    setFromPrompt(null);
  };

  const searchNextQuery = (text: string, tagging?: { toolingDisplayAdd2Cart: string }) => {
    search(text);
    if (tagging) setFromPrompt({ query: text, add2cart: tagging.toolingDisplayAdd2Cart });
  };

  /** The correction (`asTyped` false) or the words typed (true), chosen under a corrected answer. */
  const chooseSpelling = (text: string, asTyped: boolean) => {
    // The corrected answer was acted on: its query event goes first, then the chosen search's.
    trackQuery();
    search(text);
    setChosen({ text, asTyped });
    trackOnArrival.current = true;
    // The button goes with the corrected answer: the search box holds the text searched.
    focus.afterRender(() => focus.input.current?.focus());
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
    if (promptPick) {
      tracker.send(promptPick.add2cart, {
        productId: product.__id,
        title: product.__name,
        url: product.__url,
        quantity: choice.quantity,
      });
    }
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
    } else if (event.key === 'Tab' && focus.dialog.current) {
      trapFocus(event, focus.dialog.current);
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
    focus.afterRender(() => {
      const chips = chipsRef.current?.querySelectorAll('button');
      (remaining > 0 ? chips?.[Math.min(index, remaining - 1)] : focus.input.current)?.focus();
    });
  };

  const clearFilters = () => {
    setFilters([]);
    focus.afterRender(() => focus.input.current?.focus());
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
  const { loadMore } = results;
  const hasMore = answer !== null && results.products.length < total;

  const card: CardOptions = {
    customisation,
    capabilities: config.capabilities,
    messages,
    formatPrice,
    onOpen: openProduct,
    onAddToCart: addProduct,
  };
  const openTile = (tile: Tile) => tracker.send(tile.tagging.click);

  return (
    <div
      className={mode}
      onClick={(event) => {
        // A click on the backdrop around the dialog (wide screens) closes it, as Escape does.
        if (mode === 'overlay' && event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={focus.dialog}
        className="dialog"
        role="dialog"
        aria-modal={mode === 'overlay'}
        aria-label={messages.dialog}
        onKeyDown={onKeyDown}
        onFocus={focus.onFocus}
      >
        <header className="header">
          {customisation.logoUrl && <img className="logo" src={customisation.logoUrl} alt="" />}
          <SearchBox
            value={input}
            suggestions={suggestions}
            messages={messages}
            inputRef={focus.input}
            onChange={search}
            onSubmit={submit}
            onPick={search}
          />
          {(browsing || noResultsFeatured ? featured.length > 0 : results.products.length > 0) && (
            <button type="button" className="skip" onClick={() => focus.mainGrid.current?.focus()}>
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
                <QueryChips queries={popular} title={messages.popularSearches} onSearch={search} />
                {featured.length > 0 && (
                  <>
                    <h2 className="section-title">{messages.featured}</h2>
                    <ProductGrid
                      products={featured}
                      label={messages.featured}
                      card={card}
                      onOpenTile={openTile}
                      gridRef={focus.mainGrid}
                    />
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
                  <SpellingNotice
                    corrected={answer.catalog.spellchecked}
                    typed={query}
                    messages={messages}
                    onChoose={chooseSpelling}
                  />
                )}
                {answer && total > 0 && relaxed.length > 0 && (
                  <p className="notice" data-relaxed>
                    {messages.relaxed(relaxed)}
                  </p>
                )}
                <RelatedPrompts
                  key={searches}
                  prompts={prompts}
                  messages={messages}
                  onTrack={(url) => tracker.send(url)}
                  onSearch={searchNextQuery}
                />
                {answer && total > 0 && (
                  <p className="result-count" data-result-count>
                    {messages.resultCount(formatCount(total))}
                  </p>
                )}
                <FilterToolbar
                  filters={filters}
                  facets={facets}
                  sort={sort}
                  sortable={!(answer && total === 0)}
                  messages={messages}
                  chipsRef={chipsRef}
                  onRemove={removeFilter}
                  onClear={clearFilters}
                  onSort={setSort}
                />
                {answer && <Tiles tiles={answer.banner.content} onOpen={openTile} />}
                {answer && total === 0 && (
                  <NoResults
                    query={query}
                    popular={popular}
                    featured={featured}
                    messages={messages}
                    card={card}
                    gridRef={focus.mainGrid}
                    onSearch={search}
                    onOpenTile={openTile}
                  />
                )}
                <PartialResults
                  partials={partials}
                  messages={messages}
                  card={card}
                  onSearch={search}
                  onOpenTile={openTile}
                />
                {results.products.length > 0 && (
                  <ProductGrid
                    products={results.products}
                    label={messages.results(total, query)}
                    card={card}
                    promoted={answer?.promoted.content}
                    onOpenTile={openTile}
                    gridRef={focus.mainGrid}
                  />
                )}
                {hasMore && (
                  <LoadMore
                    loading={results.loadingMore}
                    messages={messages}
                    onVisible={loadMore}
                    onClick={() => {
                      focus.focusProductWhenShown(results.products.length);
                      loadMore();
                    }}
                  />
                )}
                <QueryChips queries={nextQueries} title={messages.nextQueries} onSearch={search} />
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
