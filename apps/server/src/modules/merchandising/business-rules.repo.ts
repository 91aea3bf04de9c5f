import type { BusinessRule, BusinessRuleInput } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { businessRules } from '../../db/schema/index.ts';
import { toBusinessRule } from '../merchandising-config/index.ts';

const itemId = z.uuid();

function columns(value: BusinessRuleInput) {
  return {
    language: value.language,
    field: value.field,
    type: value.type,
    values: value.values,
    queries: value.matchingQueries,
  };
}

/** The business rules (older version) of one site. */
export function createBusinessRulesRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(businessRules.siteId, scope.siteId), eq(businessRules.id, id));
  return {
    async list(): Promise<BusinessRule[]> {
      const rows = await db
        .select()
        .from(businessRules)
        .where(eq(businessRules.siteId, scope.siteId))
        .orderBy(asc(businessRules.createdAt));
      return rows.map(toBusinessRule);
    },

    async find(id: string): Promise<BusinessRule | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(businessRules).where(own(id));
      return row && toBusinessRule(row);
    },

    async insert(value: BusinessRuleInput, id?: string): Promise<BusinessRule> {
      const [row] = await db
        .insert(businessRules)
        .values({ ...columns(value), siteId: scope.siteId, id })
        .returning();
      return toBusinessRule(row!);
    },

    async update(id: string, value: BusinessRuleInput): Promise<BusinessRule | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(businessRules).set(columns(value)).where(own(id)).returning();
      return row && toBusinessRule(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(businessRules).where(own(id)).returning({ id: businessRules.id });
      return rows.length > 0;
    },
  };
}
