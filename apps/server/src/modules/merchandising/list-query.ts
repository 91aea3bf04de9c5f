// What the merchandising API's lists (synonyms, redirections, banners) share: the SQL of the
// domain's list query (text found in a term or a URL, order, page) and the lock that makes a
// create's duplicate check and its insert one step.
import { normalizeTerm, type MerchandisingListQuery } from '@playboard/domain';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** `%text%` for ILIKE, the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A list query's `q` in any of the terms, or in one of the text columns (a URL, a title). */
export function textMatch(q: string, terms: AnyColumn, columns: readonly AnyColumn[] = []): SQL {
  const pattern = containing(q);
  return sql.join(
    [
      sql`exists (select 1 from unnest(${terms}) as term where term ilike ${pattern})`,
      ...columns.map((column) => sql`${column} ilike ${pattern}`),
    ],
    sql` or `,
  );
}

/** The order of a list: last change, or the first term, then the id so pages never overlap. */
export function listOrder(
  query: Pick<MerchandisingListQuery, 'sort' | 'order'>,
  columns: { updated: AnyColumn; terms: AnyColumn; id: AnyColumn },
): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const key = query.sort === 'terms' ? sql`lower(${columns.terms}[1])` : sql`${columns.updated}`;
  return [direction(key), asc(columns.id)];
}

/** A text[] literal of `terms` normalised as the domain compares terms. */
export function normalizedTerms(terms: readonly string[]): SQL {
  return sql`array[${sql.join(
    terms.map((term) => sql`${normalizeTerm(term)}`),
    sql`, `,
  )}]::text[]`;
}

/** The terms of a text[] column normalised in SQL as {@link normalizeTerm} does in the domain. */
export function normalizedColumn(terms: AnyColumn): SQL {
  return sql`array(select lower(regexp_replace(btrim(term), '\\s+', ' ', 'g')) from unnest(${terms}) as term)`;
}

/** Whether a text[] column holds the same set of terms as `terms`, compared as the domain does. */
export function sameTermSet(column: AnyColumn, terms: readonly string[]): SQL {
  const stored = normalizedColumn(column);
  const given = normalizedTerms([...new Set(terms.map(normalizeTerm))]);
  return sql`(${stored} @> ${given} and ${stored} <@ ${given})`;
}

/**
 * Serialises the creates of one list of a site until the transaction ends, so two identical
 * requests arriving together (a double submit) cannot both pass the duplicate check.
 */
export async function lockList(tx: Database, list: string, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${list}:${siteId}`}, 0))`);
}
