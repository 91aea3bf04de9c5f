// Issue 12: tracking events the server acknowledged (204) are written even when the process is
// killed with SIGKILL before its buffer reached the database: the next start replays its journal.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { trackingEvents, trackingJournals } from '../../db/schema/index.ts';

const eventCount = 400;
const concurrency = 8;

describe('tracking server killed under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'playboard-tracking-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('should write every acknowledged event exactly once after a restart', async () => {
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, '../../testing/children/tracking-child.ts'), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the tracking process exited with ${code}`)));
    });
    const { port, instance } = JSON.parse(line) as { port: number; instance: string };

    let next = 0;
    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let id = next++; id < eventCount; id = next++) {
          const session = `kill-${id}`;
          const response = await fetch(
            `http://127.0.0.1:${port}/tagging/v1/track/${instance}/click?productId=p${id}&session=${session}`,
          );
          if (response.status === 204) acknowledged.push(session);
        }
      }),
    );
    // At once: the events of the last flush interval (250 ms) are still only in memory and the journal.
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(acknowledged).toHaveLength(eventCount);

    const config = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODULES: 'tracking' });
    const database = await openDatabase(config);
    await database.migrate();
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      await app.trackingBuffer.flush();
      const rows = await app.db
        .select({ session: trackingEvents.session })
        .from(trackingEvents)
        .where(like(trackingEvents.session, 'kill-%'));
      expect(rows).toHaveLength(eventCount);
      expect(new Set(rows.map((row) => row.session))).toEqual(new Set(acknowledged));
      expect(readdirSync(join(dataDir, 'tracking-journal'))).toEqual([]);
      expect(await app.db.select().from(trackingJournals)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
