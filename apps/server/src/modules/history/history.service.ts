import {
  DomainError,
  nextDay,
  zonedMidnight,
  type ConfigRevertInput,
  type ConfigRevisionDays,
  type ConfigRevisionDaysQuery,
  type ConfigRevision,
  type ConfigRevisionKind,
  type ConfigRevisionPage,
  type ConfigRevisionQuery,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { recordedWrite, type Actor, type VersionedKind } from './config-write.ts';
import { createRevisionsRepo } from './history.repo.ts';

function revisionNotFound(id: string): DomainError {
  return new DomainError('global-404', `Revision ${id} not found`, { status: 404 });
}

export async function listRevisions(
  db: Database,
  siteId: string,
  query: ConfigRevisionQuery,
): Promise<ConfigRevisionPage> {
  return createRevisionsRepo(db, { siteId }).list(query);
}

/** Longest range of days the chart marks ask for: a year, leap day included. */
const MAX_DAYS = 366;

/** The days of the site's time zone from `from` to `to` with changes: what the analytics charts mark. */
export async function revisionDays(
  db: Database,
  site: { id: string; timeZone: string },
  query: ConfigRevisionDaysQuery,
): Promise<ConfigRevisionDays> {
  if (query.to < query.from) {
    throw new DomainError('global-400', 'to must not be before from', { status: 400 });
  }
  if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1 > MAX_DAYS) {
    throw new DomainError('global-400', `a range covers at most ${MAX_DAYS} days`, { status: 400 });
  }
  const from = zonedMidnight(query.from, site.timeZone);
  const to = zonedMidnight(nextDay(query.to), site.timeZone);
  return { days: await createRevisionsRepo(db, { siteId: site.id }).days({ from, to }, site.timeZone) };
}

/** Attaches a note to a change after it was made (or takes it away); nothing else of it changes. */
export async function annotateRevision(
  db: Database,
  siteId: string,
  id: string,
  note: string | null,
): Promise<ConfigRevision> {
  const revision = await createRevisionsRepo(db, { siteId }).setNote(id, note || null);
  if (!revision) throw revisionNotFound(id);
  return revision;
}

export async function getRevision(db: Database, siteId: string, id: string): Promise<ConfigRevision> {
  const revision = await createRevisionsRepo(db, { siteId }).find(id);
  if (!revision) throw revisionNotFound(id);
  return revision;
}

/**
 * Restores the entity as it was before the revision (a deleted one comes back with its id, a
 * created one goes), as a new revision. Later changes of the entity would be lost: without
 * `confirm` the answer is history-1 naming them.
 */
export async function revertRevision(
  store: Store,
  kinds: ReadonlyMap<ConfigRevisionKind, VersionedKind>,
  siteId: string,
  id: string,
  input: ConfigRevertInput,
  actor: Actor,
): Promise<ConfigRevision> {
  const repo = createRevisionsRepo(store.db, { siteId });
  const revision = await repo.find(id);
  if (!revision) throw revisionNotFound(id);
  const kind = kinds.get(revision.kind);
  if (!kind) {
    throw new DomainError('global-400', `${revision.kind} changes cannot be reverted here`, { status: 400 });
  }
  // Reverts of this very revision restore what it would: reverting it again overwrites nothing new.
  const later = (await repo.laterOf(revision)).filter((entry) => entry.revertOf !== revision.id);
  if (later.length > 0 && !input.confirm) {
    throw new DomainError(
      'history-1',
      `Revision ${id} is not the latest change of this ${revision.kind}: reverting it overwrites ` +
        `${later.length} later change(s) (${later.map((entry) => entry.id).join(', ')}); send confirm: true to revert`,
      { status: 409 },
    );
  }
  const { entityId } = revision;
  const { revision: recorded } = await recordedWrite(
    store,
    { siteId, kind, entityId, actor, note: input.note, revertOf: revision.id },
    async (tx) => {
      const value = kind.reverted
        ? kind.reverted(await kind.find(tx, siteId, entityId), revision)
        : revision.before;
      await kind.restore(tx, siteId, entityId, value ?? undefined);
    },
  );
  return recorded!;
}
