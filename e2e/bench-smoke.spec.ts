// The benchmarks that measure a build (the console's initial JavaScript, the search layer's size and
// typing-to-results), in their smoke mode (bench/smoke.ts): here rather than in the unit tests
// because `npm run test:e2e` builds the apps first. Each must exit 0 and print its figures.
import { expect, test } from '@playwright/test';
import { runSmoke, smokes } from '../bench/smoke.ts';

for (const entry of smokes.filter((smoke) => smoke.measuresBuild)) {
  test(`${entry.script} runs small and prints its figures`, async () => {
    test.setTimeout(200_000);
    const run = await runSmoke(entry, 180_000);
    // A failure reads the run's command and the end of its output.
    expect(run.failure).toBeUndefined();
  });
}
