// The Related prompts API of spec 2 §7: the site's prompts in spec 2 §3's shape (a pivots map),
// stored as the storefront reads them. A save without id (0 counting as none, §4) creates, one
// with an id updates; the storefront follows through the change stream.
import {
  DomainError,
  fromRelatedPrompt,
  normalizeTerm,
  planRelatedPromptSave,
  relatedPromptSchema,
  storefrontPromptSchema,
  toRelatedPrompt,
  type RelatedPromptDocument,
  type RelatedPromptsQuery,
  type StorefrontPrompt,
} from '@playboard/domain';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import type { RelatedPromptRow } from '../../db/schema/index.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { createRelatedPromptsRepo } from './related-prompts.repo.ts';

export const relatedPromptKind = itemKind('relatedPrompt', createRelatedPromptsRepo, storefrontPromptSchema);

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

/** A stored row as the schema reads it. */
function storedOf(row: RelatedPromptRow): StorefrontPrompt {
  return storefrontPromptSchema.parse({
    language: row.language,
    queries: row.queries,
    suggestionText: row.suggestionText,
    imageUrl: row.imageUrl,
    nextQueries: row.nextQueries,
    position: row.position,
    active: row.active,
    type: row.type,
    pivots: row.pivots,
  });
}

export const promptDocument = (row: RelatedPromptRow): RelatedPromptDocument =>
  toRelatedPrompt(row.id, storedOf(row));

/** Whether a prompt holds a pivot: one of its queries, its language, or another pivot's value. */
function holds(document: RelatedPromptDocument, name: string, value: string): boolean {
  const saved = document.pivots[name];
  if (saved === undefined) return false;
  if (name === 'query')
    return saved.split(',').some((query) => normalizeTerm(query) === normalizeTerm(value));
  return normalizeTerm(saved) === normalizeTerm(value);
}

/** The queries and language of each of the site's related prompts, active or not. */
export async function listPromptQueries(
  db: Database,
  siteId: string,
): Promise<{ language: string | null; queries: string[] }[]> {
  const rows = await createRelatedPromptsRepo(db, { siteId }).list();
  return rows.map((row) => ({ language: row.language, queries: row.queries }));
}

/** GET /suggestions/manage/{instance}: a page of the prompts the query finds, in display order or by text. */
export async function listPromptDocuments(db: Database, siteId: string, query: RelatedPromptsQuery) {
  const rows = await createRelatedPromptsRepo(db, { siteId }).list();
  const text = query.query ? normalizeTerm(query.query) : '';
  const found = rows
    .map(promptDocument)
    .filter(
      (document) =>
        Object.entries(query.pivots).every(([name, value]) => holds(document, name, value)) &&
        (query.active === undefined || String(document.active) === query.active) &&
        (text === '' || normalizeTerm(document.suggestionText).includes(text)),
    );
  const sorted =
    query['sort.field'] === 'text'
      ? found.toSorted((a, b) =>
          normalizeTerm(a.suggestionText).localeCompare(normalizeTerm(b.suggestionText)),
        )
      : found;
  const ordered = query['sort.direction'] === 'desc' ? sorted.toReversed() : sorted;
  const start = query.page * query.size;
  return { results: ordered.slice(start, start + query.size), numFound: found.length };
}

export async function getPromptDocument(db: Database, siteId: string, id: string) {
  const row = await createRelatedPromptsRepo(db, { siteId }).find(id);
  if (!row) throw notFound('Related prompt', id);
  return promptDocument(row);
}

/** What the storage keeps of a body in spec 2's shape, checked as the storefront reads it. */
function storedInput(input: unknown, position: number): StorefrontPrompt {
  return parseInput(
    storefrontPromptSchema,
    fromRelatedPrompt(parseInput(relatedPromptSchema, input), position),
  );
}

const sameStored = (row: RelatedPromptRow, value: StorefrontPrompt) => {
  const { position: _saved, ...saved } = storedOf(row);
  const { position: _given, ...given } = value;
  return isDeepStrictEqual(saved, given);
};

/** The prompts' next position: after the others. */
const nextPosition = (rows: readonly RelatedPromptRow[]) =>
  rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.position)) + 1;

/**
 * POST /suggestions/manage/{instance}: a body without id creates a prompt after the others
 * (`created`); one equal to a saved prompt answers that one, so a double submit creates nothing
 * twice (two arriving together: the second answers 409 naming the first). A body with an id
 * updates that prompt (spec 2 §4).
 */
export async function savePromptDocument(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<{ created: boolean; document: RelatedPromptDocument }> {
  const plan = planRelatedPromptSave(parseInput(relatedPromptSchema, input));
  if (plan.kind === 'update') {
    const document = await updatePromptDocument(store, siteId, String(plan.id), input, actor);
    return { created: false, document };
  }
  const saved = await createRelatedPromptsRepo(store.db, { siteId }).list();
  const value = storedInput(input, nextPosition(saved));
  const twin = saved.find((row) => sameStored(row, value));
  if (twin) return { created: false, document: promptDocument(twin) };
  const row = await writeConfig(
    store,
    { siteId, kind: relatedPromptKind, entityId: (item: RelatedPromptRow) => item.id, actor },
    async (tx) => {
      await lockList(tx, 'relatedPrompts', siteId);
      const repo = createRelatedPromptsRepo(tx, { siteId });
      const now = await repo.list();
      const arrived = now.find((item) => sameStored(item, value));
      if (arrived) {
        throw new DomainError('global-409', `Related prompt already saved: ${arrived.id}`, { status: 409 });
      }
      return repo.insert({ ...value, position: nextPosition(now) });
    },
  );
  return { created: true, document: promptDocument(row) };
}

/** PUT /suggestions/manage/{instance}/{id}: the prompt saved, in its place. */
export async function updatePromptDocument(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<RelatedPromptDocument> {
  const row = await writeConfig(
    store,
    { siteId, kind: relatedPromptKind, entityId: id, actor },
    async (tx) => {
      const repo = createRelatedPromptsRepo(tx, { siteId });
      const saved = await repo.find(id);
      if (!saved) throw notFound('Related prompt', id);
      const updated = await repo.update(id, storedInput(input, saved.position));
      if (!updated) throw notFound('Related prompt', id);
      return updated;
    },
  );
  return promptDocument(row);
}
