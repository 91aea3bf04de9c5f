import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow, type NewMailOutboxRow } from '../../db/schema/index.ts';

/** How long a worker holds a claimed message before another worker may retry it. */
const claimMs = 60_000;

export function createMailRepo(db: Database) {
  return {
    async insert(message: Pick<NewMailOutboxRow, 'recipient' | 'subject' | 'text' | 'html'>, now: Date) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, nextAttemptAt: now, createdAt: now, updatedAt: now })
        .returning();
      return row as MailOutboxRow;
    },

    /** Claims due messages so that two workers (or two replicas) never send the same one twice. */
    async claimDue(now: Date, limit: number): Promise<MailOutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.status, 'pending'),
              lte(mailOutbox.nextAttemptAt, now),
              or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
            ),
          )
          .orderBy(mailOutbox.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({ lockedUntil: new Date(now.getTime() + claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async markSent(id: string, now: Date) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailedAttempt(id: string, error: string, retryAt: Date | null) {
      await db
        .update(mailOutbox)
        .set(
          retryAt
            ? { lastError: error, nextAttemptAt: retryAt, lockedUntil: null }
            : { status: 'failed', lastError: error, lockedUntil: null },
        )
        .where(eq(mailOutbox.id, id));
    },

    async list(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },

    async findById(id: string) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}

export type MailRepo = ReturnType<typeof createMailRepo>;
