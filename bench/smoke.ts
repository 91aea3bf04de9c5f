// Every benchmark in a small smoke mode, so none can silently break (issue 32 item 20): each
// `bench:*` script of the root package.json runs its own command with sizes of seconds, not minutes,
// and must exit 0 with its figures' JSON object as the last line. bench/smoke.test.ts runs them in
// the unit tests; the two that measure a build (console, layer) run in e2e/bench-smoke.spec.ts,
// after `npm run test:e2e` has built the apps, since a unit run has no build of its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export interface Smoke {
  /** The root package.json script, e.g. `bench:search`. */
  readonly script: string;
  /** The small sizes, added to the script's own command. */
  readonly args: readonly string[];
  /** Whether the benchmark takes `--port=` (it starts a server): the smoke gives it a free one. */
  readonly port: boolean;
  /** Whether it measures a build of an app, which only the end-to-end run makes before it. */
  readonly measuresBuild: boolean;
}

const smoke = (script: string, args: string[], options: Partial<Smoke> = {}): Smoke => ({
  script,
  args,
  port: false,
  measuresBuild: false,
  ...options,
});

export const smokes: readonly Smoke[] = [
  smoke('bench:server-start', ['--restarts=1'], { port: true }),
  smoke('bench:search-http', ['--products=2000', '--duration=1', '--warm-up=0'], { port: true }),
  smoke('bench:search', ['--products=2000', '--rounds=1', '--warm-seconds=0']),
  smoke('bench:merchandising-latency', ['--products=1000', '--changes=1']),
  // Already small: 1,002 products and the judged queries.
  smoke('bench:relevance', []),
  smoke('bench:rule-simulator', ['--products=2000', '--queries=20', '--replays=1']),
  smoke('bench:sync', ['--products=500']),
  smoke('bench:analytics', ['--events=2000']),
  smoke('bench:console', [], { port: true, measuresBuild: true }),
  smoke('bench:layer', ['--queries=2'], { port: true, measuresBuild: true }),
];

/** The `bench:*` scripts of the root package.json, by name. */
export function benchScripts(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return Object.fromEntries(Object.entries(scripts).filter(([name]) => name.startsWith('bench:')));
}

/**
 * The node arguments of a script's benchmark: its command after any build step
 * (`npm run build -w apps/layer && node bench/layer.bench.ts` gives `bench/layer.bench.ts`).
 */
function nodeArguments(script: string): string[] {
  const command = benchScripts()[script];
  if (command === undefined) throw new Error(`package.json has no script ${script}`);
  const [program, ...rest] = command.split('&&').at(-1)!.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`${script}: expected a node command, found "${command}"`);
  return rest;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SmokeRun {
  /** The figures: the last line printed, parsed, when it is a JSON object. */
  readonly figures: Record<string, unknown> | undefined;
  /**
   * Why the run failed (it exited non-zero, was stopped at its time limit, or printed no figures
   * with the machine), with its command and the end of what it printed; undefined when it passed.
   */
  readonly failure: string | undefined;
}

/**
 * Runs one benchmark in smoke mode with this process's node (the pinned one). Past `timeoutMs` the
 * benchmark's whole process group is killed: a server it started must not outlive it.
 */
export async function runSmoke(entry: Smoke, timeoutMs: number): Promise<SmokeRun> {
  const args = [...nodeArguments(entry.script), ...entry.args];
  if (entry.port) args.push(`--port=${await freePort()}`);
  // The test runner's own variables would change what the benchmark's server does.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'DATABASE_URL',
    ),
  );
  const child = spawn(process.execPath, args, { cwd: root, env, detached: true });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid!, 'SIGKILL');
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  const lastLine = stdout.trimEnd().split('\n').at(-1) ?? '';
  let figures: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(lastLine);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      figures = parsed as Record<string, unknown>;
    }
  } catch {
    // not JSON: reported below as a missing last line
  }
  const why = timedOut
    ? `was stopped after ${timeoutMs / 1000} s`
    : code !== 0
      ? `exited with ${code}`
      : figures?.machine === undefined
        ? 'printed no figures (a JSON object with the machine) on its last line'
        : undefined;
  return {
    figures,
    failure: why && `node ${args.join(' ')} ${why}; it printed, last:\n${output.slice(-3000)}`,
  };
}
