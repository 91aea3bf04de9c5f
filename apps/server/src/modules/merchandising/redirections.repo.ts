import type { Redirection, RedirectionInput } from '@playboard/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { redirections, type NewRedirectionRow } from '../../db/schema/index.ts';
import { toRedirection } from '../merchandising-config/index.ts';

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

/** The redirections of one site. */
export function createRedirectionsRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(redirections.siteId, scope.siteId), eq(redirections.id, id));
  return {
    async list(): Promise<Redirection[]> {
      const rows = await db
        .select()
        .from(redirections)
        .where(eq(redirections.siteId, scope.siteId))
        .orderBy(asc(redirections.createdAt));
      return rows.map(toRedirection);
    },

    /** The matching queries of the site's other redirections in `language`. */
    async termsInLanguage(language: Redirection['language'], except?: string): Promise<string[]> {
      const rows = await db
        .select({ queries: redirections.queries })
        .from(redirections)
        .where(
          and(
            eq(redirections.siteId, scope.siteId),
            eq(redirections.language, language),
            except && itemId.safeParse(except).success ? ne(redirections.id, except) : undefined,
          ),
        );
      return rows.flatMap((row) => row.queries);
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
