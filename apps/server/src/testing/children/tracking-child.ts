// The process the kill test kills: the production app with tracking on a PGlite data directory.
// Usage: node tracking-child.ts <dataDir>. Prints `{ "port": ..., "instance": ... }` once it listens.
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { createSite } from '../catalogue.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tracking-child.ts <dataDir>');

const config = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODULES: 'tracking' });
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
const { instance } = await createSite(app.db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('tracking child: no port');
process.stdout.write(`${JSON.stringify({ port: address.port, instance })}\n`);
