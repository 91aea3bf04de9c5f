import type { Tile } from '../search-api.ts';

/** Banners, or a promoted tile in a grid: an image, a link when the tile has one. */
export function Tiles({ tiles, onOpen }: { tiles: readonly Tile[]; onOpen: (tile: Tile) => void }) {
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
