import {
  CONFIG_REVISION_KINDS,
  SEARCH_SETTINGS_PARTS,
  type ConfigRevision,
  type ConfigRevisionKind,
  type SiteConfiguration,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engines } from '../../db/schema/index.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import type { VersionedKind } from './config-write.ts';
import { createRevisionsRepo } from './history.repo.ts';

type EntityKey = `${ConfigRevisionKind} ${string}`;

const keyOf = (kind: ConfigRevisionKind, entityId: string): EntityKey => `${kind} ${entityId}`;

/**
 * The entities a site has now, as history names them: the items of each list resource (from the
 * merchandising read model search uses), each engine's facet value configurations, and the
 * settings objects keyed by the site's id.
 */
async function currentEntities(
  db: Database,
  siteId: string,
): Promise<{ kind: ConfigRevisionKind; entityId: string }[]> {
  const [merchandising, siteEngines] = await Promise.all([
    getSiteMerchandising(db, siteId),
    db.select({ id: engines.id, language: engines.language }).from(engines).where(eq(engines.siteId, siteId)),
  ]);
  const items = (kind: ConfigRevisionKind, list: readonly { id?: string | undefined }[]) =>
    list.flatMap((item) => (item.id ? [{ kind, entityId: item.id }] : []));
  const engineOf = new Map(siteEngines.map((engine) => [engine.language, engine.id]));
  const site = (kind: ConfigRevisionKind) => ({ kind, entityId: siteId });
  return [
    ...items('synonym', merchandising.synonyms),
    ...items('redirection', merchandising.redirections),
    ...items('banner', merchandising.banners),
    ...items('businessRule', merchandising.businessRules),
    ...items('queryRankingRule', merchandising.rules),
    ...items('relatedPrompt', merchandising.relatedPrompts),
    ...items('nextQueries', merchandising.nextQueries),
    site('facets'),
    ...merchandising.facetValues.flatMap(({ language, facet }) => {
      const engineId = engineOf.get(language);
      return engineId ? [{ kind: 'facetValues' as const, entityId: `facet:${engineId}:${facet}` }] : [];
    }),
    ...SEARCH_SETTINGS_PARTS.map(site),
    site('customisation'),
    site('layer'),
  ];
}

/**
 * A revision written before each search settings screen had its kind, as one revision per part
 * (its part of before; null when the settings were not saved yet), so the parts read as they were
 * then; none for any other revision.
 */
function splitSearchSettings(revision: ConfigRevision): ConfigRevision[] {
  if (revision.kind !== 'searchSettings') return [];
  const before = revision.before as Record<string, unknown> | null;
  return SEARCH_SETTINGS_PARTS.map((part) => ({ ...revision, kind: part, before: before?.[part] ?? null }));
}

/**
 * A site's whole tuning configuration as it was at `at`, read-only: the current state with every
 * change made after `at` undone. An entity changed since has the `before` of its earliest later
 * revision (none: it did not exist then); any other entity is as it is now. What the offline
 * evaluations run against.
 */
export async function siteConfigurationAt(
  db: Database,
  kinds: ReadonlyMap<ConfigRevisionKind, VersionedKind>,
  siteId: string,
  at: Date,
): Promise<SiteConfiguration> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current, changed] = await Promise.all([
      currentEntities(tx, siteId),
      createRevisionsRepo(tx, { siteId }).firstChangesAfter(at),
    ]);
    // The parts of an older search settings revision come last: they predate the parts' own.
    const earliest = [
      ...changed.filter((revision) => revision.kind !== 'searchSettings'),
      ...changed.flatMap(splitSearchSettings),
    ];
    const then = new Map<EntityKey, unknown>(
      earliest.map((revision) => [keyOf(revision.kind, revision.entityId), revision.before]),
    );
    const entities: SiteConfiguration['entities'] = [];
    for (const { kind, entityId } of current) {
      const key = keyOf(kind, entityId);
      const versioned = kinds.get(kind);
      const value = then.has(key) ? then.get(key) : await versioned?.find(tx, siteId, entityId);
      then.delete(key);
      if (value !== null && value !== undefined) entities.push({ kind, entityId, value });
    }
    // Entities deleted since `at`: only their revisions know them.
    for (const revision of changed) {
      if (then.has(keyOf(revision.kind, revision.entityId)) && revision.before !== null) {
        entities.push({ kind: revision.kind, entityId: revision.entityId, value: revision.before });
      }
    }
    const order = (kind: ConfigRevisionKind) => CONFIG_REVISION_KINDS.indexOf(kind);
    entities.sort((a, b) => order(a.kind) - order(b.kind));
    return { at: at.toISOString(), entities };
  });
}
