// Runs on whatever Node the machine has: installs dependencies on a fresh clone (which also
// brings the pinned Node 24 from npm), then hands over to the real npm script, whose PATH puts
// that Node first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const script = process.argv[2];

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(root, 'node_modules', '.bin', 'node'))) {
  console.log('First run: installing dependencies (this brings Node 24 too)…');
  run(['ci', '--no-audit', '--no-fund']);
}
run(['run', script, '--', ...process.argv.slice(3)]);
