// 100,000 products from the demo shop to searchable (issue 5 goal: <= 60 s): the real sync (module
// connector over HTTP, validation, upserts with per-page checkpoints into a file-backed PGlite) and
// the index rebuild of both languages. The shop runs in a child process, as a real shop would be
// another machine. The last line is one JSON object with the figures. BENCH_SYNC_PRODUCTS (or
// --products=N) sets the catalogue's size. Smoke mode (the test suite's bench/smoke.test.ts):
// --products=500.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startDemoShop, DEFAULT_TOKEN } from '@playboard/demo-shop';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { engines, organizations, sites, syncs } from '../apps/server/src/db/schema/index.ts';
import { startSync } from '../apps/server/src/modules/sync/index.ts';
import { machine, printMachine } from './machine.ts';
import { option } from './options.ts';

const productCount = option('products', Number(process.env.BENCH_SYNC_PRODUCTS ?? 100_000), 1);
const goalSeconds = 60;

if (process.argv[2] === '--shop') {
  const shop = await startDemoShop({ products: productCount });
  console.log(shop.url);
  process.on('SIGTERM', () => void shop.close().then(() => process.exit(0)));
} else {
  await bench();
}

async function startShopChild(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [import.meta.filename, '--shop', `--products=${productCount}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`demo shop exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function bench() {
  const shop = await startShopChild();
  const dataDir = mkdtempSync(join(tmpdir(), 'playboard-bench-sync-'));
  // The shop is a child process on this machine: allowed by name, as an operator allows a shop on
  // their own network (docs/configuration.md, CONNECTOR_ALLOWED_HOSTS); everything else stays public-only.
  const config = parseEnv({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MODULES: 'main,realtime,search,sync',
    CONNECTOR_ALLOWED_HOSTS: new URL(shop.url).host,
  });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const app = await buildApp({ config, database });
    await app.ready();
    const [organization] = await database.db.insert(organizations).values({ name: 'Bench' }).returning();
    const [site] = await database.db
      .insert(sites)
      .values({
        organizationId: organization!.id,
        name: 'Demo Shop',
        url: shop.url,
        platform: 'PRESTASHOP',
        instance: 'bench-sync',
        securityKey: DEFAULT_TOKEN,
      })
      .returning();
    await database.db.insert(engines).values([
      { siteId: site!.id, language: 'en', isDefault: true },
      { siteId: site!.id, language: 'es', isDefault: false },
    ]);

    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    const queued = await startSync(app, site!, 'setup');
    let pulledMs = 0;
    for (;;) {
      const [row] = await database.db.select().from(syncs).where(eq(syncs.id, queued.id));
      if (row!.pulledAt && !pulledMs) pulledMs = performance.now() - started;
      if (row!.status === 'failed') throw new Error(`sync failed: ${row!.failureCode} ${row!.failureReason}`);
      if (row!.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

    const english = await app.searchIndexes.engine(site!.id, 'en');
    const spanish = await app.searchIndexes.engine(site!.id, 'es');
    if (english.index.size !== productCount || spanish.index.size !== productCount) {
      throw new Error(`indexed ${english.index.size}/${spanish.index.size} of ${productCount} products`);
    }
    await app.close();

    const productsPerSecond = Math.round(productCount / seconds);
    printMachine();
    console.log(`products: ${productCount} (page size ${config.syncPageSize}, languages en, es)`);
    console.log(`pull, validate and write: ${(pulledMs / 1000).toFixed(1)} s`);
    console.log(`remove, rebuild both indexes, finish: ${(seconds - pulledMs / 1000).toFixed(1)} s`);
    console.log(`total to searchable: ${seconds.toFixed(1)} s (${productsPerSecond} products/s)`);
    console.log(`goal ${goalSeconds} s; ratio to goal ${(seconds / goalSeconds).toFixed(2)}`);
    console.log(`peak RSS of the server process: ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
    console.log(
      JSON.stringify({
        machine,
        products: productCount,
        seconds: Number(seconds.toFixed(2)),
        productsPerSecond,
        peakRssBytes: peakRss,
      }),
    );
  } finally {
    shop.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
