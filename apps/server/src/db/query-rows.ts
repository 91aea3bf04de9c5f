import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw query, from either driver (both answer `{ rows }`), in a transaction or not. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
