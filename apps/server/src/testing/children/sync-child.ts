// The process the kill test kills: the production app on a PGlite data directory, syncing a shop.
// Usage: node sync-child.ts <dataDir> <shopUrl> <token>. Prints `{ "siteId": ... }` once the sync
// is queued, then keeps syncing until it is killed.
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { startSync } from '../../modules/sync/index.ts';
import { insertSite } from '../sync.ts';
import { loopbackShopsEnv } from '../shops/test-server.ts';

const [dataDir, shopUrl, token] = process.argv.slice(2);
if (!dataDir || !shopUrl || !token) throw new Error('usage: sync-child.ts <dataDir> <shopUrl> <token>');

const config = parseEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ...loopbackShopsEnv,
  MODULES: 'main,realtime,search,sync',
  SYNC_PAGE_SIZE: '50',
});
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
await app.ready();
const site = await insertSite(app.db, { url: shopUrl, securityKey: token, platform: 'PRESTASHOP' });
await startSync(app, site, 'setup');
process.stdout.write(`${JSON.stringify({ siteId: site.id })}\n`);
