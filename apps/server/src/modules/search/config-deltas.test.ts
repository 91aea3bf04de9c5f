import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import { testApp } from '../../testing/test-app.ts';
import { upsertProducts } from '../catalog/index.ts';
import { createRedirection, createSynonym } from '../merchandising/index.ts';
import { IndexManager } from './index-manager.ts';

let app: App;
let site: TestSite;

beforeAll(async () => {
  ({ app } = await testApp());
  site = await createSite(app.db);
  await upsertProducts(app, site.siteId, [
    { id: 'boot', name: { en: 'Leather boot' }, price: 90, url: 'https://shop.example.com/boot' },
  ]);
  await app.searchIndexes.built(site.siteId);
});

const engine = () => app.searchIndexes.engine(site.siteId, 'en');

describe('configuration changes applied as deltas', () => {
  it('should replace only the engine fields the changed resource feeds, the others kept as they were', async () => {
    const before = (await engine()).config;
    await createRedirection(
      app,
      site.siteId,
      { language: 'en', matchingQueries: ['help'], targetUrl: 'https://shop.example.com/help' },
      null,
    );
    await app.searchIndexes.settled(site.siteId);
    const after = (await engine()).config;
    expect(after.redirections).toEqual([
      { id: expect.any(String), queries: ['help'], url: 'https://shop.example.com/help' },
    ]);
    expect(after.synonyms).toBe(before.synonyms);
    expect(after.facets).toBe(before.facets);
    expect(after.rules).toBe(before.rules);
  });

  it('should read every part again on a change that names no resource (a gap in the change stream)', async () => {
    await createSynonym(app, site.siteId, { language: 'en', terms: ['boot', 'wellington'] }, null);
    await app.searchIndexes.settled(site.siteId);
    const before = (await engine()).config;
    app.changes.emit('config', { siteId: site.siteId });
    await app.searchIndexes.settled(site.siteId);
    const after = (await engine()).config;
    expect(after.facets).not.toBe(before.facets);
    expect(after.redirections).not.toBe(before.redirections);
    expect(after.synonyms).toEqual([{ terms: ['boot', 'wellington'], oneWay: false }]);
  });

  it('should leave the engines alone for a change of a setting search does not read', async () => {
    const { version } = await engine();
    app.changes.emit('config', { siteId: site.siteId, resource: 'customisation' });
    await app.searchIndexes.settled(site.siteId);
    expect((await engine()).version).toBe(version);
  });

  it('should replace only the tracking figures when they are read again', async () => {
    const indexes = new IndexManager({ db: app.db, log: app.log, statsRefreshMs: 20 });
    try {
      const first = await indexes.engine(site.siteId, 'en');
      const { version, config } = first;
      await vi.waitFor(() => expect(first.version).not.toBe(version));
      expect(first.config).not.toBe(config);
      expect(first.config.synonyms).toBe(config.synonyms);
      expect(first.config.rules).toBe(config.rules);
      expect(first.config.productClicks).toEqual({});
    } finally {
      await indexes.close();
    }
  });
});
