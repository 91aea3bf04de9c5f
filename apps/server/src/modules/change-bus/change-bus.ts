import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { CatalogChange, Changes, ConfigChange } from '../../plugins/changes.ts';
import { allSiteIds } from '../sites/index.ts';
import { decodeChange, encodeCatalogChange, encodeConfigChange } from './change-payload.ts';

/** The one PostgreSQL notification channel every app instance announces its changes on. */
export const changeChannel = 'playboard_changes';
/** How the listening connections show in `pg_stat_activity`. */
export const changeBusApplicationName = 'playboard-change-bus';

export interface ChangeBusOptions {
  db: Database;
  /** The app's change stream: what it announces is published, what others publish is emitted on it. */
  changes: Changes;
  /** Settings of the dedicated LISTEN connection; never a pooled one, which would go back to the pool. */
  connection: pg.ClientConfig;
  log: FastifyBaseLogger;
  /** Where a change that could not be announced, or a failed rebuild after a reconnect, goes besides the log. */
  reportError?: FastifyInstance['reportError'];
  /** Resolves once the changes of a site received so far are applied (the live indexes). */
  settled?: (siteId: string) => Promise<void>;
}

/** First wait before reconnecting a lost connection; each failed attempt doubles it, up to the longest. */
const reconnectMs = 100;
const maxReconnectMs = 10_000;

/**
 * Carries catalogue and configuration changes between the app instances sharing one PostgreSQL
 * database. Each change this instance makes is published with pg_notify once it is committed;
 * changes published by other instances are emitted on this instance's change stream, exactly as if
 * it had made them.
 */
export class ChangeBus {
  /** Tags what this instance publishes; random rather than the process id, so two apps in one process stay two. */
  readonly id = crypto.randomUUID();
  readonly #db: Database;
  readonly #changes: Changes;
  readonly #connection: pg.ClientConfig;
  readonly #log: FastifyBaseLogger;
  readonly #reportError: FastifyInstance['reportError'];
  readonly #settled: (siteId: string) => Promise<void>;
  /** Changes this bus emitted itself (from other instances, or a resync): never published again. */
  readonly #relayed = new WeakSet<CatalogChange | ConfigChange>();
  readonly #unsubscribe: (() => void)[] = [];
  #client: pg.Client | undefined;
  /** Set when a connection was lost or could not be made: changes may have gone by unheard. */
  #missedChanges = false;
  #failedAttempts = 0;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #closed = false;
  /** Publishes go out one after another, so other instances receive changes in the order they were made. */
  #publishing: Promise<void> = Promise.resolve();
  #resyncing: Promise<void> = Promise.resolve();

  constructor(options: ChangeBusOptions) {
    this.#db = options.db;
    this.#changes = options.changes;
    this.#connection = options.connection;
    this.#log = options.log;
    this.#reportError = options.reportError ?? (() => undefined);
    this.#settled = options.settled ?? (() => Promise.resolve());
  }

  /** Publishes this instance's changes from now on and listens for the others'. */
  async start(): Promise<void> {
    // Every emitter announces a change after its transaction has committed (the services emit
    // once `db.transaction` has resolved), so a published change is already visible to the
    // instances that read it.
    this.#unsubscribe.push(
      this.#changes.on('catalog', (change) => {
        if (!this.#relayed.has(change)) this.#publish(encodeCatalogChange(this.id, change));
      }),
      this.#changes.on('config', (change) => {
        if (!this.#relayed.has(change)) this.#publish([encodeConfigChange(this.id, change)]);
      }),
    );
    await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
    await this.#publishing;
    await this.#resyncing;
  }

  #publish(payloads: string[]): void {
    this.#publishing = this.#publishing.then(async () => {
      try {
        // One transaction: the parts of a split change reach the others together and in order.
        await this.#db.transaction(async (tx) => {
          for (const payload of payloads)
            await tx.execute(sql`select pg_notify(${changeChannel}, ${payload})`);
        });
      } catch (error) {
        this.#log.error({ err: error }, 'a change could not be announced to the other server processes');
        this.#reportError(error, { job: 'change-bus' });
      }
    });
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      ...this.#connection,
      application_name: changeBusApplicationName,
      // A connection that died without a word (a dropped network path) is noticed and replaced.
      keepAlive: true,
    });
    this.#client = client;
    client.on('notification', (message) => this.#receive(message));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, undefined));
    try {
      await client.connect();
      await client.query(`listen ${changeChannel}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;
    this.#failedAttempts = 0;
    if (this.#missedChanges) {
      this.#missedChanges = false;
      this.#log.info('change bus reconnected; rebuilding the live sites');
      this.#resyncing = this.#resyncing.then(() => this.#resync());
    }
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.#missedChanges = true;
    const delay = Math.min(reconnectMs * 2 ** this.#failedAttempts, maxReconnectMs);
    this.#failedAttempts += 1;
    this.#log.warn({ err: error, retryInMs: delay }, 'change bus connection lost; reconnecting');
    this.#reconnectTimer = setTimeout(() => void this.#connect(), delay);
  }

  #receive(message: pg.Notification): void {
    if (message.channel !== changeChannel || message.payload === undefined) return;
    const change = decodeChange(message.payload);
    if (!change) {
      this.#log.warn({ payload: message.payload.slice(0, 200) }, 'change bus: unknown notification ignored');
      return;
    }
    if (change.from === this.id) return;
    if (change.kind === 'config') {
      const { from: _from, kind: _kind, ...config } = change;
      this.#relayConfig(config);
    } else
      this.#relayCatalog({
        siteId: change.siteId,
        // The ids are re-read rather than trusted: announcements from different processes may
        // arrive in another order than their writes, so a product one removed may be back. The
        // index manager removes any upserted id that is no longer in the catalogue.
        upserted: [...change.upserted, ...change.removed],
        removed: [],
        ...(change.rebuild ? { rebuild: change.rebuild } : {}),
      });
  }

  #relayCatalog(change: CatalogChange): void {
    this.#relayed.add(change);
    this.#changes.emit('catalog', change);
  }

  #relayConfig(change: ConfigChange): void {
    this.#relayed.add(change);
    this.#changes.emit('config', change);
  }

  /**
   * Notifications sent while the connection was down are lost, and there is no cheap catalogue
   * version to compare, so every site reloads its configuration and rebuilds its indexes from the
   * database. Sites this process has not loaded ignore it (they read everything on first use);
   * live ones rebuild one at a time, so only one site's old and new indexes are held at once.
   */
  async #resync(): Promise<void> {
    try {
      for (const id of await allSiteIds(this.#db)) {
        if (this.#closed) return;
        this.#relayConfig({ siteId: id });
        this.#relayCatalog({ siteId: id, upserted: [], removed: [], rebuild: true });
        await this.#settled(id);
      }
    } catch (error) {
      this.#log.error({ err: error }, 'change bus: the live sites could not be rebuilt after a reconnect');
      this.#reportError(error, { job: 'change-bus' });
    }
  }
}
