import {
  DomainError,
  normalizeTerm,
  redirectionInputSchema,
  type Redirection,
  type RedirectionInput,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { createRedirectionsRepo } from './redirections.repo.ts';

type RedirectionsRepo = ReturnType<typeof createRedirectionsRepo>;

/** A term sends to one redirection per language; another with it answers search-extensions-7. */
async function assertTermsFree(repo: RedirectionsRepo, value: RedirectionInput, except?: string) {
  const taken = new Set((await repo.termsInLanguage(value.language, except)).map(normalizeTerm));
  const clash = value.matchingQueries.find((term) => taken.has(normalizeTerm(term)));
  if (clash !== undefined) {
    throw new DomainError('search-extensions-7', `Redirection term "${clash}" already exists`, {
      status: 409,
    });
  }
}

const items = itemKind('redirection', createRedirectionsRepo, redirectionInputSchema);

/** A redirection brought back by a revert keeps the rule: its terms must still be free. */
export const redirectionKind: VersionedKind = {
  ...items,
  async restore(tx, siteId, id, value) {
    if (value !== undefined) {
      await assertTermsFree(createRedirectionsRepo(tx, { siteId }), redirectionInputSchema.parse(value), id);
    }
    await items.restore(tx, siteId, id, value);
  },
};

export async function listRedirections(db: Database, siteId: string): Promise<Redirection[]> {
  return createRedirectionsRepo(db, { siteId }).list();
}

export async function createRedirection(
  db: Database,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<Redirection> {
  const value = parseInput(redirectionInputSchema, input);
  return writeConfig(
    db,
    { siteId, kind: redirectionKind, entityId: (item: Redirection) => item.id!, actor },
    async (tx) => {
      const repo = createRedirectionsRepo(tx, { siteId });
      await assertTermsFree(repo, value);
      return repo.insert(value);
    },
  );
}

export async function updateRedirection(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<Redirection> {
  const value = parseInput(redirectionInputSchema, input);
  return writeConfig(db, { siteId, kind: redirectionKind, entityId: id, actor }, async (tx) => {
    const repo = createRedirectionsRepo(tx, { siteId });
    await assertTermsFree(repo, value, id);
    const redirection = await repo.update(id, value);
    if (!redirection) throw notFound('Redirection', id);
    return redirection;
  });
}

export async function deleteRedirection(
  db: Database,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(db, { siteId, kind: redirectionKind, entityId: id, actor }, async (tx) => {
    if (!(await createRedirectionsRepo(tx, { siteId }).remove(id))) throw notFound('Redirection', id);
  });
}
