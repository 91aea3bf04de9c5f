import type { MerchandisingListQuery, SynonymGroup, SynonymGroupInput } from '@playboard/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { synonyms, type SynonymRow } from '../../db/schema/index.ts';
import { listOrder, normalizedTerms, sameTermSet, textMatch } from './list-query.ts';

const itemId = z.uuid();

const updated = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

function toSynonymGroup(row: SynonymRow): SynonymGroup {
  return { id: row.id, language: row.language, terms: row.terms, oneWay: row.oneWay, updated: updated(row) };
}

/** The synonym groups of one site. */
export function createSynonymsRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(synonyms.siteId, scope.siteId), eq(synonyms.id, id));
  return {
    /** Every group, in the order they were made: what search reads. */
    async list(): Promise<SynonymGroup[]> {
      const rows = await db
        .select()
        .from(synonyms)
        .where(eq(synonyms.siteId, scope.siteId))
        .orderBy(asc(synonyms.createdAt));
      return rows.map(toSynonymGroup);
    },

    /** The groups in one language, in the order they were made. */
    async inLanguage(language: SynonymGroup['language']): Promise<SynonymGroup[]> {
      const rows = await db
        .select()
        .from(synonyms)
        .where(and(eq(synonyms.siteId, scope.siteId), eq(synonyms.language, language)))
        .orderBy(asc(synonyms.createdAt), asc(synonyms.id));
      return rows.map(toSynonymGroup);
    },

    /** One page of the groups the list query finds, and how many it finds. */
    async page(query: MerchandisingListQuery): Promise<{ items: SynonymGroup[]; total: number }> {
      const where = and(
        eq(synonyms.siteId, scope.siteId),
        query.language ? eq(synonyms.language, query.language) : undefined,
        query.q ? textMatch(query.q, synonyms.terms) : undefined,
      );
      const rows = await db
        .select()
        .from(synonyms)
        .where(where)
        .orderBy(...listOrder(query, { updated: synonyms.updatedAt, terms: synonyms.terms, id: synonyms.id }))
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db.select({ value: count() }).from(synonyms).where(where);
      return { items: rows.map(toSynonymGroup), total: total?.value ?? 0 };
    },

    /**
     * A group equal to `value`, other than `except`: same language and direction, the same terms
     * compared as the domain does (case and spacing aside); a one-way group also from the same term.
     */
    async findEqual(value: SynonymGroupInput, except?: string): Promise<SynonymGroup | undefined> {
      const [first] = value.terms;
      const [row] = await db
        .select()
        .from(synonyms)
        .where(
          and(
            eq(synonyms.siteId, scope.siteId),
            eq(synonyms.language, value.language),
            eq(synonyms.oneWay, value.oneWay),
            // Terms of a group are distinct (the domain refuses repeats): equal sets have equal sizes.
            sql`cardinality(${synonyms.terms}) = ${value.terms.length}`,
            sameTermSet(synonyms.terms, value.terms),
            value.oneWay && first !== undefined
              ? sql`lower(regexp_replace(btrim(${synonyms.terms}[1]), '\\s+', ' ', 'g')) = (${normalizedTerms([first])})[1]`
              : undefined,
            except && itemId.safeParse(except).success ? ne(synonyms.id, except) : undefined,
          ),
        )
        .limit(1);
      return row && toSynonymGroup(row);
    },

    async find(id: string): Promise<SynonymGroup | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(synonyms).where(own(id));
      return row && toSynonymGroup(row);
    },

    async insert(value: SynonymGroupInput, id?: string): Promise<SynonymGroup> {
      const [row] = await db
        .insert(synonyms)
        .values({
          siteId: scope.siteId,
          id,
          language: value.language,
          terms: value.terms,
          oneWay: value.oneWay,
        })
        .returning();
      return toSynonymGroup(row!);
    },

    /** Many groups in a few statements (an import's), in chunks PostgreSQL's parameter limit allows. */
    async insertMany(values: readonly SynonymGroupInput[]): Promise<SynonymGroup[]> {
      const created: SynonymGroup[] = [];
      for (let start = 0; start < values.length; start += 1000) {
        const rows = await db
          .insert(synonyms)
          .values(
            values.slice(start, start + 1000).map((value) => ({
              siteId: scope.siteId,
              language: value.language,
              terms: value.terms,
              oneWay: value.oneWay,
            })),
          )
          .returning();
        created.push(...rows.map(toSynonymGroup));
      }
      return created;
    },

    async update(id: string, value: SynonymGroupInput): Promise<SynonymGroup | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db
        .update(synonyms)
        .set({ language: value.language, terms: value.terms, oneWay: value.oneWay })
        .where(own(id))
        .returning();
      return row && toSynonymGroup(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(synonyms).where(own(id)).returning({ id: synonyms.id });
      return rows.length > 0;
    },
  };
}
