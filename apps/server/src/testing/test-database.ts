// One migrated database image per machine, loaded per test file. Each test file runs in a process
// of its own, so nothing in memory outlives it, and a fresh PGlite (initdb, then 33 migrations)
// takes 5 to 25 s on the 2-core machine where loading the image takes under 3. The image is named by
// the migrations' and PGlite's hash, so a changed migration makes a new one. With DATABASE_URL the
// same suite runs against PostgreSQL: one database per file, created from a migrated template.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { fromPglite, fromPool, migrationsFolder, type DatabaseHandle } from '../db/client.ts';

const IMAGE_DIRECTORY = join(tmpdir(), 'playboard-test-database');

let pgliteImage: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

/** The migrations (SQL and drizzle's journal) and the PGlite version the image was made with. */
function imageName(): string {
  const hash = createHash('sha256');
  // The package's `exports` hide its package.json; its entry module sits in dist/ beside it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  for (const file of files(migrationsFolder))
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return `${hash.digest('hex').slice(0, 16)}.tar`;
}

/** Migrates a new PGlite and keeps its image for the next files, in place of any older image. */
async function makeImage(file: string): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await fromPglite(client).migrate();
  const image = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(IMAGE_DIRECTORY, { recursive: true });
  for (const older of readdirSync(IMAGE_DIRECTORY)) rmSync(join(IMAGE_DIRECTORY, older), { force: true });
  // Written under another name, then renamed: a file starting meanwhile reads the whole image or none.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}

function pgliteImageOnce(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = join(IMAGE_DIRECTORY, imageName());
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      return makeImage(file);
    }
  })();
  return pgliteImage;
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
    const image = await pgliteImageOnce();
    return fromPglite(await PGlite.create({ extensions: { pg_trgm }, loadDataDir: image }));
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
