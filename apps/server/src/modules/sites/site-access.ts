import { DomainError } from '@playboard/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engines, organizationMembers, sites, type EngineRow, type SiteRow } from '../../db/schema/index.ts';

function notFound(what: string): DomainError {
  return new DomainError('global-404', `${what} not found`, { status: 404 });
}

/** A site of an organisation the user belongs to; any other id answers 404, never data. */
export async function siteOfUser(db: Database, userId: string, siteId: string): Promise<SiteRow> {
  const [row] = await db
    .select({ site: sites })
    .from(sites)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, sites.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(eq(sites.id, siteId));
  if (!row) throw notFound('Site');
  return row.site;
}

/** An engine of a site the user may reach, with its site; any other id answers 404. */
export async function engineOfUser(
  db: Database,
  userId: string,
  engineId: string,
): Promise<{ engine: EngineRow; site: SiteRow }> {
  const [row] = await db
    .select({ engine: engines, site: sites })
    .from(engines)
    .innerJoin(sites, eq(sites.id, engines.siteId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, sites.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(eq(engines.id, engineId));
  if (!row) throw notFound('Engine');
  return row;
}
