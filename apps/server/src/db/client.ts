import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded mode only), for cloning test databases and queue adapters. */
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const casing = 'snake_case' as const;

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function fromPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg({ client: pool, schema, casing });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when `databaseUrl` is set, else PGlite file-backed under `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return fromPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  }
  const dir = `${options.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create({ dataDir: dir, extensions: { pg_trgm } }));
}
