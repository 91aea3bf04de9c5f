/// <reference lib="dom" />
// The search layer's budgets (issue 6): the gzip size of /layer.js, what a shop loads first
// (goal <= 60 KB), and typing-to-results latency on the demo shop (goal <= 300 ms): in Chromium,
// against the real server and its demo shop, a shopper types a query in the layer opened from the
// shop's search box; the time runs from the last keystroke to the results of that query on screen.
// Options: --queries=40 (how many of the queries below are timed, after 3 warm-up queries) and
// --port=4451 (or BENCH_LAYER_PORT). `npm run bench:layer` builds the layer first; this file measures
// the build there is (LAYER_DIR, or apps/layer/dist). The last line printed is one JSON object.
// Smoke mode: --queries=2 on a free port, by the end-to-end run (e2e/bench-smoke.spec.ts) after
// `npm run test:e2e` has built the layer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path.ts';
import { machine, printMachine } from './machine.ts';
import { option } from './options.ts';

const root = join(import.meta.dirname, '..');
const port = option('port', Number(process.env.BENCH_LAYER_PORT ?? 4451));
const baseUrl = `http://localhost:${port}`;
const goals = { layerGzipBytes: 60 * 1024, typingToResultsMs: 300 };
/** Typed with a shopper's pace between keys; distinct queries, so no answer comes from the cache. */
const KEY_DELAY_MS = 60;
const WARM_UP = ['shirt', 'jeans', 'lamp'];
const QUERIES = [
  'linen shirt',
  'cotton dress',
  'leather boots',
  'wool jumper',
  'denim jacket',
  'running shoes',
  'silk scarf',
  'desk lamp',
  'ceramic mug',
  'oak table',
  'steel bottle',
  'yoga mat',
  'backpack',
  'sneakers',
  'hoodie',
  'chinos',
  'sandals',
  'blazer',
  'cardigan',
  'skirt',
  'shorts',
  'socks',
  'beanie',
  'gloves',
  'coat',
  'trainers',
  'polo',
  'vest',
  'leggings',
  'pyjamas',
  'kettle',
  'cushion',
  'blanket',
  'towel',
  'candle',
  'vase',
  'headphones',
  'charger',
  'keyboard',
  'monitor',
];

const timedQueries = option('queries', QUERIES.length, 1);

async function waitFor(check: () => Promise<boolean>, what: string, attempts = 1200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`bench:layer: ${what} did not happen`);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Opens the layer from the shop's box, types `query`, and answers the ms from the last key to its results. */
async function typingToResults(page: Page, query: string): Promise<number> {
  await page.locator('#search').click();
  await page.getByRole('combobox', { name: 'Search products' }).waitFor();
  const measured = page.evaluate(
    (expected) =>
      new Promise<number>((resolve, reject) => {
        const shadow = document.getElementById('playboard-layer')!.shadowRoot!;
        let lastKey = 0;
        const onKey = () => {
          lastKey = performance.now();
        };
        document.addEventListener('keydown', onKey, true);
        const done = () => {
          const status = shadow.querySelector('[role="status"]')?.textContent ?? '';
          const rendered = status.endsWith(`for “${expected}”`) && status !== '' && lastKey > 0;
          if (!rendered) return false;
          observer.disconnect();
          document.removeEventListener('keydown', onKey, true);
          resolve(performance.now() - lastKey);
          return true;
        };
        const observer = new MutationObserver(done);
        observer.observe(shadow, { subtree: true, childList: true, characterData: true });
        setTimeout(() => reject(new Error(`no results for ${expected} within 10 s`)), 10_000);
      }),
    query,
  );
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  const elapsed = await measured;
  // The first Escape may only close the suggestions list; the second closes the layer.
  const dialog = page.getByRole('dialog', { name: 'Search' });
  while (await dialog.isVisible()) await page.keyboard.press('Escape');
  return elapsed;
}

const dataDir = mkdtempSync(join(tmpdir(), 'playboard-bench-layer-'));
const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitFor(async () => (await fetch(`${baseUrl}/readyz`)).ok, 'server start');
  let instance = '';
  await waitFor(async () => {
    const shop = await (await fetch(`${baseUrl}/demo-shop/`)).text();
    instance = /data-instance="([^"]+)"/.exec(shop)?.[1] ?? '';
    if (!instance) return false;
    const search = await fetch(`${baseUrl}/search/v1/query/${instance}/search?query=shirt&lang=en&rows=1`);
    return search.ok && ((await search.json()) as { catalog: { numFound: number } }).catalog.numFound > 0;
  }, 'the demo shop synchronisation');

  const loader = Buffer.from(await (await fetch(`${baseUrl}/layer.js`)).arrayBuffer());
  const layerGzipBytes = gzipSync(loader).length;

  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${baseUrl}/demo-shop/`);
  await page.waitForFunction(() => (window as { playboard?: unknown }).playboard !== undefined);
  for (const query of WARM_UP) await typingToResults(page, query);
  const samples: number[] = [];
  for (const query of QUERIES.slice(0, timedQueries)) samples.push(await typingToResults(page, query));
  await browser.close();

  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = Math.round(percentile(sorted, 50));
  const p95 = Math.round(percentile(sorted, 95));
  printMachine();
  console.log(`/layer.js: ${loader.length} bytes, ${(layerGzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(
    `  goal ${goals.layerGzipBytes / 1024} KB; ratio to goal ${(layerGzipBytes / goals.layerGzipBytes).toFixed(3)}`,
  );
  console.log(
    `typing to results (${samples.length} queries, ${KEY_DELAY_MS} ms between keys): p50 ${p50} ms, p95 ${p95} ms, max ${Math.round(sorted.at(-1)!)} ms`,
  );
  console.log(
    `  goal ${goals.typingToResultsMs} ms; p95 ratio to goal ${(p95 / goals.typingToResultsMs).toFixed(2)}`,
  );
  console.log(
    JSON.stringify({ machine, layerGzipBytes, typingToResultsP50Ms: p50, typingToResultsP95Ms: p95 }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
