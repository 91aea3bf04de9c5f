import type { RefObject } from 'react';
import type { Messages } from '../messages.ts';
import type { Product, Tile } from '../search-api.ts';
import { ProductGrid, type CardOptions } from './product-grid.tsx';
import { QueryChips } from './query-chips.tsx';

/** Nothing found: said so, with popular searches and the featured products, labelled as no matches. */
export function NoResults({
  query,
  popular,
  featured,
  messages,
  card,
  gridRef,
  onSearch,
  onOpenTile,
}: {
  query: string;
  popular: readonly string[];
  featured: readonly Product[];
  messages: Messages;
  card: CardOptions;
  gridRef: RefObject<HTMLUListElement | null>;
  onSearch: (text: string) => void;
  onOpenTile: (tile: Tile) => void;
}) {
  return (
    <>
      <p className="notice" data-no-results>
        {messages.noResults(query)}
      </p>
      <QueryChips queries={popular} title={messages.popularSearches} onSearch={onSearch} />
      {featured.length > 0 && (
        <section aria-label={messages.noResultsFeatured}>
          <h2 className="section-title">{messages.noResultsFeatured}</h2>
          <ProductGrid
            products={featured}
            label={messages.featured}
            card={card}
            onOpenTile={onOpenTile}
            gridRef={gridRef}
          />
        </section>
      )}
    </>
  );
}
