// Issue 20: the invoice job killed mid-run (kill -9 of the server) and started again issues each
// paid period's invoice once and charges it once, with numbers that have no gap.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { billingLedger, invoices, subscriptions } from '../../db/schema/index.ts';
import { periodEnd } from './invoices.service.ts';

const organizationCount = 30;

describe('invoice job killed mid-run', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'playboard-billing-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('should issue and charge every period once after a restart, numbered without gaps', async () => {
    const child = spawn(
      process.execPath,
      [
        join(import.meta.dirname, '../../testing/children/billing-child.ts'),
        dataDir,
        String(organizationCount),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const lines = createInterface({ input: child.stdout });
    let setup: { organizations: string[]; periodEnd: string } | undefined;
    await new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        const message = JSON.parse(line) as {
          organizations?: string[];
          periodEnd?: string;
          invoices?: number;
        };
        if (message.organizations)
          setup = { organizations: message.organizations, periodEnd: message.periodEnd! };
        // Kill it once a good part of the invoices are out, with many still to come.
        if ((message.invoices ?? 0) >= 40) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`the billing process exited with ${code} before the kill`)),
      );
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    if (!setup) throw new Error('the billing process never said which organisations it made');

    const config = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODULES: 'billing,realtime' });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database });
    try {
      await database.migrate();
      await app.ready();
      const killedWith = await app.db.select().from(invoices);
      expect(killedWith.length).toBeGreaterThanOrEqual(40);
      expect(killedWith.length).toBeLessThan(organizationCount * 7);

      await app.billingJobs.runNow();
      await app.billingJobs.runNow();

      // Each organisation renews every month from its period's end up to now, each period once.
      const now = app.clock();
      let expected = 0;
      for (let start = new Date(setup.periodEnd); start <= now; start = periodEnd(start, 'MONTHLY'))
        expected += 1;
      const issued = await app.db
        .select()
        .from(invoices)
        .where(inArray(invoices.organizationId, setup.organizations));
      expect(issued).toHaveLength(organizationCount * expected);
      for (const organizationId of setup.organizations) {
        const own = issued.filter((invoice) => invoice.organizationId === organizationId);
        expect(new Set(own.map((invoice) => invoice.periodStart.getTime())).size).toBe(expected);
      }
      expect(issued.every((invoice) => invoice.status === 'PAID')).toBe(true);
      const charges = await app.db
        .select()
        .from(billingLedger)
        .where(inArray(billingLedger.organizationId, setup.organizations));
      expect(charges).toHaveLength(issued.length);
      expect(new Set(charges.map((charge) => charge.invoiceId)).size).toBe(issued.length);
      for (const year of new Set(issued.map((invoice) => invoice.number.split('-')[1]))) {
        const sequence = issued
          .filter((invoice) => invoice.number.split('-')[1] === year)
          .map((invoice) => Number(invoice.number.split('-')[2]))
          .sort((a, b) => a - b);
        expect(sequence).toEqual(sequence.map((_, index) => index + 1));
      }
      const rows = await app.db
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.organizationId, setup.organizations));
      expect(rows.every((row) => row.status === 'ACTIVE' && row.currentPeriodEnd! > now)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
