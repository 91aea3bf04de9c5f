import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { trackingEvents, trackingJournals, type NewTrackingEventRow } from '../../db/schema/index.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import { EventBuffer } from './event-buffer.ts';

const log = pino({ level: 'silent' });
let database: DatabaseHandle;
let shopA: TestSite;
let shopB: TestSite;
const dirs: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  shopA = await createSite(database.db);
  shopB = await createSite(database.db);
});

afterAll(async () => {
  await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function journalDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playboard-tracking-journal-'));
  dirs.push(dir);
  return dir;
}

const event = (
  site: TestSite,
  session: string,
  extra: Partial<NewTrackingEventRow> = {},
): NewTrackingEventRow => ({
  siteId: site.siteId,
  event: 'click',
  session,
  productId: 'p1',
  ...extra,
});

async function sessions(prefix: string): Promise<string[]> {
  const rows = await database.db.select({ session: trackingEvents.session }).from(trackingEvents);
  return rows
    .map((row) => row.session ?? '')
    .filter((session) => session.startsWith(prefix))
    .sort();
}

/**
 * The test database behind a switch: while down, every transaction fails as a lost connection does
 * (no SQLSTATE); `commitThenFail` commits and then reports the same failure, as a connection
 * dropped before the answer of a COMMIT arrived.
 */
function switchable(db: Database) {
  const state = { down: false, commitThenFail: false, attempts: 0 };
  const lost = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          state.attempts += 1;
          if (state.down) throw lost();
          await target.transaction(...args);
          if (state.commitThenFail) throw lost();
        };
      }
      if (property === 'select' && state.down) {
        return () => {
          state.attempts += 1;
          throw lost();
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: wrapped, state };
}

describe('EventBuffer', () => {
  it('should write every other event when the database refuses some, and count those it drops', async () => {
    const dir = journalDir();
    const lines: string[] = [];
    const captured = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const buffer = await EventBuffer.open(database.db, captured, dir, { flushIntervalMs: 60_000 });
    for (let index = 0; index < 40; index += 1) {
      buffer.push(event(index % 2 ? shopA : shopB, `poison-${String(index).padStart(2, '0')}`));
      // PostgreSQL stores no NUL in text nor in JSON, and a deleted site fails its foreign key.
      if (index === 7) buffer.push(event(shopA, 'poison-nul', { query: 'a\u0000b' }));
      if (index === 21) buffer.push(event(shopB, 'poison-nul-param', { params: { q: 'a\u0000b' } }));
      if (index === 33) buffer.push(event({ ...shopA, siteId: crypto.randomUUID() }, 'poison-no-site'));
    }

    await buffer.flush();

    const written = await sessions('poison-');
    expect(written).toHaveLength(40);
    expect(written.every((session) => /^poison-\d\d$/.test(session))).toBe(true);
    expect(buffer.stats).toMatchObject({ pending: 0, written: 40, refused: 3 });
    expect(readdirSync(dir)).toEqual([]);
    const refusals = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'tracking event refused by the database, dropped');
    expect(refusals.map((line) => [line.code, line.refused])).toEqual([
      ['22021', 1],
      ['22P05', 2],
      ['23503', 3],
    ]);
    // The database's reason only: not the insert Drizzle's error repeats, with the shoppers' values.
    expect(lines.join('\n')).not.toContain('poison-');

    buffer.push(event(shopA, 'poison-after'));
    await buffer.flush();
    expect(await sessions('poison-after')).toEqual(['poison-after']);
    await buffer.close();
  });

  it('should keep every event while the database is unreachable and retry less and less often', async () => {
    const { db, state } = switchable(database.db);
    const buffer = await EventBuffer.open(db, log, journalDir(), {
      flushIntervalMs: 20,
      maxRetryDelayMs: 1000,
    });
    state.down = true;
    for (let index = 0; index < 30; index += 1) buffer.push(event(shopA, `down-${index}`));

    await new Promise((resolve) => setTimeout(resolve, 700));

    // 35 ticks of 20 ms; the delay doubles from 20 ms: attempts at ~20, 40, 80, 160, 320, 640 ms.
    expect(state.attempts).toBeGreaterThanOrEqual(3);
    expect(state.attempts).toBeLessThanOrEqual(7);
    expect(buffer.stats).toMatchObject({ pending: 30, written: 0, refused: 0 });
    expect(await sessions('down-')).toEqual([]);

    state.down = false;
    await expect.poll(() => sessions('down-'), { timeout: 3000, interval: 50 }).toHaveLength(30);
    expect(buffer.stats).toMatchObject({ pending: 0, written: 30, refused: 0 });
    await buffer.close();
  });

  it('should not write twice what the database committed before the connection was lost', async () => {
    const { db, state } = switchable(database.db);
    const buffer = await EventBuffer.open(db, log, journalDir(), { flushIntervalMs: 60_000 });
    for (let index = 0; index < 5; index += 1) buffer.push(event(shopA, `ambiguous-${index}`));
    state.commitThenFail = true;

    await buffer.flush();
    expect(buffer.pending).toBe(5);
    state.commitThenFail = false;
    await buffer.flush();

    expect(await sessions('ambiguous-')).toHaveLength(5);
    expect(buffer.pending).toBe(0);
    await buffer.close();
  });

  it('should replay at the next start what a stopped process had acknowledged and not written, once', async () => {
    const dir = journalDir();
    const { db, state } = switchable(database.db);
    const stopped = await EventBuffer.open(db, log, dir, { flushIntervalMs: 60_000 });
    for (let index = 0; index < 4; index += 1) stopped.push(event(shopB, `replay-${index}`));
    // The first 4 reach the database but the process never hears it; the next 2 never get there.
    state.commitThenFail = true;
    await stopped.flush();
    state.down = true;
    stopped.push(event(shopB, 'replay-4'));
    const occurredAt = new Date(Date.now() - 3_600_000);
    stopped.push(event(shopB, 'replay-5', { occurredAt }));
    await stopped.close();
    expect(readdirSync(dir).length).toBeGreaterThan(0);

    const next = await EventBuffer.open(database.db, log, dir, { flushIntervalMs: 60_000 });
    expect(next.pending).toBe(2);
    await next.flush();

    expect(await sessions('replay-')).toEqual([
      'replay-0',
      'replay-1',
      'replay-2',
      'replay-3',
      'replay-4',
      'replay-5',
    ]);
    const [late] = await database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.session, 'replay-5'));
    expect(late?.occurredAt).toEqual(occurredAt);
    expect(readdirSync(dir)).toEqual([]);
    expect(await database.db.select().from(trackingJournals)).toEqual([]);
    await next.close();
  });

  it('should leave the journal of a process still running alone', async () => {
    const dir = journalDir();
    const { db, state } = switchable(database.db);
    const running = await EventBuffer.open(db, log, dir, { flushIntervalMs: 60_000 });
    state.down = true;
    running.push(event(shopA, 'running-0'));

    const other = await EventBuffer.open(database.db, log, dir, { flushIntervalMs: 60_000 });
    expect(other.pending).toBe(0);

    await other.close();
    state.down = false;
    await running.close();
    expect(await sessions('running-')).toEqual(['running-0']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("should take another process's journal only once that process has ended", async () => {
    const dir = journalDir();
    const line = (session: string) =>
      `${JSON.stringify([1, { ...event(shopA, session), occurredAt: new Date() }])}\n`;
    // The test runner's parent runs; a process that has exited does not.
    const alive = `${process.ppid}.${'a'.repeat(32)}.1.ndjson`;
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, alive), line('process-alive'));
    writeFileSync(join(dir, `${ended}.${'b'.repeat(32)}.1.ndjson`), line('process-ended'));

    const buffer = await EventBuffer.open(database.db, log, dir, { flushIntervalMs: 60_000 });
    await buffer.close();

    expect(await sessions('process-')).toEqual(['process-ended']);
    expect(readdirSync(dir)).toEqual([alive]);
  });
});
