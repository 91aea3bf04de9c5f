import { synonymGroupInputSchema, type SynonymGroup } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { createSynonymsRepo } from './synonyms.repo.ts';

export const synonymKind = itemKind('synonym', createSynonymsRepo, synonymGroupInputSchema);

export async function listSynonyms(db: Database, siteId: string): Promise<SynonymGroup[]> {
  return createSynonymsRepo(db, { siteId }).list();
}

export async function createSynonym(
  db: Database,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<SynonymGroup> {
  const value = parseInput(synonymGroupInputSchema, input);
  return writeConfig(
    db,
    { siteId, kind: synonymKind, entityId: (item: SynonymGroup) => item.id!, actor },
    (tx) => createSynonymsRepo(tx, { siteId }).insert(value),
  );
}

export async function updateSynonym(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<SynonymGroup> {
  const value = parseInput(synonymGroupInputSchema, input);
  return writeConfig(db, { siteId, kind: synonymKind, entityId: id, actor }, async (tx) => {
    const group = await createSynonymsRepo(tx, { siteId }).update(id, value);
    if (!group) throw notFound('Synonym', id);
    return group;
  });
}

export async function deleteSynonym(
  db: Database,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(db, { siteId, kind: synonymKind, entityId: id, actor }, async (tx) => {
    if (!(await createSynonymsRepo(tx, { siteId }).remove(id))) throw notFound('Synonym', id);
  });
}
