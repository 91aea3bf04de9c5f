import type { Messages } from '../messages.ts';
import type { SearchAnswer, Tile } from '../search-api.ts';
import { ProductGrid, type CardOptions } from './product-grid.tsx';

type Partial = NonNullable<SearchAnswer['catalog']['partials']>[number];

/** A low-result query: what each of its words finds alone, each with a link to all of it. */
export function PartialResults({
  partials,
  messages,
  card,
  onSearch,
  onOpenTile,
}: {
  partials: readonly Partial[];
  messages: Messages;
  card: CardOptions;
  onSearch: (text: string) => void;
  onOpenTile: (tile: Tile) => void;
}) {
  if (partials.length === 0) return null;
  return (
    <section aria-label={messages.partialResults}>
      <h2 className="section-title">{messages.partialResults}</h2>
      {partials.map((partial) => (
        <div key={partial.term} className="partial">
          <div className="partial-header">
            <h3>{messages.results(partial.numFound, partial.term)}</h3>
            <button type="button" className="link-button" onClick={() => onSearch(partial.term)}>
              {messages.seeAll(partial.term)}
            </button>
          </div>
          <ProductGrid
            products={partial.content}
            label={messages.results(partial.numFound, partial.term)}
            card={card}
            onOpenTile={onOpenTile}
          />
        </div>
      ))}
    </section>
  );
}
