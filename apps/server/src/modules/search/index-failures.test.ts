import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { engines } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { upsertProducts } from '../catalog/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';

let app: App;
let reportError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  ({ app } = await testApp());
  reportError = vi.spyOn(app, 'reportError');
});

afterAll(() => reportError.mockRestore());

async function siteWithProducts(): Promise<TestSite> {
  const site = await createSite(app.db);
  await upsertProducts(app, site.siteId, [
    { id: 'boot', name: { en: 'Leather boot' }, price: 90, url: 'https://shop.example.com/boot' },
    { id: 'scarf', name: { en: 'Wool scarf' }, price: 20, url: 'https://shop.example.com/scarf' },
  ]);
  return site;
}

/** A stored product the index cannot read: its attributes are JSON null, not an object. */
async function corrupt(site: TestSite, id: string): Promise<void> {
  await app.db.execute(
    sql`update products set attributes = 'null'::jsonb where site_id = ${site.siteId} and id = ${id}`,
  );
}

async function search(site: TestSite, query: string) {
  return app.inject(`/search/v1/query/${site.instance}/search?query=${query}&lang=en`);
}

const buildReports = (site: TestSite) =>
  reportError.mock.calls.filter(
    ([, context]: unknown[]) =>
      (context as { job?: string; siteId?: string }).job === 'index-build' &&
      (context as { siteId?: string }).siteId === site.siteId,
  );

describe('a search index build that fails (issue 21)', () => {
  it('should be tried once across many requests, reported, and tried again on the next catalogue change', async () => {
    const site = await siteWithProducts();
    await corrupt(site, 'scarf');
    for (let request = 0; request < 20; request++) {
      const response = await search(site, 'boot');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        errors: [{ code: 'global-503', message: 'The search index of this site is not available' }],
      });
    }
    expect(buildReports(site)).toHaveLength(1);
    await expect(app.searchIndexes.built(site.siteId)).rejects.toThrow(
      /^The search index could not be built: .*null/,
    );
    expect(buildReports(site)).toHaveLength(1);

    await upsertProducts(app, site.siteId, [
      { id: 'scarf', name: { en: 'Wool scarf' }, price: 20, url: 'https://shop.example.com/scarf' },
    ]);
    await app.searchIndexes.built(site.siteId);
    const response = await search(site, 'scarf');
    expect(response.statusCode).toBe(200);
    expect(response.json().catalog.numFound).toBe(1);
  });

  it('should keep the previous index answering when a rebuild fails, and not rebuild on every request', async () => {
    const site = await siteWithProducts();
    expect((await search(site, 'boot')).json().catalog.numFound).toBe(1);
    await corrupt(site, 'scarf');
    app.changes.emit('catalog', { siteId: site.siteId, upserted: [], removed: [], rebuild: true });
    await expect(app.searchIndexes.built(site.siteId)).rejects.toThrow(/could not be built/);
    for (let request = 0; request < 20; request++) {
      const response = await search(site, 'scarf');
      expect(response.statusCode).toBe(200);
      expect(response.json().catalog.numFound).toBe(1);
    }
    // A request naming an engine the site lacks would start a rebuild: not while the failure waits.
    await app.db.insert(engines).values({ siteId: site.siteId, language: 'es' });
    for (let request = 0; request < 20; request++) {
      const engine = await app.searchIndexes.engine(site.siteId, 'en', ['en', 'es']);
      expect(engine.index.size).toBe(2);
      await app.searchIndexes.settled(site.siteId);
    }
    expect(buildReports(site)).toHaveLength(1);
  });
});
