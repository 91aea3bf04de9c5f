// Every benchmark that needs no build, run in its smoke mode (bench/smoke.ts): each must exit 0
// and print its figures as a JSON object on its last line, so a benchmark cannot silently break.
import { describe, expect, it } from 'vitest';
import { benchScripts, runSmoke, smokes } from './smoke.ts';

describe('benchmarks in smoke mode', () => {
  it('should give every bench:* script of package.json a smoke mode', () => {
    expect(smokes.map((entry) => entry.script).sort()).toEqual(Object.keys(benchScripts()).sort());
  });

  it.each(smokes.filter((entry) => !entry.measuresBuild).map((entry) => [entry.script, entry] as const))(
    'should run %s small and print its figures',
    async (_script, entry) => {
      const run = await runSmoke(entry, 240_000);
      // A failure reads the run's command and the end of its output.
      expect(run.failure).toBeUndefined();
    },
  );
});
