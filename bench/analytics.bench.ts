// Analytics at scale (issue 6 goal: dashboards <= 300 ms over 10 million events). Events of 30 days
// of simulated shoppers go through the tracking module's buffer and batch insert (the ingestion path
// of /tagging/v1/track, with the day set), the rollup worker sums them, then the console's
// dashboard calls (KPIs of the last 7 and 30 days, queries and products tables) are timed through
// the HTTP API, and the popular searches are built from the whole log (issue 34 goal: under 60 s). File-backed PGlite by default, PostgreSQL with DATABASE_URL.
// `--events=N` (or BENCH_ANALYTICS_EVENTS) sets the count. The last line is one JSON object.
// Smoke mode (the test suite's bench/smoke.test.ts): --events=2000.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DUPLICATE_WINDOW_MAX_SECONDS } from '@playboard/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  engines,
  organizationMembers,
  organizations,
  products,
  sites,
  users,
  type NewTrackingEventRow,
} from '../apps/server/src/db/schema/index.ts';
import { buildPopularSearches } from '../apps/server/src/modules/search/popular-searches.build.ts';
import { DuplicateWindow } from '../apps/server/src/modules/tracking/duplicate-window.ts';
import { accessTokenFor } from '../apps/server/src/testing/auth.ts';
import { machine, printMachine } from './machine.ts';
import { option } from './options.ts';

const eventCount = option('events', Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000), 1);
const goalMs = 300;
const buildGoalSeconds = 60;
const days = 30;
const queryCount = 5_000;
const productCount = 2_000;
const dashboardRounds = 20;

/** A deterministic generator, so two runs ingest the same events. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Index 0..size-1 with a long tail: a few queries and products get most of the traffic. */
function zipf(next: () => number, size: number): number {
  return Math.min(size - 1, Math.floor(size ** next()) - 1);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dataDir = mkdtempSync(join(tmpdir(), 'playboard-bench-analytics-'));
const config = parseEnv({
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  MODULES: 'main,tracking,analytics',
  // The bench runs the rollup itself, once every event is written.
  ANALYTICS_ROLLUP_INTERVAL_MS: String(24 * 3_600_000),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase(config);
try {
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  const db = database.db;

  const [organization] = await db.insert(organizations).values({ name: 'Bench Analytics' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${crypto.randomUUID()}@example.com`,
      passwordHash: 'unused',
      name: 'Bench',
      legalAcceptedAt: new Date(),
    })
    .returning();
  await db.insert(organizationMembers).values({ organizationId: organization!.id, userId: user!.id });
  const [site] = await db
    .insert(sites)
    .values({
      organizationId: organization!.id,
      name: 'Bench shop',
      url: 'https://bench.example.com',
      platform: 'CUSTOM',
      instance: `bench-analytics-${crypto.randomUUID().slice(0, 8)}`,
      securityKey: crypto.randomUUID(),
      enabled: true,
    })
    .returning();
  const [english] = await db
    .insert(engines)
    .values([
      { siteId: site!.id, language: 'en', isDefault: true },
      { siteId: site!.id, language: 'es' },
    ])
    .returning();
  for (let start = 0; start < productCount; start += 500) {
    await db.insert(products).values(
      Array.from({ length: Math.min(500, productCount - start) }, (_, index) => ({
        siteId: site!.id,
        id: `p${start + index}`,
        name: { en: `Product ${start + index}`, es: `Producto ${start + index}` },
        price: 10 + ((start + index) % 90),
        url: `https://bench.example.com/p${start + index}`,
      })),
    );
  }
  const headers = { authorization: `Bearer ${await accessTokenFor(app, user!.id)}` };

  // Shopper sessions: a visit, searches (one in ten without results), clicks, carts, checkouts,
  // result pages and related prompts, in the proportions a shop sees.
  const next = random(42);
  const today = new Date();
  const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const buffer = app.trackingBuffer;
  // What the route asks of every event before the buffer (issue 38: every event counted once),
  // timed on its own against the whole ingestion; it sees each event as arriving now, as there,
  // remembering the longest window an instance may set and dropping repeats within the default 5 s.
  const duplicates = await DuplicateWindow.open(db, DUPLICATE_WINDOW_MAX_SECONDS * 1000, []);
  let admitMs = 0;
  const started = performance.now();
  let written = 0;
  const push = async (row: NewTrackingEventRow) => {
    const admitStarted = performance.now();
    duplicates.admit({ ...row, occurredAt: undefined }, 5_000);
    admitMs += performance.now() - admitStarted;
    buffer.push(row);
    written += 1;
    // Waits for the database like a loaded server would, instead of letting the buffer drop events.
    if (buffer.pending >= 5_000) await buffer.flush();
    // Lets the event loop run, as a server does between requests: the journal closes each file it
    // rotated in the callback of its sync, and without a turn of the loop none ever ran (EMFILE
    // after ~20,000 files, near the end of 10 million events).
    if (written % 5_000 === 0) await new Promise((resolve) => setImmediate(resolve));
  };
  while (written < eventCount) {
    const occurredAt = new Date(dayStart - Math.floor(next() * days) * 86_400_000 + next() * 86_400_000);
    const language = next() < 0.8 ? 'en' : 'es';
    const session = `s${written}`;
    const base = { siteId: site!.id, language, session, occurredAt };
    await push({ ...base, event: 'session' });
    for (let search = 0; search < 1 + Math.floor(next() * 3) && written < eventCount; search += 1) {
      const queryIndex = zipf(next, queryCount);
      const query = `query ${queryIndex}`;
      const noResults = queryIndex % 10 === 9;
      await push({ ...base, event: 'query', query, totalHits: noResults ? 0 : 1 + (queryIndex % 200) });
      if (noResults || written >= eventCount) continue;
      if (next() < 0.1) await push({ ...base, event: 'query', query, page: 2, totalHits: 40 });
      if (next() < 0.05) {
        await push({
          ...base,
          event: 'toolingDisplay',
          query,
          params: { prompt: `prompt ${queryIndex % 50}` },
        });
      }
      if (next() < 0.4) {
        const productId = `p${zipf(next, productCount)}`;
        await push({ ...base, event: 'click', query, productId, position: 1 + Math.floor(next() * 24) });
        if (next() < 0.3) await push({ ...base, event: 'add2cart', query, productId });
        if (next() < 0.1) await push({ ...base, event: 'checkout', productId });
      }
    }
  }
  await buffer.flush();
  const ingestSeconds = (performance.now() - started) / 1000;
  printMachine();
  console.log(`ingested ${written} events in ${ingestSeconds.toFixed(1)} s`);
  const dedupShare = admitMs / 1000 / ingestSeconds;
  console.log(
    `duplicate check ${(admitMs / 1000).toFixed(2)} s, ${(dedupShare * 100).toFixed(1)}% of ingestion ` +
      `(goal <= 10%); ${duplicates.dropped} repeats within 5 s of a session`,
  );

  const rollupStarted = performance.now();
  const rolled = await app.analyticsRollup.runNow();
  const rollupSeconds = (performance.now() - rollupStarted) / 1000;
  console.log(`rolled up ${rolled} events in ${rollupSeconds.toFixed(1)} s`);

  const day = (back: number) => new Date(dayStart - back * 86_400_000).toISOString().slice(0, 10);
  // The console's ranges: today and the 6 (or 29) days before it.
  const last7 = `from=${day(6)}&to=${day(0)}`;
  const last30 = `from=${day(29)}&to=${day(0)}`;
  const base = `/analytics/v1/engines/${english!.id}`;
  const calls = [
    `${base}/kpis?${last7}`,
    `${base}/kpis?${last30}`,
    `${base}/queries?${last30}&results=with`,
    `${base}/queries?${last30}&results=without`,
    `${base}/products?${last30}`,
  ];
  const timings: number[] = [];
  for (let round = 0; round < dashboardRounds; round += 1) {
    for (const url of calls) {
      const callStarted = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - callStarted;
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      if (round > 0) timings.push(elapsed);
    }
  }
  timings.sort((a, b) => a - b);
  const dashboardP50Ms = Math.round(percentile(timings, 50));
  const dashboardP95Ms = Math.round(percentile(timings, 95));
  console.log(
    `dashboard calls (${timings.length}, after a warm-up round): p50 ${dashboardP50Ms} ms, ` +
      `p95 ${dashboardP95Ms} ms (goal <= ${goalMs} ms); rollup ${rollupSeconds.toFixed(1)} s`,
  );
  const buildStarted = performance.now();
  const build = await buildPopularSearches(db, site!.id, 'en', 'manual');
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  console.log(
    `popular searches built from ${build.searchesRead} English searches of ${written} events in ` +
      `${buildSeconds.toFixed(1)} s (goal <= ${buildGoalSeconds} s, ${(buildSeconds / buildGoalSeconds).toFixed(2)}x of it): ` +
      `${build.kept} kept, dropped ${JSON.stringify(build.dropped)}`,
  );
  await app.close();
  console.log(
    JSON.stringify({
      machine,
      events: written,
      ingestPerSecond: Math.round(written / ingestSeconds),
      dedupShare: Number(dedupShare.toFixed(3)),
      dashboardP50Ms,
      dashboardP95Ms,
      popularSearchesBuildSeconds: Number(buildSeconds.toFixed(1)),
    }),
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
