import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens, type AccountTokenRow } from '../../db/schema/index.ts';

export type TokenPurpose = 'confirmation' | 'password-reset' | 'email-change';

/** Link tokens of one purpose; only their SHA-256 is stored. */
export function createAccountTokensRepo(db: Database, purpose: TokenPurpose) {
  return {
    /** `email` is the new address an `email-change` link confirms. */
    async insert(
      userId: string,
      tokenHash: string,
      expiresAt: Date,
      now: Date,
      email?: string,
    ): Promise<AccountTokenRow> {
      const [row] = await db
        .insert(accountTokens)
        .values({ userId, purpose, tokenHash, expiresAt, email, createdAt: now, updatedAt: now })
        .returning();
      return row as AccountTokenRow;
    },

    async findByHash(tokenHash: string): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
      return row;
    },

    /** The user's newest token that can still be used at `now`. */
    async newestUsable(userId: string, now: Date): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row;
    },

    /** Marks every unused token of the user used: one link working means the others must not. */
    async useAllOf(userId: string, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },
  };
}
