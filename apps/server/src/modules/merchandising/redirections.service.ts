import {
  DomainError,
  normalizeTerm,
  redirectionInputSchema,
  type MerchandisingListQuery,
  type Redirection,
  type RedirectionInput,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { createRedirectionsRepo } from './redirections.repo.ts';

/** search-extensions-7 (spec 1 §8) naming the term, and the redirection that has it when another does. */
function termTaken(term: string, other?: string): DomainError {
  const where = other ? ` in redirection ${other}` : ' twice in this redirection';
  return new DomainError('search-extensions-7', `Redirection term "${term}" already exists${where}`, {
    status: 409,
  });
}

/**
 * A term twice in one redirection (compared as the domain compares terms) answers
 * search-extensions-7; runs on the raw body, before the schema's own duplicate check, so the API
 * answers the spec's code for both ways a term can be taken.
 */
export function assertNoRepeatedTerm(input: unknown): void {
  const queries = (input as { matchingQueries?: unknown } | null)?.matchingQueries;
  if (!Array.isArray(queries)) return;
  const seen = new Set<string>();
  for (const term of queries) {
    if (typeof term !== 'string') continue;
    const key = normalizeTerm(term);
    if (key !== '' && seen.has(key)) throw termTaken(term.trim());
    seen.add(key);
  }
}

/**
 * A term sends to one redirection per language: one another redirection has answers
 * search-extensions-7 naming the term and that redirection. Creates of the site's redirections
 * wait for each other here, so a double submit cannot pass twice.
 */
async function assertTermsFree(tx: Database, siteId: string, value: RedirectionInput, except?: string) {
  await lockList(tx, 'redirections', siteId);
  const other = await createRedirectionsRepo(tx, { siteId }).sharingTerms(
    value.language,
    value.matchingQueries,
    except,
  );
  if (!other) return;
  const taken = new Set(other.queries.map(normalizeTerm));
  const clash = value.matchingQueries.find((term) => taken.has(normalizeTerm(term)));
  throw termTaken(clash ?? value.matchingQueries[0] ?? '', other.id);
}

const items = itemKind('redirection', createRedirectionsRepo, redirectionInputSchema);

/** A redirection brought back by a revert keeps the rule: its terms must still be free. */
export const redirectionKind: VersionedKind = {
  ...items,
  async restore(tx, siteId, id, value) {
    if (value !== undefined) {
      await assertTermsFree(tx, siteId, redirectionInputSchema.parse(value), id);
    }
    await items.restore(tx, siteId, id, value);
  },
};

export async function listRedirections(
  db: Database,
  siteId: string,
  query: MerchandisingListQuery,
): Promise<{ redirections: Redirection[]; total: number }> {
  const { items, total } = await createRedirectionsRepo(db, { siteId }).page(query);
  return { redirections: items, total };
}

export async function getRedirection(db: Database, siteId: string, id: string): Promise<Redirection> {
  const redirection = await createRedirectionsRepo(db, { siteId }).find(id);
  if (!redirection) throw notFound('Redirection', id);
  return redirection;
}

export async function createRedirection(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<Redirection> {
  assertNoRepeatedTerm(input);
  const value = parseInput(redirectionInputSchema, input);
  return writeConfig(
    store,
    { siteId, kind: redirectionKind, entityId: (item: Redirection) => item.id!, actor },
    async (tx) => {
      await assertTermsFree(tx, siteId, value);
      return createRedirectionsRepo(tx, { siteId }).insert(value);
    },
  );
}

export async function updateRedirection(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<Redirection> {
  assertNoRepeatedTerm(input);
  const value = parseInput(redirectionInputSchema, input);
  return writeConfig(store, { siteId, kind: redirectionKind, entityId: id, actor }, async (tx) => {
    const repo = createRedirectionsRepo(tx, { siteId });
    if (!(await repo.find(id))) throw notFound('Redirection', id);
    await assertTermsFree(tx, siteId, value, id);
    const redirection = await repo.update(id, value);
    if (!redirection) throw notFound('Redirection', id);
    return redirection;
  });
}

export async function deleteRedirection(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: redirectionKind, entityId: id, actor }, async (tx) => {
    if (!(await createRedirectionsRepo(tx, { siteId }).remove(id))) throw notFound('Redirection', id);
  });
}
