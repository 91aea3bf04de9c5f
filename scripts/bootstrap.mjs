// Runs on whatever Node the machine has: installs dependencies on a fresh clone (which also
// brings the pinned Node 24 from npm), then hands over to the real npm script, whose PATH puts
// that Node first. Termination signals are passed on, so `npm start` stops the server gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const script = process.argv[2];

// `npm install` rather than `npm ci`: it keeps the lockfile's versions but resolves native
// bindings (unrs-resolver, esbuild, ...) for the machine at hand, whereas `npm ci` insists that the
// lockfile list every platform's optional binding, which a lockfile made on a registry mirror that
// serves only Linux packages cannot.
if (!existsSync(join(root, 'node_modules', '.bin', 'node'))) {
  console.log('First run: installing dependencies (this brings Node 24 too)…');
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const child = spawn(npm, ['run', script, '--', ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
