import type { GettingStarted } from '@playboard/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engines, products, trackingEvents, type SiteRow } from '../../db/schema/index.ts';
import { memberCount } from '../account/index.ts';

/** The site has had at least one storefront event of this kind (tracking, not the daily rollup). */
async function tracked(db: Database, siteId: string, event: 'page' | 'query'): Promise<boolean> {
  const [row] = await db
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.siteId, siteId), eq(trackingEvents.event, event)))
    .limit(1);
  return row !== undefined;
}

/** What the checklist reads of a site's tuning (merchandising's read model; app.ts hands it over). */
export interface TuningSummary {
  synonyms: readonly unknown[];
  redirections: readonly unknown[];
  rules: readonly unknown[];
  businessRules: readonly unknown[];
  facets: readonly { field: string }[];
}

export type ReadTuning = (db: Database, siteId: string) => Promise<TuningSummary>;

/**
 * What the setup indexed (products, languages, facets) and which next steps the merchant has taken,
 * each read from where it happens: the site's layer switch, its storefront's tracking events, its
 * merchandising and its organisation's team.
 */
export async function gettingStarted(
  db: Database,
  readTuning: ReadTuning,
  site: SiteRow,
): Promise<GettingStarted> {
  const [[catalogue], languages, merchandising, members, visited, searched] = await Promise.all([
    db.select({ total: count() }).from(products).where(eq(products.siteId, site.id)),
    db
      .select({ language: engines.language })
      .from(engines)
      .where(eq(engines.siteId, site.id))
      .orderBy(desc(engines.isDefault), asc(engines.language)),
    readTuning(db, site.id),
    memberCount(db, site.organizationId),
    tracked(db, site.id, 'page'),
    tracked(db, site.id, 'query'),
  ]);
  const tuned =
    merchandising.synonyms.length +
      merchandising.redirections.length +
      merchandising.rules.length +
      merchandising.businessRules.length >
    0;
  return {
    products: catalogue?.total ?? 0,
    languages: languages.map((row) => row.language),
    facets: merchandising.facets.map((facet) => facet.field),
    steps: [
      { step: 'layer', done: site.enabled },
      { step: 'storefront', done: visited },
      { step: 'search', done: searched },
      { step: 'tuning', done: tuned },
      { step: 'team', done: members > 1 },
    ],
  };
}
