// The app's one change stream: every committed change of a site's configuration or catalogue is
// announced on `app.changes`, in memory within the process (the change bus relays it to the other
// processes sharing the database). Who listens is registered in app.ts.
import type { ConfigRevisionKind } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

/**
 * A site's configuration changed: one resource of it (named by its revision kind), or all of it
 * (a resync after the stream had a gap, a revert of a whole configuration).
 */
export interface ConfigChange {
  siteId: string;
  /** The resource written; without it, anything of the site may have changed. */
  resource?: ConfigRevisionKind;
  /** The entities written, when known and few enough to name. */
  ids?: string[];
  /** The revision the write recorded, when it recorded one. */
  revision?: string;
}

/** What changed in one site's catalogue; the index manager applies it to the live index. */
export interface CatalogChange {
  siteId: string;
  upserted: string[];
  removed: string[];
  /** Too much changed to name (a full sync, a change too large to announce): rebuild the site. */
  rebuild?: true;
}

interface ChangeEvents {
  config: ConfigChange;
  catalog: CatalogChange;
}

type Listener<E> = (change: E) => void;

/** Typed listeners of one app's changes; listeners run in the order they subscribed. */
export class Changes {
  readonly #listeners: { [K in keyof ChangeEvents]: Set<Listener<ChangeEvents[K]>> } = {
    config: new Set(),
    catalog: new Set(),
  };

  /** Subscribes to one kind of change; returns the unsubscribe. */
  on<K extends keyof ChangeEvents>(type: K, listener: Listener<ChangeEvents[K]>): () => void {
    const listeners = this.#listeners[type] as Set<Listener<ChangeEvents[K]>>;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Announces a committed change to this app's listeners. */
  emit<K extends keyof ChangeEvents>(type: K, change: ChangeEvents[K]): void {
    for (const listener of this.#listeners[type] as Set<Listener<ChangeEvents[K]>>) listener(change);
  }
}

/**
 * What a write that announces its change needs: the database and the app's change stream. The app
 * itself is one; a write announces its change only once its transaction committed.
 */
export interface Store {
  db: Database;
  changes: Changes;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

export default fp(
  async function changes(app: FastifyInstance) {
    app.decorate('changes', new Changes());
  },
  { name: 'changes' },
);
