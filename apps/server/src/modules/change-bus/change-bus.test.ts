import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { fromPool } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { ownerAndStranger } from '../../testing/account.ts';
import { upsertProducts, validateProduct, writeProducts } from '../catalog/index.ts';
import { createSynonym, replaceFacets } from '../merchandising/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { setSiteEnabled } from '../sites/index.ts';
import { addSite } from '../../testing/sites.ts';
import { changeBusApplicationName } from './index.ts';

const withPostgres = Boolean(process.env.DATABASE_URL);
/** Issue 4: configuration changes take effect within a second; catalogue changes as fast. */
const withinASecond = { timeout: 1000, interval: 25 };

describe.runIf(withPostgres)('change bus across two app instances (PostgreSQL only: DATABASE_URL)', () => {
  let appA: App;
  let appB: App;
  let instance: string;
  let siteId: string;

  beforeAll(async () => {
    const config = parseEnv({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const databaseA = await freshDatabase();
    // The same database through a pool of its own, as a second server process would open it.
    const databaseB = fromPool(new pg.Pool({ ...databaseA.pool!.options }));
    appA = await buildApp({ config, database: databaseA });
    appB = await buildApp({ config, database: databaseB });
    await Promise.all([appA.ready(), appB.ready()]);
    afterAll(async () => {
      await appB.close();
      await databaseB.close();
      await appA.close();
      await databaseA.close();
    });

    const { organizationId } = await ownerAndStranger(appA);
    const { site } = await addSite(appA, organizationId);
    ({ instance, id: siteId } = site);
    await upsertProducts(appA, siteId, clothingCatalogue());
  });

  async function searchB(query: string) {
    const response = await appB.inject(
      `/search/v1/query/${instance}/search?query=${encodeURIComponent(query)}&lang=en&rows=50`,
    );
    return { status: response.statusCode, body: response.json() };
  }

  async function idsInB(query: string): Promise<string[]> {
    const { status, body } = await searchB(query);
    expect(status).toBe(200);
    return body.catalog.content.map((result: { __id: string }) => result.__id);
  }

  it('should show in B a product upserted through A within a second', async () => {
    expect(await idsInB('raincoat')).toEqual([]);
    await upsertProducts(appA, siteId, [
      { id: 'p7', name: { en: 'Yellow raincoat' }, price: 79, url: 'https://shop.example.com/p/p7' },
    ]);
    await vi.waitFor(async () => expect(await idsInB('raincoat')).toEqual(['p7']), withinASecond);
  });

  it('should apply in B a synonym and a facet configuration written through A within a second', async () => {
    expect(await idsInB('anorak')).toEqual([]);
    await createSynonym(appA, siteId, { language: 'en', terms: ['jacket', 'anorak'] }, null);
    await vi.waitFor(async () => expect(await idsInB('anorak')).toEqual(['p3']), withinASecond);

    await replaceFacets(appA, siteId, [{ field: 'brand', type: 'value', label: { en: 'Brand' } }], null);
    await vi.waitFor(async () => {
      const { body } = await searchB('jeans');
      expect(body.catalog.facets.map((facet: { facet: string }) => facet.facet)).toEqual(['brand']);
    }, withinASecond);
  });

  it('should answer 404 in B for a site disabled in A within a second', async () => {
    expect((await searchB('jeans')).status).toBe(200);
    const [site] = await appA.db.select().from(sites).where(eq(sites.id, siteId));
    await setSiteEnabled(appA, site!, false, null);
    await vi.waitFor(async () => {
      const { status, body } = await searchB('jeans');
      expect(status).toBe(404);
      expect(body.errors[0]).toMatchObject({ code: 'global-404' });
    }, withinASecond);
    await setSiteEnabled(appA, site!, true, null);
    await vi.waitFor(async () => expect((await searchB('jeans')).status).toBe(200), withinASecond);
  });

  it('should rebuild in B after its listening connection drops, catching up on what it missed', async () => {
    expect(await idsInB('umbrella')).toEqual([]);
    // Written without an announcement: only the rebuild after the reconnect can bring it to B.
    const umbrella = validateProduct({
      id: 'p8',
      name: { en: 'Folding umbrella' },
      price: 19,
      url: 'https://shop.example.com/p/p8',
    });
    if (!umbrella.ok) throw new Error(umbrella.reason);
    await appA.db.transaction((tx) => writeProducts(tx, siteId, [umbrella.product]));
    const { rows } = await appA.dbHandle.pool!.query<{ dropped: boolean }>(
      'select pg_terminate_backend(pid) as dropped from pg_stat_activity where application_name = $1 and datname = current_database()',
      [changeBusApplicationName],
    );
    expect(rows.filter((row) => row.dropped)).toHaveLength(2);
    await vi.waitFor(async () => expect(await idsInB('umbrella')).toEqual(['p8']), {
      timeout: 5000,
      interval: 50,
    });

    // The new connection carries changes again.
    await upsertProducts(appA, siteId, [
      { id: 'p9', name: { en: 'Wool scarf' }, price: 25, url: 'https://shop.example.com/p/p9' },
    ]);
    await vi.waitFor(async () => expect(await idsInB('scarf')).toEqual(['p9']), withinASecond);
  });
});
