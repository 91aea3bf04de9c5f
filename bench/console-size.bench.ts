// The console's initial JavaScript for the shell route, gzip (issue 2 goal: <= 200 KB). Measured in
// Chromium as a user gets it: sign in as the demo user, land on the authenticated shell, and add
// up every JavaScript file the page loaded, each gzipped as a server would send it. Options:
// --port=4391. `npm run bench:console` builds the console first; this file measures the build there
// is (CONSOLE_DIR, or apps/console/dist). The last line printed is one JSON object. Smoke mode: it is
// already small (one sign-in); the end-to-end run (e2e/bench-smoke.spec.ts) runs it on a free port
// after `npm run test:e2e` has built the console.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path.ts';
import { machine, printMachine } from './machine.ts';
import { option } from './options.ts';

const root = join(import.meta.dirname, '..');
const port = option('port', 4391);
const baseUrl = `http://localhost:${port}`;
const goalBytes = 200 * 1024;
const demo = { email: 'demo@playboard.local', password: 'PlayboardDemo1' };

/** Up to 2 minutes, as the end-to-end run waits: a start on a busy machine takes well over one. */
async function waitForReady(): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready within 2 minutes');
}

const dataDir = mkdtempSync(join(tmpdir(), 'playboard-bench-console-'));
const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForReady();
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);

  // Only what the shell route itself needs counts, not the sign-in pages before it.
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !url.pathname.endsWith('.js')) return;
    scripts.set(url.pathname, gzipSync(await response.body()).length);
  });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.search.includes('code='));
  await page.waitForLoadState('networkidle');
  const landedOn = new URL(page.url()).pathname;
  await browser.close();

  const totalBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  for (const [path, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  }
  printMachine();
  console.log(`shell route ${landedOn}: ${scripts.size} scripts, ${(totalBytes / 1024).toFixed(1)} KB gzip`);
  console.log(`goal ${goalBytes / 1024} KB; ratio to goal ${(totalBytes / goalBytes).toFixed(2)}`);
  console.log(
    JSON.stringify({ machine, route: landedOn, scripts: scripts.size, gzipBytes: totalBytes, goalBytes }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
