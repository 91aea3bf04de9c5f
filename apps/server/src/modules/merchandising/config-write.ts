import { DomainError } from '@playboard/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { emitConfigChange } from '../merchandising-config/index.ts';

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

/**
 * Runs one configuration write of a site in one transaction and, once it committed, tells the
 * index managers (this process and, through the change bus, the others) to reload the site.
 */
export async function writeConfig<T>(
  db: Database,
  siteId: string,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const result = await db.transaction((tx) => write(tx as unknown as Database));
  emitConfigChange({ db, siteId });
  return result;
}
