import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';

/** Most stored events a start reads back to refill the window. */
const RESTART_ROWS = 50_000;
const RESTART_PAGE = 1_000;

/** What makes two events the same event: everything the storefront sent but the moment it arrived. */
function fingerprint(row: NewTrackingEventRow): string {
  const params = Object.entries(row.params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    row.siteId,
    row.event,
    row.session,
    row.query ?? null,
    row.language ?? null,
    row.productId ?? null,
    row.origin ?? null,
    row.location ?? null,
    row.position ?? null,
    row.page ?? null,
    row.totalHits ?? null,
    params,
  ]);
}

/**
 * The same event arriving again within its instance's window (a retried beacon, a query URL
 * submitted twice) is stored once, so 20 searches read 20 (issue 38). Only events with a session:
 * without one, a retry cannot be told from another shopper doing the same. The window counts from
 * the last copy stored; a copy after it is a new event.
 *
 * Events are remembered for the longest window any instance may set (the horizon), whatever the
 * instance's own, so a window changed in the configuration service applies to the next event. A
 * restart forgets nothing: the window starts from the events of the horizon already written, and
 * from those the journal replays.
 */
export class DuplicateWindow {
  readonly #horizonMs: number;
  /** Fingerprint to the arrival (ms) of its last stored copy. */
  readonly #seen = new Map<string, number>();
  /**
   * The stored arrivals in order, so the expired ones are found at the front (a Map deleted from
   * at its front keeps the holes until it rehashes, and walking them costs each event more).
   */
  #arrivals: { key: string; at: number }[] = [];
  #oldest = 0;
  #dropped = 0;

  private constructor(horizonMs: number) {
    this.#horizonMs = horizonMs;
  }

  /** A window remembering `horizonMs`, started from what was stored last. */
  static async open(
    db: Database,
    horizonMs: number,
    waiting: readonly NewTrackingEventRow[],
    now = new Date(),
  ): Promise<DuplicateWindow> {
    const window = new DuplicateWindow(horizonMs);
    // Back from the newest row by id (the primary key, so no scan of the table), a page at a time,
    // until a row is older than the horizon: at most RESTART_ROWS.
    const since = now.getTime() - horizonMs;
    const stored: NewTrackingEventRow[] = [];
    let before: number | undefined;
    while (stored.length < RESTART_ROWS) {
      const page = await db
        .select()
        .from(trackingEvents)
        .where(before === undefined ? undefined : lt(trackingEvents.id, before))
        .orderBy(desc(trackingEvents.id))
        .limit(RESTART_PAGE);
      const recent = page.filter((row) => row.occurredAt.getTime() > since);
      stored.push(...recent);
      if (recent.length < page.length || page.length < RESTART_PAGE) break;
      before = page.at(-1)?.id;
    }
    stored.reverse();
    for (const row of [...stored, ...waiting]) window.admit(row, horizonMs);
    window.#dropped = 0;
    return window;
  }

  /** Duplicates left out since the start. */
  get dropped(): number {
    return this.#dropped;
  }

  /**
   * Whether the event is to be stored: false when the same event was stored less than `windowMs`
   * ago (at most the horizon; 0 stores every copy).
   */
  admit(row: NewTrackingEventRow, windowMs: number): boolean {
    if (!row.session) return true;
    const at = (row.occurredAt ?? new Date()).getTime();
    this.#forgetBefore(at - this.#horizonMs);
    const key = fingerprint(row);
    const last = this.#seen.get(key);
    if (last !== undefined && at - last < Math.min(windowMs, this.#horizonMs)) {
      this.#dropped += 1;
      return false;
    }
    this.#seen.set(key, at);
    this.#arrivals.push({ key, at });
    return true;
  }

  #forgetBefore(limit: number): void {
    while (this.#oldest < this.#arrivals.length && this.#arrivals[this.#oldest]!.at <= limit) {
      const { key, at } = this.#arrivals[this.#oldest]!;
      // A later copy stored since keeps the fingerprint.
      if (this.#seen.get(key) === at) this.#seen.delete(key);
      this.#oldest += 1;
    }
    if (this.#oldest > 1024 && this.#oldest * 2 > this.#arrivals.length) {
      this.#arrivals = this.#arrivals.slice(this.#oldest);
      this.#oldest = 0;
    }
  }
}
