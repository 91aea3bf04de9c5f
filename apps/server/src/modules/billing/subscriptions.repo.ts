import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions, type NewSubscriptionRow, type SubscriptionRow } from '../../db/schema/index.ts';

/** The subscription of one organisation. */
export function createSubscriptionsRepo(db: Database, scope: { organizationId: string }) {
  return {
    async find(): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, scope.organizationId));
      return row;
    },

    async insert(values: Omit<NewSubscriptionRow, 'organizationId'>): Promise<void> {
      await db.insert(subscriptions).values({ ...values, organizationId: scope.organizationId });
    },
  };
}
