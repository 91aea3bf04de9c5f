// The Config API of spec 2 §7 under /config/v1: the platform's operators' only; the data stripped
// (§5) and validated against each service's JSON Schema, refused with status and details (§8);
// an instance's own sets created, switched off and deleted, each change in its history; search and
// tracking apply them at the next request.
import { Ajv } from 'ajv';
import {
  CONFIG_SERVICES,
  configEntitySchema,
  defaultServiceConfigs,
  SERVICE_CONFIG_SCHEMAS,
  type ConfigEntity,
  type JsonSchema,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { upsertProducts } from '../catalog/index.ts';

const OPERATOR = 'config-operator@playboard.test';

const { app, asOwner, site, otherSite, call } = await operatorTestApp('/config/v1', OPERATOR);

/** Every leaf of a schema, with its JSON pointer. */
function leaves(schema: JsonSchema, path = ''): [string, JsonSchema][] {
  if (schema.type !== 'object') return [[path, schema]];
  return Object.entries(schema.properties as Record<string, JsonSchema>).flatMap(([key, value]) =>
    leaves(value, `${path}/${key}`),
  );
}

describe('the services’ JSON Schemas', () => {
  it('should compile with ajv 8 and give every leaf a default, a title and a description', () => {
    for (const service of CONFIG_SERVICES) {
      const schema = SERVICE_CONFIG_SCHEMAS[service];
      expect(() => new Ajv({ strict: true }).compile(schema)).not.toThrow();
      for (const [path, leaf] of leaves(schema)) {
        expect([service, path, typeof leaf.title, typeof leaf.description, 'default' in leaf]).toEqual([
          service,
          path,
          'string',
          'string',
          true,
        ]);
      }
    }
  });

  it('should default to what the services did before they were settings', () => {
    expect(defaultServiceConfigs.search).toEqual({
      typoTolerance: { enabled: true, oneTypoMinLength: 5, twoTyposMinLength: 9 },
      correction: true,
      partialResults: true,
      builtInSynonyms: true,
      answerCache: { enabled: true, seconds: 60, entries: 1000 },
      rows: { default: 24, max: 200 },
    });
    expect(defaultServiceConfigs.layer).toEqual({
      debounceMs: 150,
      minQueryLength: 1,
      suggestions: { querySuggestions: 8, popularSearches: 8, nextQueries: 10, relatedPrompts: 10 },
    });
    expect(Object.values(defaultServiceConfigs.tracking.events).every(Boolean)).toBe(true);
  });
});

describe('/config/v1', () => {
  it('should refuse a merchant, even the owner of the instance (403)', async () => {
    for (const [method, url] of [
      ['GET', `/secure/configs?instance=${site.instance}`],
      ['PUT', '/secure/configs'],
      ['PUT', `/secure/configs/enable?enabled=false&service=search&instance=${site.instance}`],
      ['POST', `/secure/instances/${site.instance}`],
      ['DELETE', `/secure/instances/${site.instance}`],
      ['GET', `/secure/configs/history?service=search&instance=${site.instance}`],
    ] as const) {
      const payload =
        method === 'PUT' && url === '/secure/configs'
          ? { service: 'search', instance: site.instance, data: {} }
          : undefined;
      const { status } = await call(method, url, payload, asOwner);
      expect([method, url, status]).toEqual([method, url, 403]);
    }
  });

  it('should answer 404 for an unknown instance, naming it', async () => {
    const listed = await call('GET', `/secure/configs?instance=${site.instance},no-such-shop`);
    expect(listed.status).toBe(404);
    expect(listed.body.errors[0].message).toContain('no-such-shop');
    expect((await call('POST', '/secure/instances/no-such-shop')).status).toBe(404);
    expect((await call('DELETE', '/secure/instances/no-such-shop')).status).toBe(404);
    const put = await call('PUT', '/secure/configs', {
      service: 'search',
      instance: 'no-such-shop',
      data: {},
    });
    expect(put.status).toBe(404);
  });

  it('should answer the defaults of an instance without its own set, and every instance without a list', async () => {
    const { status, body } = await call('GET', `/secure/configs?instance=${otherSite.instance}`);
    expect(status).toBe(200);
    expect(body.map((entity: ConfigEntity) => entity.id)).toEqual(
      CONFIG_SERVICES.map((service) => `${service}:${otherSite.instance}`),
    );
    for (const entity of body) {
      expect(configEntitySchema.parse(entity)).toMatchObject({
        enabled: true,
        data: {},
        metadata: { custom: false, createdAt: null, updatedAt: null, updatedBy: null },
      });
    }
    const all = await call('GET', '/secure/configs?service=layer');
    const instances = all.body.map((entity: ConfigEntity) => entity.instance);
    expect(instances).toEqual(expect.arrayContaining([site.instance, otherSite.instance]));
    expect(all.body.every((entity: ConfigEntity) => entity.service === 'layer')).toBe(true);
  });

  it('should strip empty strings from the data (§5), save it and say who did', async () => {
    const { status, body } = await call('PUT', '/secure/configs', {
      service: 'layer',
      instance: site.instance,
      data: { debounceMs: 300, minQueryLength: '', suggestions: { nextQueries: 4, popularSearches: '' } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: `layer:${site.instance}`,
      enabled: true,
      data: { debounceMs: 300, suggestions: { nextQueries: 4 } },
      metadata: { custom: true, updatedBy: OPERATOR },
    });
    expect(body.schema).toEqual(SERVICE_CONFIG_SCHEMAS.layer);
  });

  it('should refuse invalid data with each field in details, and change nothing', async () => {
    const before = await call('GET', `/secure/configs?service=layer&instance=${site.instance}`);
    const { status, body } = await call('PUT', '/secure/configs', {
      service: 'search',
      instance: site.instance,
      data: { typoTolerance: { oneTypoMinLength: 0, enabled: 'no' }, colour: 'blue' },
    });
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('global-400');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: '/typoTolerance/oneTypoMinLength', message: 'must be >= 1' },
        { path: '/typoTolerance/enabled', message: 'must be boolean' },
        { path: '/colour', message: 'is not a setting of this service' },
      ]),
    );
    const crossed = await call('PUT', '/secure/configs', {
      service: 'search',
      instance: site.instance,
      data: { typoTolerance: { oneTypoMinLength: 10 } },
    });
    expect(crossed.body.details).toEqual([
      { path: '/typoTolerance/twoTyposMinLength', message: 'must be >= oneTypoMinLength' },
    ]);
    const rows = await call('PUT', '/secure/configs', {
      service: 'search',
      instance: site.instance,
      data: { rows: { max: 12 } },
    });
    expect(rows.body.details).toEqual([{ path: '/rows/default', message: 'must be <= rows/max' }]);
    const search = await call('GET', `/secure/configs?service=search&instance=${site.instance}`);
    expect(search.body[0].metadata.custom).toBe(false);
    expect((await call('GET', `/secure/configs?service=layer&instance=${site.instance}`)).body).toEqual(
      before.body,
    );
  });

  it('should create every service’s set once (201), and answer the same set to a second submit (200)', async () => {
    const first = await call('POST', `/secure/instances/${otherSite.instance}`);
    expect(first.status).toBe(201);
    expect(
      first.body.map((entity: ConfigEntity) => [entity.service, entity.metadata.custom, entity.data]),
    ).toEqual(CONFIG_SERVICES.map((service) => [service, true, {}]));
    await call('PUT', '/secure/configs', {
      service: 'tracking',
      instance: otherSite.instance,
      data: { duplicateWindowSeconds: 9 },
    });
    const second = await call('POST', `/secure/instances/${otherSite.instance}`);
    expect(second.status).toBe(200);
    expect(second.body.find((entity: ConfigEntity) => entity.service === 'tracking').data).toEqual({
      duplicateWindowSeconds: 9,
    });
  });

  it('should switch a set off and on, its data kept', async () => {
    const off = await call(
      'PUT',
      `/secure/configs/enable?enabled=false&service=tracking&instance=${otherSite.instance}`,
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, data: { duplicateWindowSeconds: 9 } });
    const on = await call(
      'PUT',
      `/secure/configs/enable?enabled=true&service=tracking&instance=${otherSite.instance}`,
    );
    expect(on.body).toMatchObject({ enabled: true, data: { duplicateWindowSeconds: 9 } });
  });

  it('should delete the instance’s own sets (204): it falls back to the defaults', async () => {
    expect((await call('DELETE', `/secure/instances/${otherSite.instance}`)).status).toBe(204);
    const { body } = await call('GET', `/secure/configs?instance=${otherSite.instance}`);
    expect(body.map((entity: ConfigEntity) => [entity.metadata.custom, entity.data])).toEqual(
      CONFIG_SERVICES.map(() => [false, {}]),
    );
  });

  it('should list the changes of a set newest first and revert one as a new change', async () => {
    const { body } = await call(
      'GET',
      `/secure/configs/history?service=tracking&instance=${otherSite.instance}`,
    );
    expect(
      body.revisions.map((revision: { enabled: boolean; data: object; custom: boolean }) => [
        revision.enabled,
        revision.data,
        revision.custom,
      ]),
    ).toEqual([
      // The deletion: the defaults apply, no set of its own.
      [true, {}, false],
      [true, { duplicateWindowSeconds: 9 }, true],
      [false, { duplicateWindowSeconds: 9 }, true],
      [true, { duplicateWindowSeconds: 9 }, true],
      [true, {}, true],
    ]);
    expect(body.revisions[0].previous).toEqual({ enabled: true, data: { duplicateWindowSeconds: 9 } });
    expect(body.revisions.at(-1).previous).toBeNull();
    expect(body.revisions[0].actor).toBe(OPERATOR);
    const reverted = await call('POST', `/secure/configs/history/${body.revisions[0].id}/revert`);
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({
      data: { duplicateWindowSeconds: 9 },
      metadata: { custom: true, updatedBy: OPERATOR },
    });
    const after = await call(
      'GET',
      `/secure/configs/history?service=tracking&instance=${otherSite.instance}`,
    );
    expect(after.body.revisions[0].revertOf).toBe(body.revisions[0].id);
    expect((await call('POST', '/secure/configs/history/not-a-revision/revert')).status).toBe(404);
  });
});

describe('the services reading their settings at request time (issue 33)', () => {
  async function storefrontTotal(query: string): Promise<number> {
    await app.searchIndexes.settled(site.id);
    const response = await app.inject(`/search/v1/query/${site.instance}/search?query=${query}&lang=en`);
    return response.json().catalog.numFound;
  }

  it('should stop finding a misspelt query once typo tolerance is off, and find it again after a revert', async () => {
    await upsertProducts(app, site.id, clothingCatalogue());
    expect(await storefrontTotal('jakcet')).toBe(1);
    const saved = await call('PUT', '/secure/configs', {
      service: 'search',
      instance: site.instance,
      data: { typoTolerance: { enabled: false } },
    });
    expect(saved.status).toBe(200);
    expect(await storefrontTotal('jakcet')).toBe(0);
    expect(await storefrontTotal('jacket')).toBe(1);
    const { body } = await call('GET', `/secure/configs/history?service=search&instance=${site.instance}`);
    expect((await call('POST', `/secure/configs/history/${body.revisions[0].id}/revert`)).status).toBe(200);
    expect(await storefrontTotal('jakcet')).toBe(1);
  });

  it('should stop the built-in synonyms when the platform switches them off, whatever the merchant’s switch', async () => {
    expect(await storefrontTotal('trainers')).toBe(1);
    await call('PUT', '/secure/configs', {
      service: 'search',
      instance: site.instance,
      data: { builtInSynonyms: false },
    });
    expect(await storefrontTotal('trainers')).toBe(0);
    expect(await storefrontTotal('sneakers')).toBe(1);
  });

  it('should hold a page to the instance’s default rows and cut a larger one to its most', async () => {
    await call('PUT', '/secure/configs', {
      service: 'search',
      instance: site.instance,
      data: { rows: { default: 2, max: 3 }, answerCache: { enabled: false } },
    });
    await upsertProducts(
      app,
      site.id,
      Array.from({ length: 5 }, (_, index) => ({
        id: `scarf-${index}`,
        name: { en: `Wool scarf ${index}` },
        price: 20,
        url: `https://shop.example.com/p/scarf-${index}`,
      })),
    );
    await app.searchIndexes.settled(site.id);
    const page = async (rows: string) => {
      const response = await app.inject(
        `/search/v1/query/${site.instance}/search?query=scarf&lang=en${rows}`,
      );
      return response.json().catalog.content.length;
    };
    expect([await page(''), await page('&rows=1'), await page('&rows=50')]).toEqual([2, 1, 3]);
  });

  it('should refuse an event the instance does not record (403) and store nothing of it', async () => {
    const track = (event: string, session: string) =>
      app.inject(`/tagging/v1/track/${site.instance}/${event}?q=jeans&productId=p1&session=${session}`);
    await call('PUT', '/secure/configs', {
      service: 'tracking',
      instance: site.instance,
      data: { events: { add2cart: false }, duplicateWindowSeconds: 0 },
    });
    const refused = await track('add2cart', 'off');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'global-403' }] });
    // A window of 0 stores every copy.
    expect([(await track('click', 'twice')).statusCode, (await track('click', 'twice')).statusCode]).toEqual([
      204, 204,
    ]);
    await app.trackingBuffer.flush();
    const rows = await app.db.select().from(trackingEvents).where(eq(trackingEvents.siteId, site.id));
    expect(rows.map((row) => [row.event, row.session])).toEqual([
      ['click', 'twice'],
      ['click', 'twice'],
    ]);
  });
  it('should hand the layer its settings with its configuration, the defaults when the set is off', async () => {
    const layer = async () =>
      (await app.inject(`/layer/v1/config/${site.instance}`)).json().behaviour as Record<string, unknown>;
    // Earlier tests set this instance's layer: without its own sets it has the defaults.
    expect((await call('DELETE', `/secure/instances/${site.instance}`)).status).toBe(204);
    expect(await layer()).toEqual(defaultServiceConfigs.layer);
    await call('PUT', '/secure/configs', {
      service: 'layer',
      instance: site.instance,
      data: { debounceMs: 300, suggestions: { nextQueries: 0 } },
    });
    expect(await layer()).toEqual({
      ...defaultServiceConfigs.layer,
      debounceMs: 300,
      suggestions: { ...defaultServiceConfigs.layer.suggestions, nextQueries: 0 },
    });
    await call('PUT', `/secure/configs/enable?enabled=false&service=layer&instance=${site.instance}`);
    expect(await layer()).toEqual(defaultServiceConfigs.layer);
  });
});
