import type { Database } from '../../db/client.ts';

/** What changed in one site's catalogue; the index manager applies it to the live index. */
export interface CatalogChange {
  db: Database;
  siteId: string;
  upserted: string[];
  removed: string[];
  /** Too much changed to name (a full sync, a change too large to announce): rebuild the site. */
  rebuild?: true;
}

type Listener = (change: CatalogChange) => void;

const listeners = new Set<Listener>();

/**
 * Subscribes to catalogue changes made through the catalogue service; returns the unsubscribe.
 * Changes carry their database so several apps in one process (tests) never see each other's.
 */
export function onCatalogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCatalogChange(change: CatalogChange): void {
  for (const listener of listeners) listener(change);
}
