import { synonymGroupInputSchema, type SynonymGroup } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { notFound, parseInput, writeConfig } from './config-write.ts';
import { createSynonymsRepo } from './synonyms.repo.ts';

export async function listSynonyms(db: Database, siteId: string): Promise<SynonymGroup[]> {
  return createSynonymsRepo(db, { siteId }).list();
}

export async function createSynonym(db: Database, siteId: string, input: unknown): Promise<SynonymGroup> {
  const value = parseInput(synonymGroupInputSchema, input);
  return writeConfig(db, siteId, (tx) => createSynonymsRepo(tx, { siteId }).insert(value));
}

export async function updateSynonym(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<SynonymGroup> {
  const value = parseInput(synonymGroupInputSchema, input);
  return writeConfig(db, siteId, async (tx) => {
    const group = await createSynonymsRepo(tx, { siteId }).update(id, value);
    if (!group) throw notFound('Synonym', id);
    return group;
  });
}

export async function deleteSynonym(db: Database, siteId: string, id: string): Promise<void> {
  await writeConfig(db, siteId, async (tx) => {
    if (!(await createSynonymsRepo(tx, { siteId }).remove(id))) throw notFound('Synonym', id);
  });
}
