import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverFile = join(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'playboard-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', MODULES: 'account' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready');
}

describe('server process', () => {
  it('should finish a request in flight and exit 0 on SIGTERM, even when the signal arrives twice', async () => {
    const port = 4395;
    const server = startServer(port);
    await waitUntilReady(port);

    // Headers sent, body not yet: the server has the request and must see it through.
    const body = JSON.stringify({ email: 'nobody@example.com' });
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/account/v1/password-resets',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const status = new Promise<number | undefined>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end(body.slice(5));

    expect(await status).toBe(202);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);

  it('should list every bad variable and exit 1 without starting', async () => {
    const child = spawn(process.execPath, [serverFile], {
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LOG_LEVEL');
  });
});
