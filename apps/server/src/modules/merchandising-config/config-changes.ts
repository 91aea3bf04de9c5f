import type { Database } from '../../db/client.ts';

/**
 * A site's configuration changed (its merchandising, or the site itself, e.g. enabled): the index
 * manager reloads the merchandising (not the catalogue), the storefront forgets what it cached.
 */
export interface ConfigChange {
  db: Database;
  siteId: string;
}

type Listener = (change: ConfigChange) => void;

const listeners = new Set<Listener>();

/** Subscribes to configuration writes made through the service; returns the unsubscribe. */
export function onConfigChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitConfigChange(change: ConfigChange): void {
  for (const listener of listeners) listener(change);
}
