import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  organizations,
  subscriptions,
  type NewSubscriptionRow,
  type SubscriptionRow,
} from '../../db/schema/index.ts';

type SubscriptionPatch = Partial<Omit<NewSubscriptionRow, 'organizationId' | 'createdAt'>>;

/** The subscription of one organisation. */
export function createSubscriptionsRepo(db: Database, scope: { organizationId: string }) {
  const own = eq(subscriptions.organizationId, scope.organizationId);
  return {
    async find(): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(own);
      return row;
    },

    /** The row, locked until the transaction `db` ends: one change of a subscription at a time. */
    async findForUpdate(): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(own).for('update');
      return row;
    },

    async insert(values: Omit<NewSubscriptionRow, 'organizationId'>): Promise<void> {
      await db.insert(subscriptions).values({ ...values, organizationId: scope.organizationId });
    },

    async update(patch: SubscriptionPatch): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set(patch).where(own).returning();
      if (!row) throw new Error(`subscription of ${scope.organizationId} vanished inside its transaction`);
      return row;
    },

    /** BLOCKED sends every member to /locked (spec 1 §4); ACTIVE lets them back in. */
    async setOrganizationStatus(status: 'ACTIVE' | 'BLOCKED'): Promise<void> {
      await db.update(organizations).set({ status }).where(eq(organizations.id, scope.organizationId));
    },
  };
}

/** Organisations whose subscription matches, for the jobs. */
export async function subscriptionIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: subscriptions.organizationId }).from(subscriptions);
  return rows.map((row) => row.id);
}
