import {
  CONFIG_REVISION_KINDS,
  SEARCH_SETTINGS_PARTS,
  type ConfigRevision,
  type ConfigRevisionKind,
  type SiteConfiguration,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { VersionedKind } from './config-write.ts';
import { createRevisionsRepo } from './history.repo.ts';

type EntityKey = `${ConfigRevisionKind} ${string}`;

const keyOf = (kind: ConfigRevisionKind, entityId: string): EntityKey => `${kind} ${entityId}`;

/** The entities a site has now, as history names them: those each versioned kind lists. */
async function currentEntities(
  db: Database,
  kinds: ReadonlyMap<ConfigRevisionKind, VersionedKind>,
  siteId: string,
): Promise<{ kind: ConfigRevisionKind; entityId: string }[]> {
  const lists = await Promise.all(
    [...kinds.values()].map(async (versioned) =>
      ((await versioned.entities?.(db, siteId)) ?? []).map((entityId) => ({
        kind: versioned.kind,
        entityId,
      })),
    ),
  );
  return lists.flat();
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
      currentEntities(tx, kinds, siteId),
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
