import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { businessRules, type BusinessRuleRow, type NewBusinessRuleRow } from '../../db/schema/index.ts';

const itemId = z.uuid();

type Value = Omit<NewBusinessRuleRow, 'siteId' | 'id'>;

/** The business rules of one site, in priority order. */
export function createBusinessRulesRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(businessRules.siteId, scope.siteId), eq(businessRules.id, id));
  return {
    async list(): Promise<BusinessRuleRow[]> {
      return db
        .select()
        .from(businessRules)
        .where(eq(businessRules.siteId, scope.siteId))
        .orderBy(asc(businessRules.priority), asc(businessRules.createdAt));
    },

    async insert(value: Value): Promise<BusinessRuleRow> {
      const [row] = await db
        .insert(businessRules)
        .values({ ...value, siteId: scope.siteId })
        .returning();
      return row!;
    },

    async update(id: string, value: Value): Promise<BusinessRuleRow | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(businessRules).set(value).where(own(id)).returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(businessRules).where(own(id)).returning({ id: businessRules.id });
      return rows.length > 0;
    },
  };
}
