import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { trackingEvents, trackingJournals, type NewTrackingEventRow } from '../../db/schema/index.ts';
import { EventJournal, type JournalEntry } from './event-journal.ts';

export interface EventBufferOptions {
  /** Flush when this many events wait; also the most rows per insert. */
  maxEvents?: number;
  /** Flush at least this often while events wait. */
  flushIntervalMs?: number;
  /** Events kept while the database refuses writes; the oldest are dropped beyond it. */
  maxPending?: number;
  /** Longest wait between two attempts while the database is unreachable. */
  maxRetryDelayMs?: number;
}

/** What the buffer has done since the process started. */
export interface EventBufferStats {
  pending: number;
  written: number;
  /** Events the database refused (a NUL byte, a site deleted meanwhile): logged and dropped. */
  refused: number;
  /** Events dropped because more than `maxPending` waited for an unreachable database. */
  overflowed: number;
}

// SQLSTATE classes of errors caused by the row itself: data exception (22: a NUL byte in text,
// bad Unicode in JSON), integrity constraint violation (23: the site was deleted meanwhile),
// program limit exceeded (54: a row too large). Anything else (no connection, shutting down,
// out of resources) says nothing about the rows, so they are kept and tried again.
const rowErrorClasses = new Set(['22', '23', '54']);

/**
 * The driver's own error under Drizzle's wrapper, whose message repeats the insert with every
 * value of the batch: logging that would put shoppers' queries in the logs, a whole batch at a time.
 */
function databaseError(error: unknown): { code: string | undefined; reason: string } {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return {
    code: typeof code === 'string' ? code : undefined,
    reason: cause instanceof Error ? cause.message : String(cause),
  };
}

function refusedRow(error: unknown): boolean {
  const { code } = databaseError(error);
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) && rowErrorClasses.has(code.slice(0, 2));
}

/**
 * Collects tracking events and writes them in multi-row inserts, so a storefront call never waits
 * for the database. Each event is appended to this process's journal before it is acknowledged,
 * and a start replays what a crashed process had not written (see docs/analytics.md).
 *
 * A batch the database refuses is split until the refused events are found: they are logged,
 * counted and dropped, and the others are written, so one bad event never holds back the rest.
 * When the database cannot be reached at all, every event is kept and tried again with a growing
 * delay.
 */
export class EventBuffer {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #journal: EventJournal;
  readonly #maxEvents: number;
  readonly #maxPending: number;
  readonly #flushIntervalMs: number;
  readonly #maxRetryDelayMs: number;
  readonly #timer: NodeJS.Timeout;
  #pending: JournalEntry[] = [];
  #flushing: Promise<void> | undefined;
  #retryDelayMs = 0;
  #retryAt = 0;
  #written = 0;
  #refused = 0;
  #overflowed = 0;

  /** A buffer journaling under `journalDir`, after taking in what crashed processes left there. */
  static async open(
    db: Database,
    log: FastifyBaseLogger,
    journalDir: string,
    options: EventBufferOptions = {},
  ): Promise<EventBuffer> {
    const buffer = new EventBuffer(db, log, new EventJournal(journalDir, log), options);
    await buffer.#replay();
    return buffer;
  }

  private constructor(
    db: Database,
    log: FastifyBaseLogger,
    journal: EventJournal,
    options: EventBufferOptions,
  ) {
    this.#db = db;
    this.#log = log;
    this.#journal = journal;
    this.#maxEvents = options.maxEvents ?? 500;
    this.#maxPending = options.maxPending ?? 100_000;
    this.#flushIntervalMs = options.flushIntervalMs ?? 250;
    this.#maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.#timer = setInterval(() => {
      this.#flushWhenDue();
      // While a write or a retry delay holds the journal's current file open, it is synced anyway.
      this.#journal.sync();
    }, this.#flushIntervalMs);
    this.#timer.unref();
  }

  get pending(): number {
    return this.#pending.length;
  }

  /** The events waiting to be written, in arrival order (after a start, those the journal gave back). */
  waiting(): NewTrackingEventRow[] {
    return this.#pending.map((entry) => entry.row);
  }

  get stats(): EventBufferStats {
    return {
      pending: this.#pending.length,
      written: this.#written,
      refused: this.#refused,
      overflowed: this.#overflowed,
    };
  }

  /** Journals the event (it survives a crash from here on), then queues it for the next write. */
  push(event: NewTrackingEventRow): void {
    // The tracking route stamps the arrival; an event without a time takes the push's, never the
    // database's, so an event written late or replayed keeps its time.
    this.#pending.push(this.#journal.append({ ...event, occurredAt: event.occurredAt ?? new Date() }));
    if (this.#pending.length > this.#maxPending) {
      const dropped = this.#pending.splice(0, this.#pending.length - this.#maxPending);
      this.#journal.resolve(dropped);
      this.#overflowed += dropped.length;
      this.#log.warn(
        { dropped: dropped.length, overflowed: this.#overflowed },
        'tracking buffer full, oldest events dropped',
      );
    }
    if (this.#pending.length >= this.#maxEvents) this.#flushWhenDue();
  }

  /** Writes every waiting event now, whatever the retry delay; concurrent calls share one write. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    this.#journal.rotate();
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    this.#pending = [];
    this.#flushing = this.#write(batch).finally(() => {
      this.#flushing = undefined;
    });
    await this.#flushing;
  }

  /** Writes what is left; what the database does not take stays in the journal for the next start. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
    this.#journal.close();
    await this.#forgetFinishedJournals();
    if (this.#pending.length > 0) {
      this.#log.warn(
        this.stats,
        'tracking buffer closed, unwritten events kept in the journal for the next start',
      );
    } else {
      this.#log.info(this.stats, 'tracking buffer closed');
    }
  }

  #flushWhenDue(): void {
    if (this.#flushing || Date.now() < this.#retryAt) return;
    void this.flush();
  }

  async #write(batch: JournalEntry[]): Promise<void> {
    const groups: JournalEntry[][] = [];
    try {
      // After a failed attempt the database may have committed without our hearing back.
      if (this.#retryDelayMs > 0) batch = await this.#withoutWritten(batch);
    } catch (error) {
      this.#keepForRetry([batch], error);
      return;
    }
    for (let start = 0; start < batch.length; start += this.#maxEvents) {
      groups.push(batch.slice(start, start + this.#maxEvents));
    }
    // Halves of a refused group are tried in order, so each journal is written in its own order
    // and its last written position says what a replay must skip.
    for (let group = groups.shift(); group; group = groups.shift()) {
      try {
        await this.#insert(group);
        this.#written += group.length;
        this.#journal.resolve(group);
      } catch (error) {
        if (!refusedRow(error)) {
          this.#keepForRetry([group, ...groups], error);
          return;
        }
        if (group.length > 1) {
          const half = Math.ceil(group.length / 2);
          groups.unshift(group.slice(0, half), group.slice(half));
          continue;
        }
        const [entry] = group as [JournalEntry];
        this.#refused += 1;
        this.#journal.resolve(group);
        this.#log.error(
          {
            ...databaseError(error),
            siteId: entry.row.siteId,
            event: entry.row.event,
            refused: this.#refused,
          },
          'tracking event refused by the database, dropped',
        );
      }
    }
    this.#retryDelayMs = 0;
    this.#retryAt = 0;
    await this.#forgetFinishedJournals();
  }

  /** Puts the events back in front, in order, and waits longer before each new attempt. */
  #keepForRetry(groups: JournalEntry[][], error: unknown): void {
    this.#pending = groups.flat().concat(this.#pending);
    this.#retryDelayMs = Math.min(
      this.#maxRetryDelayMs,
      Math.max(this.#flushIntervalMs, this.#retryDelayMs * 2),
    );
    this.#retryAt = Date.now() + this.#retryDelayMs;
    this.#log.error(
      { ...databaseError(error), events: this.#pending.length, retryInMs: this.#retryDelayMs },
      'tracking events not written, database unreachable: kept for the next attempt',
    );
  }

  /** The entries past their journal's written position; the others are resolved. */
  async #withoutWritten(entries: JournalEntry[]): Promise<JournalEntry[]> {
    const journals = [...new Set(entries.map((entry) => entry.journal))];
    if (journals.length === 0) return entries;
    const written = new Map<string, number>();
    const rows = await this.#db.select().from(trackingJournals).where(inArray(trackingJournals.id, journals));
    for (const row of rows) written.set(row.id, row.writtenSeq);
    const done = entries.filter((entry) => entry.seq <= (written.get(entry.journal) ?? 0));
    this.#journal.resolve(done);
    return entries.filter((entry) => entry.seq > (written.get(entry.journal) ?? 0));
  }

  /** Inserts the events and moves their journals' written positions in one transaction. */
  async #insert(group: JournalEntry[]): Promise<void> {
    const positions = new Map<string, number>();
    for (const entry of group) positions.set(entry.journal, entry.seq);
    await this.#db.transaction(async (tx) => {
      await tx.insert(trackingEvents).values(group.map((entry) => entry.row));
      await tx
        .insert(trackingJournals)
        .values([...positions].map(([id, writtenSeq]) => ({ id, writtenSeq })))
        .onConflictDoUpdate({
          target: trackingJournals.id,
          set: {
            writtenSeq: sql`greatest(${trackingJournals.writtenSeq}, excluded.written_seq)`,
            updatedAt: new Date(),
          },
        });
    });
  }

  /** Takes in the journals crashed processes left, minus what they had already written. */
  async #replay(): Promise<void> {
    const entries = this.#journal.adoptOrphans();
    this.#pending = await this.#withoutWritten(entries);
    if (entries.length > 0) {
      this.#log.info(
        { replayed: this.#pending.length, alreadyWritten: entries.length - this.#pending.length },
        'tracking events of a stopped process taken from its journal',
      );
    }
    await this.#forgetFinishedJournals();
  }

  async #forgetFinishedJournals(): Promise<void> {
    const finished = this.#journal.finished();
    if (finished.length === 0) return;
    try {
      await this.#db.delete(trackingJournals).where(inArray(trackingJournals.id, finished));
      for (const journal of finished) this.#journal.forget(journal);
    } catch (error) {
      this.#log.warn(databaseError(error), 'tracking journal positions not cleared, will retry');
    }
  }
}
