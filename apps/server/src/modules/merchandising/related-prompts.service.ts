import { storefrontPromptSchema } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import type { RelatedPromptRow } from '../../db/schema/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { createRelatedPromptsRepo } from './related-prompts.repo.ts';

export const relatedPromptKind = itemKind('relatedPrompt', createRelatedPromptsRepo, storefrontPromptSchema);

export async function listRelatedPrompts(db: Database, siteId: string): Promise<RelatedPromptRow[]> {
  return createRelatedPromptsRepo(db, { siteId }).list();
}

export async function createRelatedPrompt(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<RelatedPromptRow> {
  const value = parseInput(storefrontPromptSchema, input);
  return writeConfig(
    store,
    { siteId, kind: relatedPromptKind, entityId: (item: RelatedPromptRow) => item.id, actor },
    (tx) => createRelatedPromptsRepo(tx, { siteId }).insert(value),
  );
}

export async function updateRelatedPrompt(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<RelatedPromptRow> {
  const value = parseInput(storefrontPromptSchema, input);
  return writeConfig(store, { siteId, kind: relatedPromptKind, entityId: id, actor }, async (tx) => {
    const prompt = await createRelatedPromptsRepo(tx, { siteId }).update(id, value);
    if (!prompt) throw notFound('Related prompt', id);
    return prompt;
  });
}

export async function deleteRelatedPrompt(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: relatedPromptKind, entityId: id, actor }, async (tx) => {
    if (!(await createRelatedPromptsRepo(tx, { siteId }).remove(id))) throw notFound('Related prompt', id);
  });
}
