import { setTimeout as sleep } from 'node:timers/promises';
import { createIndex } from '@playboard/search';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app.ts';
import { testApp } from '../../../testing/test-app.ts';
import { removeProducts, upsertProducts } from '../../catalog/index.ts';
import { createSynonym } from '../../merchandising/index.ts';
import type { CatalogDocument } from '../documents.ts';
import type { LiveEngine } from '../index-manager.ts';
import { storefrontSearch, type StorefrontSearch } from '../storefront-search.ts';
import type { TestSite } from '../../../testing/catalogue.ts';
import { seedShop } from '../../../testing/search/seed-shop.ts';
import { ReplicaLost, SearchRejected, SearchReplicas, type ThreadAnswer } from './search-replicas.ts';

let app: App;
let shop: TestSite;

beforeAll(async () => {
  ({ app } = await testApp({ SEARCH_THREADS: '2' }));
  shop = await seedShop(app);
});

function call(query: string, extra: Partial<StorefrontSearch> = {}): StorefrontSearch {
  return {
    query,
    filters: [],
    start: 0,
    rows: 24,
    now: Date.now(),
    tagging: { publicUrl: 'http://localhost:3000', instance: shop.instance, query, lang: 'en', page: 1 },
    ...extra,
  };
}

async function englishEngine(): Promise<LiveEngine> {
  return app.searchIndexes.engine(shop.siteId, 'en');
}

/** An answer's text; its slot is free again. */
async function text(pending: Promise<ThreadAnswer>): Promise<string> {
  const answer = await pending;
  const json = answer.body.toString();
  answer.release();
  return json;
}

/** A thread's answer, once the threads hold the engine's current index (they copy it after a build). */
async function onThread(search: StorefrontSearch): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = app.searchIndexes.searchOnThread(await englishEngine(), search);
    if (answer) return text(answer);
    await sleep(25);
  }
  throw new Error('no search thread holds the engine');
}

/** The answer the main thread computes for the same call. */
async function here(search: StorefrontSearch): Promise<string> {
  const engine = await englishEngine();
  return storefrontSearch(engine.index, engine.config, search);
}

function ids(json: string): string[] {
  return (JSON.parse(json) as { catalog: { content: { __id: string }[] } }).catalog.content.map(
    (result) => result.__id,
  );
}

describe('search threads (SEARCH_THREADS)', () => {
  it('should answer exactly as the main thread does: words, synonyms, typos, filters, sorts, facets and featured products', async () => {
    const calls = [
      call('jeans'),
      call('trainers'),
      call('jens'),
      call(''),
      call('jeans', { filters: ['price:0-50'] }),
      call('shirt', { sort: { field: 'price', direction: 'asc' }, start: 1, rows: 2 }),
      call('returns'),
    ];
    for (const search of calls) expect(await onThread(search)).toBe(await here(search));
  });

  it('should answer through the storefront route what the thread computes', async () => {
    const response = await app.inject(`/search/v1/query/${shop.instance}/search?query=jeans&lang=en`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(await onThread(call('jeans'))));
  });

  it('should see a catalogue or configuration change as soon as the main thread has applied it', async () => {
    await onThread(call('jeans'));

    await upsertProducts(app, shop.siteId, [
      { id: 'kilt-1', name: { en: 'Tartan kilt' }, price: 80, url: 'https://shop.example.com/kilt' },
    ]);
    await app.searchIndexes.settled(shop.siteId);
    // No waiting from here: a thread applies what was posted before the search first.
    expect(ids(await text(app.searchIndexes.searchOnThread(await englishEngine(), call('kilt'))!))).toEqual([
      'kilt-1',
    ]);

    await createSynonym(app, shop.siteId, { language: 'en', terms: ['kilt', 'highland skirt'] }, null);
    await app.searchIndexes.settled(shop.siteId);
    expect(
      ids(await text(app.searchIndexes.searchOnThread(await englishEngine(), call('highland skirt'))!)),
    ).toEqual(['kilt-1']);

    await removeProducts(app, shop.siteId, ['kilt-1']);
    await app.searchIndexes.settled(shop.siteId);
    expect(ids(await text(app.searchIndexes.searchOnThread(await englishEngine(), call('kilt'))!))).toEqual(
      [],
    );
  });

  it('should copy a rebuilt index to the threads', async () => {
    await upsertProducts(app, shop.siteId, [
      { id: 'cape-1', name: { en: 'Velvet cape' }, price: 120, url: 'https://shop.example.com/cape' },
    ]);
    await app.searchIndexes.rebuild(shop.siteId);

    expect(ids(await onThread(call('cape')))).toEqual(['cape-1']);
    expect(await onThread(call('jeans'))).toBe(await here(call('jeans')));
  });

  it('should answer many searches at once through the route, each with its own answer', async () => {
    const queries = ['jeans', 'trainers', 'shirt', 'dress'];
    await onThread(call('jeans'));
    const expected = await Promise.all(
      queries.map(async (query) =>
        JSON.parse(
          await app
            .inject(`/search/v1/query/${shop.instance}/search?query=${query}&lang=en`)
            .then((r) => r.body),
        ),
      ),
    );

    // More at once than a thread has answer slots (64), so some answers come as strings.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        app.inject(
          `/search/v1/query/${shop.instance}/search?query=${queries[index % queries.length]}&lang=en`,
        ),
      ),
    );

    responses.forEach((response, index) => {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected[index % queries.length]);
    });
  });

  it('should reject a call the engine rejects, as the main thread would', async () => {
    await expect(onThread(call('jeans', { start: -1 }))).rejects.toThrow(SearchRejected);
    await expect(onThread(call('jeans', { start: -1 }))).rejects.toThrow('search: invalid start -1');
  });
});

/** A thread answer, waiting for the thread to hold the engine; `undefined` if it never does. */
async function answered(replicas: SearchReplicas, key: string, query: string): Promise<string | undefined> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = replicas.search(key, call(query));
    if (answer) return text(answer);
    await sleep(25);
  }
  return undefined;
}

const product = (id: string, name: string): CatalogDocument => ({
  id,
  name,
  price: 30,
  url: `https://shop.example.com/${id}`,
  images: [],
});

describe('copying an index to the threads', () => {
  it('should leave searches to the main thread until the whole copy is there, with the changes made meanwhile', async () => {
    const documents = Array.from({ length: 5000 }, (_, index) => product(`p${index}`, `Plain tee ${index}`));
    const engine = { key: 'large/en', index: createIndex(documents, { language: 'en' }), config: {} };
    const replicas = new SearchReplicas({
      threads: 1,
      log: app.log,
      reportError: vi.fn(),
      engines: () => [],
    });
    try {
      replicas.built(engine);
      engine.index.upsert(product('p1', 'Striped tee'));
      replicas.changed(engine.key, [product('p1', 'Striped tee')], []);

      expect(replicas.search(engine.key, call('striped'))).toBeUndefined();
      expect(ids((await answered(replicas, engine.key, 'striped'))!)).toEqual(['p1']);
    } finally {
      await replicas.close();
    }
  });
});

describe('a search thread that dies', () => {
  it('should lose its pending search, leave searches to the main thread, then come back with a copy', async () => {
    const documents = [product('a', 'Linen shirt'), product('b', 'Wool scarf')];
    const engine = { key: 'site/en', index: createIndex(documents, { language: 'en' }), config: {} };
    const reportError = vi.fn();
    const replicas = new SearchReplicas({
      threads: 1,
      log: app.log,
      reportError,
      engines: () => [engine],
      script: new URL('../../../testing/children/exiting-thread.ts', import.meta.url),
    });
    try {
      expect(ids((await answered(replicas, engine.key, 'scarf'))!)).toEqual(['b']);

      await expect(replicas.search(engine.key, call('exit now'))).rejects.toThrow(ReplicaLost);
      expect(replicas.search(engine.key, call('scarf'))).toBeUndefined();

      // Started again (after a second) with a copy of what the main thread holds now.
      engine.index.upsert(product('c', 'Silk scarf'));
      expect(ids((await answered(replicas, engine.key, 'scarf'))!).sort()).toEqual(['b', 'c']);
      expect(reportError).not.toHaveBeenCalled();
    } finally {
      await replicas.close();
    }
  });
});

describe('answer slots', () => {
  const documents = [product('a', 'Linen shirt'), product('b', 'Wool scarf'), product('c', 'Silk scarf')];

  async function withReplicas(
    answerSlots: { count: number; size: number },
    test: (replicas: SearchReplicas, key: string) => Promise<void>,
  ): Promise<void> {
    const engine = { key: 'slots/en', index: createIndex(documents, { language: 'en' }), config: {} };
    const replicas = new SearchReplicas({
      threads: 1,
      log: app.log,
      reportError: vi.fn(),
      engines: () => [engine],
      answerSlots,
    });
    try {
      await answered(replicas, engine.key, 'shirt');
      await test(replicas, engine.key);
    } finally {
      await replicas.close();
    }
  }

  it('should write an answer into a slot it keeps until released, answering meanwhile with strings', async () => {
    await withReplicas({ count: 1, size: 64 * 1024 }, async (replicas, key) => {
      const first = await replicas.search(key, call('shirt'))!;
      const firstText = first.body.toString();
      expect(Buffer.isBuffer(first.body)).toBe(true);

      const second = await replicas.search(key, call('scarf'))!;
      expect(typeof second.body).toBe('string');
      expect(ids(second.body.toString())).toEqual(['b', 'c']);
      expect(first.body.toString()).toBe(firstText);

      first.release();
      const third = await replicas.search(key, call('scarf'))!;
      expect(Buffer.isBuffer(third.body)).toBe(true);
      expect(third.body.toString()).toBe(second.body);
      third.release();
    });
  });

  it('should answer with a string, whole, when the answer does not fit its slot', async () => {
    await withReplicas({ count: 4, size: 1024 }, async (replicas, key) => {
      const answer = await replicas.search(key, call('scarf'))!;

      expect(typeof answer.body).toBe('string');
      expect(answer.body.length).toBeGreaterThan(1024);
      expect(ids(answer.body.toString())).toEqual(['b', 'c']);
    });
  });
});
