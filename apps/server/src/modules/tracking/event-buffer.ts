import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';

export interface EventBufferOptions {
  /** Flush when this many events wait. */
  maxEvents?: number;
  /** Flush at least this often while events wait. */
  flushIntervalMs?: number;
  /** Events kept while the database refuses writes; the oldest are dropped beyond it. */
  maxPending?: number;
}

/**
 * Collects tracking events in memory and writes them in multi-row inserts, so a storefront call
 * never waits for the database. A failed write keeps the events for the next flush; `close`
 * writes whatever is left.
 */
export class EventBuffer {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #maxEvents: number;
  readonly #maxPending: number;
  readonly #timer: NodeJS.Timeout;
  #pending: NewTrackingEventRow[] = [];
  #flushing: Promise<void> | undefined;

  constructor(db: Database, log: FastifyBaseLogger, options: EventBufferOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#maxEvents = options.maxEvents ?? 500;
    this.#maxPending = options.maxPending ?? 100_000;
    this.#timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 250);
    this.#timer.unref();
  }

  get pending(): number {
    return this.#pending.length;
  }

  push(event: NewTrackingEventRow): void {
    this.#pending.push(event);
    if (this.#pending.length > this.#maxPending) {
      const dropped = this.#pending.length - this.#maxPending;
      this.#pending.splice(0, dropped);
      this.#log.warn({ dropped }, 'tracking buffer full, oldest events dropped');
    }
    if (this.#pending.length >= this.#maxEvents) void this.flush();
  }

  /** Writes every waiting event; concurrent calls share one write. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    this.#pending = [];
    this.#flushing = this.#write(batch).finally(() => {
      this.#flushing = undefined;
    });
    await this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #write(batch: NewTrackingEventRow[]): Promise<void> {
    let written = 0;
    try {
      while (written < batch.length) {
        const slice = batch.slice(written, written + this.#maxEvents);
        await this.#db.insert(trackingEvents).values(slice);
        written += slice.length;
      }
    } catch (error) {
      const left = batch.slice(written);
      this.#log.error({ err: error, events: left.length }, 'tracking events not written, will retry');
      this.#pending = left.concat(this.#pending);
    }
  }
}
