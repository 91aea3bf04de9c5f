// Every event counted once (issue 38): the same event arriving twice within the window (a retried
// beacon, a search submitted twice) is stored once; anything else is a new event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { DuplicateWindow } from './duplicate-window.ts';

let database: DatabaseHandle;
let shop: TestSite;

beforeAll(async () => {
  database = await freshDatabase();
  shop = await createSite(database.db);
});

afterAll(() => database.close());

const start = new Date('2026-12-02T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const query = (session: string | null, occurredAt: Date, extra: Partial<NewTrackingEventRow> = {}) => ({
  siteId: shop.siteId,
  event: 'query',
  session,
  query: 'jeans',
  language: 'en',
  totalHits: 12,
  params: { refined: 'false', lang: 'en' },
  occurredAt,
  ...extra,
});

describe('DuplicateWindow', () => {
  const horizon = 60_000;

  it('should admit the same event of a session once within the window and again after it', async () => {
    const window = await DuplicateWindow.open(database.db, horizon, [], start);
    expect(window.admit(query('s1', at(0)), 5000)).toBe(true);
    expect(window.admit(query('s1', at(1200)), 5000)).toBe(false);
    // The same parameters in another order are the same event.
    const reordered = query('s1', at(2000), { params: { lang: 'en', refined: 'false' } });
    expect(window.admit(reordered, 5000)).toBe(false);
    expect(window.admit(query('s1', at(5000)), 5000)).toBe(true);
    expect(window.dropped).toBe(2);
  });

  it('should take anything that differs as a new event: another session, page, product or query', async () => {
    const window = await DuplicateWindow.open(database.db, horizon, [], start);
    expect(
      [
        query('s1', at(0)),
        query('s2', at(10)),
        query('s1', at(20), { page: 2 }),
        query('s1', at(30), { query: 'jean' }),
        query('s1', at(40), { event: 'click', productId: 'p1', position: 1 }),
        query('s1', at(50), { event: 'click', productId: 'p2', position: 2 }),
      ].map((row) => window.admit(row, 5000)),
    ).toEqual([true, true, true, true, true, true]);
  });

  it('should never drop an event without a session, which cannot be told from another shopper', async () => {
    const window = await DuplicateWindow.open(database.db, horizon, [], start);
    expect([0, 1, 2].map((ms) => window.admit(query(null, at(ms)), 5000))).toEqual([true, true, true]);
  });

  it("should follow each call's window: 0 stores every copy, a longer one drops later copies", async () => {
    const window = await DuplicateWindow.open(database.db, horizon, [], start);
    expect([0, 1].map((ms) => window.admit(query('s0', at(ms)), 0))).toEqual([true, true]);
    expect(window.admit(query('s30', at(0)), 30_000)).toBe(true);
    expect(window.admit(query('s30', at(20_000)), 30_000)).toBe(false);
    expect(window.admit(query('s30', at(20_000)), 5000)).toBe(true);
  });

  it('should remember after a restart what was stored and what the journal gives back', async () => {
    await database.db
      .insert(trackingEvents)
      .values([query('restart-stored', at(-1000)), query('restart-old', at(-90_000))]);
    const journal = [query('restart-journal', at(-500))];
    const window = await DuplicateWindow.open(database.db, horizon, journal, start);
    expect(
      [
        query('restart-stored', at(100)),
        query('restart-journal', at(100)),
        query('restart-old', at(100)),
      ].map((row) => window.admit(row, 5000)),
    ).toEqual([false, false, true]);
  });
});
