import type { ConfigRevision, ConfigRevisionKind } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { createRevisionsRepo } from './history.repo.ts';

/** Who makes a change: the access token's user (routes pass `request.auth`); null for the system's own. */
export interface Actor {
  userId: string;
  email: string;
}

/**
 * How history reads and writes back one kind of tuning entity, built on its repo: a resource gets
 * history by giving these two, never by writing revisions itself.
 */
export interface VersionedKind {
  kind: ConfigRevisionKind;
  /** The entity now, in its domain shape; undefined when it does not exist. */
  find(tx: Database, siteId: string, entityId: string): Promise<unknown>;
  /** Writes the entity back as `value` (a deleted one comes back with the same id), or deletes it when undefined. */
  restore(tx: Database, siteId: string, entityId: string, value: unknown): Promise<void>;
  /**
   * What reverting a revision writes back, from the entity now; without it, the revision's before.
   * For a kind whose revisions hold several independent parts, so a revert puts back only those it changed.
   */
  reverted?(current: unknown, revision: Pick<ConfigRevision, 'before' | 'after'>): unknown;
  /** The ids of the entities of this kind the site has now: what its configuration at a date starts from. */
  entities?(tx: Database, siteId: string): Promise<readonly string[]>;
}

/** One configuration write and what its revision says. */
export interface ConfigWrite<T> {
  siteId: string;
  kind: VersionedKind;
  /** The entity written; for a creation, read from what the write returns. */
  entityId: string | ((result: T) => string);
  actor: Actor | null;
  note?: string | undefined;
  /** The revision this write reverts: it is recorded even when it changes nothing. */
  revertOf?: string | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Runs one configuration write of a site in one transaction with the revision it makes (before and
 * after in the entity's domain shape; a write that fails records nothing, one that changes nothing
 * records nothing either) and, once it committed, announces the change of that entity on the app's
 * change stream (search in this process and, through the change bus, in the others).
 */
export async function recordedWrite<T>(
  { db, changes }: Store,
  change: ConfigWrite<T>,
  write: (tx: Database) => Promise<T>,
): Promise<{ result: T; revision: ConfigRevision | undefined }> {
  const { siteId, kind } = change;
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const before =
      typeof change.entityId === 'string' ? await kind.find(tx, siteId, change.entityId) : undefined;
    const result = await write(tx);
    const entityId = typeof change.entityId === 'string' ? change.entityId : change.entityId(result);
    const after = await kind.find(tx, siteId, entityId);
    if (change.revertOf === undefined && same(before, after))
      return { result, revision: undefined, entityId };
    const revision = await createRevisionsRepo(tx, { siteId }).insert({
      kind: kind.kind,
      entityId,
      before: before ?? null,
      after: after ?? null,
      actor: change.actor,
      note: change.note ?? null,
      revertOf: change.revertOf ?? null,
    });
    return { result, revision, entityId };
  });
  changes.emit('config', {
    siteId,
    resource: kind.kind,
    ids: [outcome.entityId],
    ...(outcome.revision ? { revision: outcome.revision.id } : {}),
  });
  return { result: outcome.result, revision: outcome.revision };
}

/** {@link recordedWrite}, answering what the write returned. */
export async function writeConfig<T>(
  store: Store,
  change: ConfigWrite<T>,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return (await recordedWrite(store, change, write)).result;
}

/**
 * Creates many entities of one kind in one transaction (a bulk import), each with its own revision
 * (before null, after as `write` created it, in the shape `kind.find` answers), the revisions
 * written together; once it committed, one change names them all. Answers what was created.
 */
export async function writeCreations<T>(
  { db, changes }: Store,
  change: Omit<ConfigWrite<T>, 'entityId' | 'revertOf'>,
  write: (tx: Database) => Promise<{ entityId: string; after: T }[]>,
): Promise<T[]> {
  const { siteId, kind } = change;
  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const items = await write(tx);
    await createRevisionsRepo(tx, { siteId }).insertMany(
      items.map(({ entityId, after }) => ({
        kind: kind.kind,
        entityId,
        before: null,
        after,
        actor: change.actor,
        note: change.note ?? null,
        revertOf: null,
      })),
    );
    return items;
  });
  if (created.length > 0) {
    changes.emit('config', { siteId, resource: kind.kind, ids: created.map(({ entityId }) => entityId) });
  }
  return created.map(({ after }) => after);
}
