import {
  DomainError,
  nextQueriesInputSchema,
  normalizeTerm,
  type NextQueries,
  type NextQueriesInput,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { createNextQueriesRepo } from './next-queries.repo.ts';

export const nextQueriesKind = itemKind('nextQueries', createNextQueriesRepo, nextQueriesInputSchema);

export async function getNextQueries(db: Database, siteId: string, id: string): Promise<NextQueries> {
  const entry = await createNextQueriesRepo(db, { siteId }).find(id);
  if (!entry) throw notFound('Next queries', id);
  return entry;
}

export async function listNextQueries(db: Database, siteId: string): Promise<NextQueries[]> {
  return createNextQueriesRepo(db, { siteId }).list();
}

/** One entry per query and language: another for the same query (a double submit) answers next-queries-1. */
async function assertOnly(tx: Database, siteId: string, value: NextQueriesInput, except?: string) {
  await lockList(tx, 'next_queries', siteId);
  const same = (await createNextQueriesRepo(tx, { siteId }).list()).find(
    (entry) =>
      entry.id !== except &&
      entry.language === value.language &&
      normalizeTerm(entry.query) === normalizeTerm(value.query),
  );
  if (same)
    throw new DomainError('next-queries-1', `The next queries of "${same.query}" exist: ${same.id}`, {
      status: 409,
    });
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
    async (tx) => {
      await assertOnly(tx, siteId, value);
      return createNextQueriesRepo(tx, { siteId }).insert(value);
    },
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
    await assertOnly(tx, siteId, value, id);
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
