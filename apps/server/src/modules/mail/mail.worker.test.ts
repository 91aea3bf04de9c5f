import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.ts';
import { accountTestApp } from '../../testing/account.ts';
import { createMailRepo } from './mail.repo.ts';
import { enqueueMail } from './mail.service.ts';
import type { MailTransport } from './mail.transport.ts';
import { createMailWorker, maxAttempts, retryDelayMs } from './mail.worker.ts';

const message = { to: 'ada@example.com', subject: 'Hello', text: 'Hello Ada', html: '<p>Hello Ada</p>' };

/** A transport that fails the first `failures` sends, then records what it delivered. */
function flakyTransport(failures: number) {
  const delivered: MailOutboxRow[] = [];
  let remaining = failures;
  const transport: MailTransport = {
    kind: 'smtp',
    async send(row) {
      if (remaining > 0) {
        remaining -= 1;
        throw new Error('connection refused');
      }
      delivered.push(row);
    },
    close: () => undefined,
  };
  return { transport, delivered };
}

describe('mail worker', async () => {
  const { app, clock } = await accountTestApp({ MODULES: 'account' });
  const workerWith = (transport: MailTransport) =>
    createMailWorker({ repo: createMailRepo(app.db), transport, clock, log: app.log, pollMs: 60_000 });
  const rowOf = async (id: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('should deliver a message queued before the worker ran, as after a crash', async () => {
    const queued = await enqueueMail(app.db, message, clock());
    const { transport, delivered } = flakyTransport(0);

    expect(await workerWith(transport).runOnce()).toBe(1);

    expect(delivered.map((row) => row.id)).toEqual([queued.id]);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('should retry a failed delivery after its back-off and not before', async () => {
    const queued = await enqueueMail(app.db, message, clock());
    const { transport, delivered } = flakyTransport(1);
    const worker = workerWith(transport);

    await worker.runOnce();
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connection refused',
    });

    clock.advance(retryDelayMs(1) - 1_000);
    await worker.runOnce();
    expect(delivered).toHaveLength(0);

    clock.advance(1_000);
    await worker.runOnce();
    expect(delivered.map((row) => row.id)).toEqual([queued.id]);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('should back off exponentially from 30 s up to 1 h', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it(`should give a message up after ${maxAttempts} failed attempts`, async () => {
    const queued = await enqueueMail(app.db, message, clock());
    const worker = workerWith(flakyTransport(Number.POSITIVE_INFINITY).transport);

    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      await worker.runOnce();
      clock.advance(retryDelayMs(attempt));
    }

    expect(await rowOf(queued.id)).toMatchObject({ status: 'failed', attempts: maxAttempts });
    expect(await worker.runOnce()).toBe(0);
  });

  it('should not deliver a message twice when two workers run at once', async () => {
    const queued = await enqueueMail(app.db, message, clock());
    const first = flakyTransport(0);
    const second = flakyTransport(0);

    await Promise.all([workerWith(first.transport).runOnce(), workerWith(second.transport).runOnce()]);

    expect([...first.delivered, ...second.delivered].filter((row) => row.id === queued.id)).toHaveLength(1);
  });

  it('should finish the batch in flight when stopped', async () => {
    await enqueueMail(app.db, message, clock());
    const { transport, delivered } = flakyTransport(0);
    const worker = workerWith(transport);

    const batch = worker.runOnce();
    await worker.stop();

    expect(await batch).toBe(1);
    expect(delivered).toHaveLength(1);
  });

  it('should report a batch that fails as a whole, and poll again', async () => {
    const repo = createMailRepo(app.db);
    const outage = new Error('database unreachable');
    const reportError = vi.fn();
    const worker = createMailWorker({
      repo: { ...repo, claimDue: () => Promise.reject(outage) },
      transport: flakyTransport(0).transport,
      clock,
      log: app.log,
      reportError,
      pollMs: 60_000,
    });

    worker.start();
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(outage, { job: 'mail-worker' }));
    await worker.stop();
  });
});
