import { storefrontPromptSchema } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { RelatedPromptRow } from '../../db/schema/index.ts';
import { notFound, parseInput, writeConfig } from './config-write.ts';
import { createRelatedPromptsRepo } from './related-prompts.repo.ts';

export async function listRelatedPrompts(db: Database, siteId: string): Promise<RelatedPromptRow[]> {
  return createRelatedPromptsRepo(db, { siteId }).list();
}

export async function createRelatedPrompt(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<RelatedPromptRow> {
  const value = parseInput(storefrontPromptSchema, input);
  return writeConfig(db, siteId, (tx) => createRelatedPromptsRepo(tx, { siteId }).insert(value));
}

export async function updateRelatedPrompt(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<RelatedPromptRow> {
  const value = parseInput(storefrontPromptSchema, input);
  return writeConfig(db, siteId, async (tx) => {
    const prompt = await createRelatedPromptsRepo(tx, { siteId }).update(id, value);
    if (!prompt) throw notFound('Related prompt', id);
    return prompt;
  });
}

export async function deleteRelatedPrompt(db: Database, siteId: string, id: string): Promise<void> {
  await writeConfig(db, siteId, async (tx) => {
    if (!(await createRelatedPromptsRepo(tx, { siteId }).remove(id))) throw notFound('Related prompt', id);
  });
}
