import {
  DomainError,
  normalizeTerm,
  relatedTagsInputSchema,
  type RelatedTags,
  type RelatedTagsInput,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { createRelatedTagsRepo } from './related-tags.repo.ts';

export const relatedTagsKind = itemKind('relatedTags', createRelatedTagsRepo, relatedTagsInputSchema);

export async function getRelatedTags(db: Database, siteId: string, id: string): Promise<RelatedTags> {
  const entry = await createRelatedTagsRepo(db, { siteId }).find(id);
  if (!entry) throw notFound('Related tags', id);
  return entry;
}

export async function listRelatedTags(db: Database, siteId: string): Promise<RelatedTags[]> {
  return createRelatedTagsRepo(db, { siteId }).list();
}

/** One entry per query and language: another for the same query (a double submit) answers related-tags-1. */
async function assertOnly(tx: Database, siteId: string, value: RelatedTagsInput, except?: string) {
  await lockList(tx, 'related_tags', siteId);
  const same = (await createRelatedTagsRepo(tx, { siteId }).list()).find(
    (entry) =>
      entry.id !== except &&
      entry.language === value.language &&
      normalizeTerm(entry.query) === normalizeTerm(value.query),
  );
  if (same)
    throw new DomainError('related-tags-1', `The related tags of "${same.query}" exist: ${same.id}`, {
      status: 409,
    });
}

export async function createRelatedTags(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<RelatedTags> {
  const value = parseInput(relatedTagsInputSchema, input);
  return writeConfig(
    store,
    { siteId, kind: relatedTagsKind, entityId: (item: RelatedTags) => item.id!, actor },
    async (tx) => {
      await assertOnly(tx, siteId, value);
      return createRelatedTagsRepo(tx, { siteId }).insert(value);
    },
  );
}

export async function updateRelatedTags(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<RelatedTags> {
  const value = parseInput(relatedTagsInputSchema, input);
  return writeConfig(store, { siteId, kind: relatedTagsKind, entityId: id, actor }, async (tx) => {
    await assertOnly(tx, siteId, value, id);
    const entry = await createRelatedTagsRepo(tx, { siteId }).update(id, value);
    if (!entry) throw notFound('Related tags', id);
    return entry;
  });
}

export async function deleteRelatedTags(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: relatedTagsKind, entityId: id, actor }, async (tx) => {
    if (!(await createRelatedTagsRepo(tx, { siteId }).remove(id))) throw notFound('Related tags', id);
  });
}
