// The layer speaks the storefront's language (the script's data-lang): English, else Spanish.
const en = {
  dialog: 'Search',
  close: 'Close search',
  searchLabel: 'Search products',
  placeholder: 'Search products',
  suggestions: 'Suggestions',
  skipToResults: 'Skip to results',
  results: (count: number, query: string) =>
    query ? `${count} ${count === 1 ? 'result' : 'results'} for “${query}”` : `${count} products`,
  loading: 'Searching…',
  spellcheck: (query: string) => `Showing results for “${query}”`,
  noResults: (query: string) => `No results for “${query}”`,
  partialResults: 'Results for part of your search',
  seeAll: (query: string) => `See all for “${query}”`,
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
  spellcheck: (query) => `Mostrando resultados para «${query}»`,
  noResults: (query) => `Sin resultados para «${query}»`,
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
  return language.slice(0, 2) === 'es' ? es : en;
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
