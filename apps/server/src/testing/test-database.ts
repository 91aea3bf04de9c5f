// One migrated template per test worker, cloned per test file (DESIGN: a fresh PGlite takes ~4 s,
// a clone under 1 s). With DATABASE_URL the same suite runs against PostgreSQL: one database per
// file, created from a migrated template database.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { fromPglite, fromPool, type DatabaseHandle } from '../db/client.ts';

let pgliteTemplate: Promise<PGlite> | undefined;
let postgresTemplate: Promise<string> | undefined;

function pgliteTemplateOnce(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await fromPglite(client).migrate();
    return client;
  })();
  return pgliteTemplate;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function postgresTemplateOnce(url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `playboard_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const handle = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 2 }));
    await handle.migrate();
    await handle.close();
    return name;
  })();
  return postgresTemplate;
}

/** A migrated, empty database of its own for one test file. Close it in `afterAll`. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await pgliteTemplateOnce();
    return fromPglite((await template.clone()) as PGlite);
  }
  const template = await postgresTemplateOnce(url);
  const name = `playboard_test_${process.pid}_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handle = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 4 }));
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // pg-pool's end() resolves once it has asked its clients to end, not once their sockets are
      // closed; dropping with FORCE then would kill a closing connection, whose error nobody awaits.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await cleanup.query<{ sessions: number }>(
          'select count(*)::int as sessions from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.sessions === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
