import type { BusinessRule, BusinessRuleInput, BusinessRuleListQuery } from '@playboard/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { businessRules, type BusinessRuleRow } from '../../db/schema/index.ts';
import { listOrder, normalizedColumn, normalizedTerms, textMatch } from './list-query.ts';

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

const updated = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

function toBusinessRule(row: BusinessRuleRow): BusinessRule {
  return {
    id: row.id,
    language: row.language,
    field: row.field,
    type: row.type,
    values: row.values,
    matchingQueries: row.queries,
    updatedTime: updated(row),
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

    /**
     * One page of the rules the list query finds (language, field, type, a text in a matching
     * query or a value), and how many it finds.
     */
    async page(query: BusinessRuleListQuery): Promise<{ items: BusinessRule[]; total: number }> {
      const where = and(
        eq(businessRules.siteId, scope.siteId),
        query.language ? eq(businessRules.language, query.language) : undefined,
        query.field ? eq(businessRules.field, query.field) : undefined,
        query.type ? eq(businessRules.type, query.type) : undefined,
        query.q
          ? sql`(${textMatch(query.q, businessRules.queries)} or ${textMatch(query.q, businessRules.values)})`
          : undefined,
      );
      const rows = await db
        .select()
        .from(businessRules)
        .where(where)
        .orderBy(
          ...listOrder(query, {
            updated: businessRules.updatedAt,
            terms: businessRules.queries,
            id: businessRules.id,
          }),
        )
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db.select({ value: count() }).from(businessRules).where(where);
      return { items: rows.map(toBusinessRule), total: total?.value ?? 0 };
    },

    /**
     * The oldest other rule of the same language, field and type that applies to a search `value`
     * applies to: both to every search, or a matching query in common (compared as the domain
     * compares terms).
     */
    async clashing(value: BusinessRuleInput, except?: string): Promise<BusinessRule | undefined> {
      const [row] = await db
        .select()
        .from(businessRules)
        .where(
          and(
            eq(businessRules.siteId, scope.siteId),
            eq(businessRules.language, value.language),
            eq(businessRules.field, value.field),
            eq(businessRules.type, value.type),
            value.matchingQueries.length === 0
              ? sql`cardinality(${businessRules.queries}) = 0`
              : sql`${normalizedColumn(businessRules.queries)} && ${normalizedTerms(value.matchingQueries)}`,
            except && itemId.safeParse(except).success ? ne(businessRules.id, except) : undefined,
          ),
        )
        .orderBy(asc(businessRules.createdAt))
        .limit(1);
      return row && toBusinessRule(row);
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
