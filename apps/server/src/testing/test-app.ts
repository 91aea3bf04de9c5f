import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { parseEnv, type Config } from '../config/env.ts';
import { freshDatabase } from './test-database.ts';

/**
 * The production app on a fresh migrated database, closed after the file's tests. Pass `clock`
 * to control the time services see (link expiry) without waiting.
 */
export async function testApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<{ app: App; config: Config }> {
  // Search threads are tested on their own (replicas/): an app per test file would start a pair each.
  // Files the app keeps (the tracking journal) go to a directory of its own, not the checkout's.
  const dataDir = mkdtempSync(join(tmpdir(), 'playboard-test-'));
  const config = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEARCH_THREADS: '0',
    ...env,
  });
  const database = await freshDatabase();
  const app = await buildApp({ config, database, clock: options.clock });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config };
}
