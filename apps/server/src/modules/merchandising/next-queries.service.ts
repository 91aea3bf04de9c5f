import { nextQueriesInputSchema, type NextQueries } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { createNextQueriesRepo } from './next-queries.repo.ts';

export const nextQueriesKind = itemKind('nextQueries', createNextQueriesRepo, nextQueriesInputSchema);

export async function listNextQueries(db: Database, siteId: string): Promise<NextQueries[]> {
  return createNextQueriesRepo(db, { siteId }).list();
}

export async function createNextQueries(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<NextQueries> {
  const value = parseInput(nextQueriesInputSchema, input);
  return writeConfig(
    store,
    { siteId, kind: nextQueriesKind, entityId: (item: NextQueries) => item.id!, actor },
    (tx) => createNextQueriesRepo(tx, { siteId }).insert(value),
  );
}

export async function updateNextQueries(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<NextQueries> {
  const value = parseInput(nextQueriesInputSchema, input);
  return writeConfig(store, { siteId, kind: nextQueriesKind, entityId: id, actor }, async (tx) => {
    const entry = await createNextQueriesRepo(tx, { siteId }).update(id, value);
    if (!entry) throw notFound('Next queries', id);
    return entry;
  });
}

export async function deleteNextQueries(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: nextQueriesKind, entityId: id, actor }, async (tx) => {
    if (!(await createNextQueriesRepo(tx, { siteId }).remove(id))) throw notFound('Next queries', id);
  });
}
