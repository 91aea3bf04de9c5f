import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium-path.ts';
import { journeyOperators } from './operators.ts';

// One real server (console, APIs, identity, mailbox) on a fresh data directory per run; workers
// inherit the environment, so they all see the same directory and port.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'playboard-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const root = join(import.meta.dirname, '..');

function server(serverPort: number, dataDir: string, env: Record<string, string> = {}) {
  const url = `http://localhost:${serverPort}`;
  return {
    command: 'node apps/server/src/server.ts',
    cwd: root,
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The billing journeys end trials on organisations of their own with the test clock (docs/billing.md);
    // the journeys sign up more than the ten accounts per 15 minutes one address may by default.
    env: {
      PORT: String(serverPort),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PLAY_BILLING_TEST_CLOCK: 'true',
      ACCOUNT_RATE_LIMIT: '100',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  projects: [
    { name: 'demo sign-in', testMatch: 'demo-sign-in.setup.ts' },
    { name: 'journeys', testMatch: '**/*.spec.ts', dependencies: ['demo sign-in'] },
  ],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: await chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The users and roles journey signs up an operator (PLATFORM_OPERATORS: users and roles
    // administration), a fresh one on its retry; so do the platform journeys (operators.ts).
    server(port, process.env.E2E_DATA_DIR, {
      PLATFORM_OPERATORS: [
        'operator@playboard.local',
        'operator-1@playboard.local',
        ...journeyOperators,
      ].join(','),
    }),
    // Confirmation links expire after 2 s here, for the expired-link journey (shortLinks.baseURL).
    server(port + 1, join(process.env.E2E_DATA_DIR, 'short-links'), { CONFIRMATION_LINK_TTL_SECONDS: '2' }),
  ],
});
