// Migrations 0014-0019 move stored merchandising to the domain's shapes: a merchant's settings and
// items written in the older shapes read back in the new ones, nothing lost.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  bannerSchema,
  nextQueriesSchema,
  queryRankingRuleInputSchema,
  searchSettingsSchema,
  synonymGroupSchema,
} from '@playboard/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, migrationsFolder } from '../../db/client.ts';

const lastBefore = '0013_analytics_counting';

/** A copy of the migrations that stops at `lastBefore`, so the database holds the older shapes. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'playboard-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

describe('migrations 0014-0019: merchandising in the domain shapes', () => {
  let client: PGlite;
  let folder: string;
  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    folder = await migrationsUpTo(lastBefore);
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    await client.exec(`
      INSERT INTO organizations (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Old shop');
      INSERT INTO sites (id, organization_id, name, url, platform, instance, security_key)
        VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
                'Old shop', 'https://old.example.com', 'CUSTOM', 'old-shop', 'key');
      INSERT INTO engines (site_id, language, is_default) VALUES
        ('00000000-0000-4000-8000-000000000002', 'en', true),
        ('00000000-0000-4000-8000-000000000002', 'es', false);
      INSERT INTO search_settings (site_id, searchable_fields, results_visibility, featured_products) VALUES (
        '00000000-0000-4000-8000-000000000002',
        '[{"field":"name","weight":5},{"field":"brand","weight":2}]',
        '{"hideOutOfStock":true,"notAvailable":"bury"}',
        '{"mode":"recommended","productIds":["p1","p2","p3","p4"]}');
      INSERT INTO synonyms (site_id, language, terms) VALUES
        ('00000000-0000-4000-8000-000000000002', NULL, '{jeans,denim}'),
        ('00000000-0000-4000-8000-000000000002', 'es', '{vaqueros,tejanos}');
      INSERT INTO redirections (site_id, language, queries, url, enabled, starts_at, time_zone) VALUES
        ('00000000-0000-4000-8000-000000000002', NULL, '{returns}', 'https://old.example.com/returns',
         false, '2026-12-01T10:00:00Z', 'Europe/Madrid');
      INSERT INTO banners (site_id, kind, language, title, image_url, url, queries, position, enabled,
                           starts_at, ends_at, time_zone) VALUES
        ('00000000-0000-4000-8000-000000000002', 'promoted', 'en', 'New in', 'https://cdn.example.com/new.jpg',
         'https://old.example.com/new', '{jeans}', 3, true,
         '2026-11-26T23:00:00Z', '2026-11-30T23:00:00Z', 'Europe/Madrid'),
        ('00000000-0000-4000-8000-000000000002', 'banner', 'es', 'Rebajas', 'https://cdn.example.com/r.jpg',
         'https://old.example.com/rebajas', '{vaqueros}', 1, false, NULL, NULL, 'UTC');
      INSERT INTO business_rules (id, site_id, name, language, queries, actions, enabled, starts_at, ends_at, time_zone)
      VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'Black Friday', 'en',
        '{jeans}',
        '[{"type":"boost","field":"brand","value":"Levis","strength":2},{"type":"bury","field":"id","value":"p9","strength":1},
          {"type":"hide","field":"colour","value":"orange"},{"type":"pin","productId":"p3","position":1}]',
        false, '2026-11-26T23:00:00Z', NULL, 'Europe/Madrid');
      INSERT INTO next_queries (site_id, language, query, next_queries) VALUES
        ('00000000-0000-4000-8000-000000000002', NULL, 'jeans', '{"denim jacket"}');
    `);
    await fromPglite(client).migrate();
  });

  afterAll(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('should turn search settings into the domain shape without inversions', async () => {
    const [settings] = await rows(
      'SELECT searchable_fields, results_visibility, featured_products FROM search_settings',
    );
    const stored = {
      searchableFields: settings!['searchable_fields'],
      resultsVisibility: settings!['results_visibility'],
      featuredProducts: settings!['featured_products'],
    };
    expect(stored).toEqual({
      searchableFields: [
        { name: 'name', active: true, weight: 5 },
        { name: 'brand', active: true, weight: 2 },
      ],
      resultsVisibility: { showOutOfStock: false, notAvailableForOrder: 'BURY' },
      featuredProducts: { type: 'recommended', productIds: ['p1', 'p2', 'p3', 'p4'] },
    });
    expect(searchSettingsSchema.parse(stored)).toEqual(stored);
  });

  it('should give an item stored for every language one copy per engine language', async () => {
    const synonyms = await rows('SELECT language, terms FROM synonyms ORDER BY language, terms[1]');
    expect(synonyms).toEqual([
      { language: 'en', terms: ['jeans', 'denim'] },
      { language: 'es', terms: ['jeans', 'denim'] },
      { language: 'es', terms: ['vaqueros', 'tejanos'] },
    ]);
    for (const row of synonyms) expect(synonymGroupSchema.safeParse(row).success).toBe(true);
    const redirections = await rows(
      'SELECT language, queries, url, enabled, starts_at FROM redirections ORDER BY language',
    );
    expect(redirections).toEqual(
      ['en', 'es'].map((language) => ({
        language,
        queries: ['returns'],
        url: 'https://old.example.com/returns',
        enabled: false,
        starts_at: new Date('2026-12-01T10:00:00Z'),
      })),
    );
    const nextQueries = await rows(
      'SELECT language, query, next_queries FROM next_queries ORDER BY language',
    );
    expect(nextQueries.map((row) => row['language'])).toEqual(['en', 'es']);
    expect(
      nextQueriesSchema.safeParse({
        language: 'en',
        query: 'jeans',
        nextQueries: nextQueries[0]!['next_queries'],
      }).success,
    ).toBe(true);
  });

  it('should keep banners with their kind, status and schedule as calendar days in their zone', async () => {
    const banners = await rows(
      'SELECT kind, language, title, image_url, url, queries, position, status, schedule FROM banners ORDER BY language',
    );
    expect(banners).toEqual([
      {
        kind: 'PROMOTED',
        language: 'en',
        title: 'New in',
        image_url: 'https://cdn.example.com/new.jpg',
        url: 'https://old.example.com/new',
        queries: ['jeans'],
        position: 3,
        status: 'ACTIVE',
        schedule: {
          type: 'LIMITED',
          startDate: '2026-11-27',
          endDate: '2026-11-30',
          timeZone: 'Europe/Madrid',
        },
      },
      {
        kind: 'BANNER',
        language: 'es',
        title: 'Rebajas',
        image_url: 'https://cdn.example.com/r.jpg',
        url: 'https://old.example.com/rebajas',
        queries: ['vaqueros'],
        position: 1,
        status: 'INACTIVE',
        schedule: { type: 'ALWAYS' },
      },
    ]);
    const [promoted] = banners;
    expect(
      bannerSchema.safeParse({
        kind: promoted!['kind'],
        language: promoted!['language'],
        title: promoted!['title'],
        assetUrl: promoted!['image_url'],
        targetUrl: promoted!['url'],
        matchingQueries: promoted!['queries'],
        position: promoted!['position'],
        status: promoted!['status'],
        schedule: promoted!['schedule'],
      }).success,
    ).toBe(true);
  });

  it('should turn a business rule with its actions and window into a query ranking rule', async () => {
    expect(await rows('SELECT * FROM business_rules')).toEqual([]);
    const [stored] = await rows('SELECT id, rule FROM query_ranking_rules');
    const window = { activationDate: '2026-11-26T23:00:00Z', deactivationDate: null };
    const element = { filters: {}, schedule: window };
    const rule = {
      title: 'Black Friday',
      endpointId: 'search',
      criteria: { enabled: false, pivots: [{ name: 'lang', values: ['en'] }], queries: ['jeans'] },
      productsRanking: [
        {
          ...element,
          id: 'productsRanking-1',
          fieldName: 'PRODUCT_ID',
          fieldValue: 'p9',
          action: 'BURY',
          strength: 1,
        },
      ],
      attributesRanking: [
        {
          ...element,
          id: 'attributesRanking-0',
          fieldName: 'BRAND',
          fieldValue: 'Levis',
          action: 'BOOST',
          strength: 2,
        },
      ],
      hiddenAttributes: [
        { ...element, id: 'hiddenAttributes-2', fieldName: 'colour', fieldValue: 'orange', action: 'HIDE' },
      ],
      hiddenProducts: [],
      pinnedProducts: [
        { ...element, id: 'pinnedProducts-3', fieldName: 'PRODUCT_ID', fieldValue: 'p3', position: 1 },
      ],
      restrictedRoles: [],
    };
    expect(stored).toEqual({ id: '00000000-0000-4000-8000-000000000003', rule });
    expect(queryRankingRuleInputSchema.parse(stored!['rule'])).toEqual(rule);
  });
});
