// The layer speaks the storefront's language (the script's data-lang): Spanish, British or other English.

/** "“a”", "“a” and “b”", "“a”, “b” and “c”": the words the shopper typed, quoted, as a list. */
function quotedList(words: readonly string[], quote: (word: string) => string, and: string): string {
  const quoted = words.map(quote);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} ${and} ${quoted.at(-1)}`;
}

// British English quotes with single marks (‘sofa’), American with double (“sofa”); the rest is shared.
const english = (open: string, close: string) => {
  const q = (text: string) => `${open}${text}${close}`;
  return {
    dialog: 'Search',
    close: 'Close search',
    searchLabel: 'Search products',
    placeholder: 'Search products',
    suggestions: 'Suggestions',
    skipToResults: 'Skip to results',
    results: (count: number, query: string) =>
      query ? `${count} ${count === 1 ? 'result' : 'results'} for ${q(query)}` : `${count} products`,
    loading: 'Searching…',
    resultCount: (count: string) => `${count} ${count === '1' ? 'result' : 'results'}`,
    spellcheck: {
      showing: 'Showing results for',
      searchCorrected: (query: string) => `Search for ${q(query)}`,
      instead: 'Search instead for',
      searchAsTyped: (query: string) => `Search instead for ${q(query)}`,
    },
    relaxed: (words: readonly string[]) =>
      `No results for all your words; showing results without ${quotedList(words, q, 'and')}`,
    noResults: (query: string) => `Nothing matches ${q(query)}.`,
    noResultsFeatured: 'Featured products instead:',
    partialResults: 'Results for part of your search',
    seeAll: (query: string) => `See all for ${q(query)}`,
    popularSearches: 'Popular searches',
    featured: 'Featured products',
    nextQueries: 'People also search for',
    relatedPrompts: 'Explore',
    filters: 'Filters',
    selectedFilters: 'Selected filters',
    removeFilter: (label: string) => `Remove filter ${label}`,
    clearAll: 'Clear all',
    sortBy: 'Sort by',
    sorts: {
      relevance: 'Relevance',
      'price asc': 'Price: low to high',
      'price desc': 'Price: high to low',
      newest: 'Newest',
    },
    loadMore: 'Show more results',
    addToCart: 'Add to cart',
    added: (name: string) => `${name} added to the cart`,
    addFailed: 'The product could not be added to the cart',
    quantity: 'Quantity',
    variant: 'Variant',
    redirect: (url: string) => `Go to ${url}`,
    taxAlternative: 'excl. tax',
    ranges: {
      under: (to: string) => `Under ${to}`,
      between: (from: string, to: string) => `${from} – ${to}`,
      over: (from: string) => `${from} and over`,
    },
    error: 'Search is unavailable right now. Please try again.',
    labels: {
      outOfStock: 'Out of stock',
      onlineOnly: 'Online only',
      onSale: 'On sale',
      discount: (percent: number) => `-${percent}%`,
      new: 'New',
      pack: 'Pack',
      inStock: 'In stock',
      backorder: 'Backorder',
    },
  };
};

const en = english('“', '”');
const enGB: Messages = english('‘', '’');

export type Messages = typeof en;

const es: Messages = {
  dialog: 'Buscar',
  close: 'Cerrar la búsqueda',
  searchLabel: 'Buscar productos',
  placeholder: 'Buscar productos',
  suggestions: 'Sugerencias',
  skipToResults: 'Saltar a los resultados',
  results: (count, query) =>
    query ? `${count} ${count === 1 ? 'resultado' : 'resultados'} para «${query}»` : `${count} productos`,
  loading: 'Buscando…',
  resultCount: (count) => `${count} ${count === '1' ? 'resultado' : 'resultados'}`,
  spellcheck: {
    showing: 'Mostrando resultados para',
    searchCorrected: (query) => `Buscar «${query}»`,
    instead: 'Buscar en cambio',
    searchAsTyped: (query) => `Buscar en cambio «${query}»`,
  },
  relaxed: (words) =>
    `Ningún resultado con todas tus palabras; mostrando resultados sin ${quotedList(words, (word) => `«${word}»`, 'ni')}`,
  noResults: (query) => `Nada coincide con «${query}».`,
  noResultsFeatured: 'En su lugar, productos destacados:',
  partialResults: 'Resultados para parte de tu búsqueda',
  seeAll: (query) => `Ver todo para «${query}»`,
  popularSearches: 'Búsquedas populares',
  featured: 'Productos destacados',
  nextQueries: 'También se busca',
  relatedPrompts: 'Explora',
  filters: 'Filtros',
  selectedFilters: 'Filtros seleccionados',
  removeFilter: (label) => `Quitar el filtro ${label}`,
  clearAll: 'Quitar todos',
  sortBy: 'Ordenar por',
  sorts: {
    relevance: 'Relevancia',
    'price asc': 'Precio: de menor a mayor',
    'price desc': 'Precio: de mayor a menor',
    newest: 'Novedades',
  },
  loadMore: 'Ver más resultados',
  addToCart: 'Añadir al carrito',
  added: (name) => `${name} añadido al carrito`,
  addFailed: 'No se pudo añadir el producto al carrito',
  quantity: 'Cantidad',
  variant: 'Variante',
  redirect: (url) => `Ir a ${url}`,
  taxAlternative: 'sin impuestos',
  ranges: {
    under: (to) => `Menos de ${to}`,
    between: (from, to) => `${from} – ${to}`,
    over: (from) => `${from} o más`,
  },
  error: 'La búsqueda no está disponible ahora. Inténtalo de nuevo.',
  labels: {
    outOfStock: 'Agotado',
    onlineOnly: 'Solo online',
    onSale: 'Oferta',
    discount: (percent) => `-${percent}%`,
    new: 'Nuevo',
    pack: 'Pack',
    inStock: 'En stock',
    backorder: 'Bajo pedido',
  },
};

export function messagesFor(language: string): Messages {
  const tag = language.toLowerCase().replace('_', '-');
  if (tag.slice(0, 2) === 'es') return es;
  return tag === 'en-gb' ? enGB : en;
}

/** Counts in the page's language ("1,240", "1.240"); plain digits for a language Intl does not know. */
export function countFormatter(language: string): (value: number) => string {
  try {
    const format = new Intl.NumberFormat(language);
    return (value) => format.format(value);
  } catch {
    return (value) => String(value);
  }
}

/** Prices in the site's currency, in the page's language; plain numbers when the site has none. */
export function priceFormatter(language: string, currency: string | null): (value: number) => string {
  if (!currency) return (value) => value.toFixed(2);
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    return (value) => format.format(value);
  } catch {
    return (value) => `${value.toFixed(2)} ${currency}`;
  }
}
