import type { MerchandisingListQuery, Redirection, RedirectionInput } from '@playboard/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { redirections, type NewRedirectionRow, type RedirectionRow } from '../../db/schema/index.ts';
import { listOrder, normalizedColumn, normalizedTerms, textMatch } from './list-query.ts';

const itemId = z.uuid();

function columns(value: RedirectionInput): Omit<NewRedirectionRow, 'siteId'> {
  const moment = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
  return {
    language: value.language,
    queries: value.matchingQueries,
    url: value.targetUrl,
    enabled: value.enabled,
    startsAt: moment(value.schedule?.activationDate),
    endsAt: moment(value.schedule?.deactivationDate),
  };
}

const updated = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

function toRedirection(row: RedirectionRow): Redirection {
  return {
    id: row.id,
    language: row.language,
    matchingQueries: row.queries,
    targetUrl: row.url,
    enabled: row.enabled,
    ...(row.startsAt || row.endsAt
      ? {
          schedule: {
            activationDate: row.startsAt?.toISOString() ?? null,
            deactivationDate: row.endsAt?.toISOString() ?? null,
          },
        }
      : {}),
    updatedTime: updated(row),
  };
}

/** The redirections of one site. */
export function createRedirectionsRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(redirections.siteId, scope.siteId), eq(redirections.id, id));
  return {
    /** Every redirection, in the order they were made: what search reads. */
    async list(): Promise<Redirection[]> {
      const rows = await db
        .select()
        .from(redirections)
        .where(eq(redirections.siteId, scope.siteId))
        .orderBy(asc(redirections.createdAt));
      return rows.map(toRedirection);
    },

    /** One page of the redirections the list query finds (terms or target URL), and how many it finds. */
    async page(query: MerchandisingListQuery): Promise<{ items: Redirection[]; total: number }> {
      const where = and(
        eq(redirections.siteId, scope.siteId),
        query.language ? eq(redirections.language, query.language) : undefined,
        query.q ? textMatch(query.q, redirections.queries, [redirections.url]) : undefined,
      );
      const rows = await db
        .select()
        .from(redirections)
        .where(where)
        .orderBy(
          ...listOrder(query, {
            updated: redirections.updatedAt,
            terms: redirections.queries,
            id: redirections.id,
          }),
        )
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db.select({ value: count() }).from(redirections).where(where);
      return { items: rows.map(toRedirection), total: total?.value ?? 0 };
    },

    /**
     * Another redirection of the site in `language` with one of `terms` (compared as the domain
     * compares terms): its id and matching queries.
     */
    async sharingTerms(
      language: Redirection['language'],
      terms: readonly string[],
      except?: string,
    ): Promise<{ id: string; queries: string[] } | undefined> {
      const [row] = await db
        .select({ id: redirections.id, queries: redirections.queries })
        .from(redirections)
        .where(
          and(
            eq(redirections.siteId, scope.siteId),
            eq(redirections.language, language),
            sql`${normalizedColumn(redirections.queries)} && ${normalizedTerms(terms)}`,
            except && itemId.safeParse(except).success ? ne(redirections.id, except) : undefined,
          ),
        )
        .orderBy(asc(redirections.createdAt))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<Redirection | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(redirections).where(own(id));
      return row && toRedirection(row);
    },

    async insert(value: RedirectionInput, id?: string): Promise<Redirection> {
      const [row] = await db
        .insert(redirections)
        .values({ ...columns(value), siteId: scope.siteId, id })
        .returning();
      return toRedirection(row!);
    },

    async update(id: string, value: RedirectionInput): Promise<Redirection | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(redirections).set(columns(value)).where(own(id)).returning();
      return row && toRedirection(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(redirections).where(own(id)).returning({ id: redirections.id });
      return rows.length > 0;
    },
  };
}
