import { nextQueriesInputSchema, type NextQueries } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { createNextQueriesRepo } from './next-queries.repo.ts';

export const nextQueriesKind = itemKind('nextQueries', createNextQueriesRepo, nextQueriesInputSchema);

export async function listNextQueries(db: Database, siteId: string): Promise<NextQueries[]> {
  return createNextQueriesRepo(db, { siteId }).list();
}

export async function createNextQueries(
  db: Database,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<NextQueries> {
  const value = parseInput(nextQueriesInputSchema, input);
  return writeConfig(
    db,
    { siteId, kind: nextQueriesKind, entityId: (item: NextQueries) => item.id!, actor },
    (tx) => createNextQueriesRepo(tx, { siteId }).insert(value),
  );
}

export async function updateNextQueries(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<NextQueries> {
  const value = parseInput(nextQueriesInputSchema, input);
  return writeConfig(db, { siteId, kind: nextQueriesKind, entityId: id, actor }, async (tx) => {
    const entry = await createNextQueriesRepo(tx, { siteId }).update(id, value);
    if (!entry) throw notFound('Next queries', id);
    return entry;
  });
}

export async function deleteNextQueries(
  db: Database,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(db, { siteId, kind: nextQueriesKind, entityId: id, actor }, async (tx) => {
    if (!(await createNextQueriesRepo(tx, { siteId }).remove(id))) throw notFound('Next queries', id);
  });
}
