// Delivers the outbox. Messages are rows first, so a crash after the insert still sends them when
// any worker next runs; failures retry with exponential back-off before the message is given up.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MailRepo } from './mail.repo.ts';
import type { MailTransport } from './mail.transport.ts';

export const maxAttempts = 8;
const batchSize = 20;

/** 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export interface MailWorker {
  /** Delivers every message due now; resolves when the batch is done. */
  runOnce(): Promise<number>;
  /** Runs soon instead of waiting for the next poll (a message was just queued in this process). */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

export function createMailWorker(options: {
  repo: MailRepo;
  transport: MailTransport;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Where a failed batch (the outbox unreadable, not one message refused) goes besides the log. */
  reportError?: FastifyInstance['reportError'];
  pollMs: number;
}): MailWorker {
  const { repo, transport, clock, log, pollMs, reportError = () => undefined } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliverBatch(): Promise<number> {
    const messages = await repo.claimDue(clock(), batchSize);
    for (const message of messages) {
      try {
        await transport.send(message);
        await repo.markSent(message.id, clock());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts < maxAttempts
            ? new Date(clock().getTime() + retryDelayMs(message.attempts))
            : null;
        log.warn({ mailId: message.id, attempts: message.attempts, err: error }, 'mail delivery failed');
        await repo.markFailedAttempt(message.id, reason, retryAt);
      }
    }
    return messages.length;
  }

  function runOnce(): Promise<number> {
    running ??= deliverBatch().finally(() => {
      running = undefined;
    });
    return running;
  }

  // A wake-up during a batch, or a full batch, means more mail may be due: go again at once.
  let more = false;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      more = false;
      runOnce()
        .then((count) => {
          if (count === batchSize) more = true;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'mail worker failed');
          reportError(error, { job: 'mail-worker' });
        })
        .finally(() => schedule(more ? 0 : pollMs));
    }, delay);
  }

  return {
    runOnce,
    wake() {
      if (running) more = true;
      else schedule(0);
    },
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
