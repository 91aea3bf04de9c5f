// Runs a shop module's PHP harness (apps/server/connector-modules/testing/<platform>/router.php)
// under PHP's built-in server: the real module code with only its platform stubbed.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DownloadablePlatform } from '../../modules/connectors/module-downloads.ts';

export const CONNECTOR_MODULES = fileURLToPath(new URL('../../../connector-modules/', import.meta.url));

export interface PhpHarness {
  /** The shop URL a merchant types. */
  shopUrl: string;
  /** The token the module generated on install, as its settings page shows it. */
  token: string;
  /** A harness call (`/__harness/{name}`): install, enabled, delete, footer. */
  act(name: string, query?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

const STARTED = /Development Server \(http:\/\/([\d.]+:\d+)\) started/;

export async function startPhpHarness(platform: DownloadablePlatform): Promise<PhpHarness> {
  const stateDir = await mkdtemp(join(tmpdir(), `playboard-${platform.toLowerCase()}-`));
  const child = spawn('php', ['-S', '127.0.0.1:0', 'router.php'], {
    cwd: join(CONNECTOR_MODULES, 'testing', platform.toLowerCase()),
    env: { ...process.env, PLAYBOARD_HARNESS_STATE: join(stateDir, 'state.json') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`php -S exited with ${code}: ${output}`)));
    // Read to the end, not only to the start line: the server logs every connection on stderr and
    // would block on a full pipe.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (output.length > 10_000) return;
      output += chunk;
      const match = STARTED.exec(output);
      if (match) resolve(match[1]!);
    });
  });
  const shopUrl = `http://${address}`;
  const act = (name: string, query: Record<string, string> = {}) =>
    fetch(`${shopUrl}/__harness/${name}?${new URLSearchParams(query)}`, { method: 'POST' });
  const { token } = (await (await act('install')).json()) as { token: string };
  return {
    shopUrl,
    token,
    act,
    async close() {
      child.kill();
      await exited;
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}
