// Server start to /readyz on an existing PGlite data directory (issue 2 goal: <= 3 s). The first
// start creates and migrates the directory and is reported separately; the restarts are measured.
// Options: --restarts=5 --port=4390. The last line printed is one JSON object. Smoke mode (the
// test suite's bench/smoke.test.ts): --restarts=1 on a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, printMachine } from './machine.ts';
import { option } from './options.ts';

const root = join(import.meta.dirname, '..');
const port = option('port', 4390);
const restarts = option('restarts', 5, 1);
const goalMs = 3000;

async function startOnce(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'playboard-bench-start-'));
try {
  const firstMs = await startOnce(dataDir);
  const samples: number[] = [];
  for (let i = 0; i < restarts; i++) samples.push(await startOnce(dataDir));
  samples.sort((a, b) => a - b);
  const medianMs = samples[Math.floor(samples.length / 2)];
  printMachine();
  console.log(`first start (creates and migrates the data directory): ${firstMs.toFixed(0)} ms`);
  console.log(`restart to /readyz, ${restarts} runs: ${samples.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(
    `median ${medianMs.toFixed(0)} ms; goal ${goalMs} ms; ratio to goal ${(medianMs / goalMs).toFixed(2)}`,
  );
  console.log(
    JSON.stringify({
      machine,
      firstStartMs: Math.round(firstMs),
      restartMedianMs: Math.round(medianMs),
      goalMs,
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
