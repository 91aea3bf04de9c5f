import { DomainError, type ConfigRevisionKind } from '@playboard/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { VersionedKind } from '../history/index.ts';

/** Parses a body with its domain schema; a body that does not parse answers global-400 naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  throw new DomainError('global-400', message, { status: 400 });
}

export function notFound(what: string, id: string): DomainError {
  return new DomainError('global-404', `${what} ${id} not found`, { status: 404 });
}

/** What history needs of a repo of a site's list items. */
interface ItemsRepo<Input> {
  find(id: string): Promise<unknown>;
  insert(value: Input, id: string): Promise<unknown>;
  update(id: string, value: Input): Promise<unknown>;
  remove(id: string): Promise<boolean>;
}

/**
 * The versioned kind of a list resource (synonyms, redirections, ...): an item is its row by id,
 * and a stored value is read back with the resource's input schema.
 */
export function itemKind<S extends z.ZodType>(
  kind: ConfigRevisionKind,
  repoOf: (tx: Database, scope: { siteId: string }) => ItemsRepo<z.output<S>>,
  input: S,
): VersionedKind {
  return {
    kind,
    find: (tx, siteId, id) => repoOf(tx, { siteId }).find(id),
    async restore(tx, siteId, id, value) {
      const repo = repoOf(tx, { siteId });
      if (value === undefined) {
        await repo.remove(id);
        return;
      }
      const item = input.parse(value);
      if (!(await repo.update(id, item))) await repo.insert(item, id);
    },
  };
}
