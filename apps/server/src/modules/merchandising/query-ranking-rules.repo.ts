import type { QueryRankingRule, QueryRankingRuleInput } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { queryRankingRules, type QueryRankingRuleRow } from '../../db/schema/index.ts';

const itemId = z.uuid();

function toQueryRankingRule(row: QueryRankingRuleRow): QueryRankingRule {
  return { ...row.rule, id: row.id };
}

/** The query ranking rules of one site, oldest first. */
export function createQueryRankingRulesRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(queryRankingRules.siteId, scope.siteId), eq(queryRankingRules.id, id));
  return {
    async list(): Promise<QueryRankingRule[]> {
      const rows = await db
        .select()
        .from(queryRankingRules)
        .where(eq(queryRankingRules.siteId, scope.siteId))
        .orderBy(asc(queryRankingRules.createdAt));
      return rows.map(toQueryRankingRule);
    },

    async find(id: string): Promise<QueryRankingRule | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(queryRankingRules).where(own(id));
      return row && toQueryRankingRule(row);
    },

    async insert(rule: QueryRankingRuleInput, id?: string): Promise<QueryRankingRule> {
      const [row] = await db.insert(queryRankingRules).values({ siteId: scope.siteId, id, rule }).returning();
      return toQueryRankingRule(row!);
    },

    async update(id: string, rule: QueryRankingRuleInput): Promise<QueryRankingRule | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(queryRankingRules).set({ rule }).where(own(id)).returning();
      return row && toQueryRankingRule(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(queryRankingRules).where(own(id)).returning({ id: queryRankingRules.id });
      return rows.length > 0;
    },
  };
}
