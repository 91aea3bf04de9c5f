import { URL_MAX_LENGTH } from '@playboard/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { RelatedPromptRow } from '../../db/schema/index.ts';
import { notFound, parseInput, writeConfig } from './config-write.ts';
import { createRelatedPromptsRepo } from './related-prompts.repo.ts';

// Related prompts are still stored in a shape of the server's own, not yet the domain's
// relatedPromptSchema (spec 2): the storefront reads their matching queries, language and
// position, which that shape does not carry.
// spec 1 §9: at most 30 terms; a term at most 255 characters.
const language = z
  .string()
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'must be a language code such as en or es')
  .nullable()
  .default(null);
const term = z.string().trim().min(1).max(255);
const terms = z.array(term).max(30);

const storedRelatedPromptSchema = z.object({
  language,
  queries: terms.default([]),
  suggestionText: z.string().trim().min(1).max(500),
  imageUrl: z.url().max(URL_MAX_LENGTH).nullable().default(null),
  nextQueries: z.array(term).max(10).default([]),
  position: z.number().int().min(0).default(0),
});

export async function listRelatedPrompts(db: Database, siteId: string): Promise<RelatedPromptRow[]> {
  return createRelatedPromptsRepo(db, { siteId }).list();
}

export async function createRelatedPrompt(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<RelatedPromptRow> {
  const value = parseInput(storedRelatedPromptSchema, input);
  return writeConfig(db, siteId, (tx) => createRelatedPromptsRepo(tx, { siteId }).insert(value));
}

export async function updateRelatedPrompt(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<RelatedPromptRow> {
  const value = parseInput(storedRelatedPromptSchema, input);
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
