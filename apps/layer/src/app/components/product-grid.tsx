import type { RefObject } from 'react';
import type { Product, Tile } from '../search-api.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import { Tiles } from './tiles.tsx';

/** What every card of the layer shares: the shop's card design and what opening or adding does. */
export type CardOptions = Omit<ProductCardProps, 'product'>;

interface ProductGridProps {
  products: readonly Product[];
  label: string;
  card: CardOptions;
  /** Tiles the merchant promotes into the grid, each at its 1-based position. */
  promoted?: readonly Tile[] | undefined;
  onOpenTile: (tile: Tile) => void;
  /** The main grid's: where "Skip to results" lands. */
  gridRef?: RefObject<HTMLUListElement | null>;
}

export function ProductGrid({ products, label, card, promoted = [], onOpenTile, gridRef }: ProductGridProps) {
  const items = products.map((product) => (
    <li key={product.__id}>
      <ProductCard product={product} {...card} />
    </li>
  ));
  // A promoted tile takes its 1-based position in the grid, pushing the products after it.
  for (const tile of [...promoted].sort((a, b) => a.position - b.position)) {
    items.splice(
      Math.min(Math.max(tile.position - 1, 0), items.length),
      0,
      <li key={`promoted-${tile.id}`}>
        <Tiles tiles={[tile]} onOpen={onOpenTile} />
      </li>,
    );
  }
  // The main grid is where "Skip to results" lands: focusable by script, not a Tab stop.
  return (
    <ul className="grid" aria-label={label} ref={gridRef} tabIndex={gridRef ? -1 : undefined}>
      {items}
    </ul>
  );
}
