import {
  defaultSearchSettings,
  defaultVisualCustomisation,
  type ConfigRevision,
  type SynonymGroup,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { configRevisions, sites } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';
import { createRedirection, createSynonym, deleteRedirection } from '../merchandising/index.ts';
import type { Actor } from './index.ts';

let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let organizationId: string;
let actor: Actor;

beforeAll(async () => {
  ({ app } = await accountTestApp());
  const people = await ownerAndStranger(app);
  ({ asOwner, asStranger, organizationId } = people);
  actor = { userId: people.owner.id, email: people.owner.email };
});

const base = (siteId: string) => `/merchandising/v1/sites/${siteId}/revisions`;

async function list(siteId: string, query = '', headers = asOwner) {
  return app.inject({ method: 'GET', url: `${base(siteId)}${query}`, headers });
}

async function revisions(siteId: string, query = ''): Promise<ConfigRevision[]> {
  return (await list(siteId, query)).json().revisions;
}

async function revert(siteId: string, revisionId: string, body: object = {}, headers = asOwner) {
  return app.inject({
    method: 'POST',
    url: `${base(siteId)}/${revisionId}/revert`,
    headers,
    payload: body,
  });
}

async function saveCustomisation(siteId: string, mainColor: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/main/v1/sites/${siteId}/customisation`,
    headers: asOwner,
    payload: { ...defaultVisualCustomisation, mainColor },
  });
  expect(response.statusCode).toBe(200);
}

async function mainColor(siteId: string): Promise<string> {
  const response = await app.inject({ url: `/main/v1/sites/${siteId}/customisation`, headers: asOwner });
  return response.json().mainColor;
}

describe('GET /merchandising/v1/sites/{siteId}/revisions', () => {
  it('should page the changes newest first with who made them and filter them by kind and entity', async () => {
    const { site } = await addSite(app, organizationId);
    const synonyms: SynonymGroup[] = [];
    for (const terms of [
      ['jeans', 'denim'],
      ['sofa', 'couch'],
      ['tee', 't-shirt'],
    ]) {
      synonyms.push(await createSynonym(app, site.id, { language: 'en', terms }, actor));
    }
    await saveCustomisation(site.id, '#112233');

    const page = await list(site.id, '?limit=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(4);
    expect(page.json().revisions.map((revision: ConfigRevision) => revision.kind)).toEqual([
      'customisation',
      'synonym',
    ]);
    expect(page.json().revisions[0]).toMatchObject({
      siteId: site.id,
      entityId: site.id,
      before: null,
      after: { mainColor: '#112233' },
      actor: { email: actor.email, userId: actor.userId },
      note: null,
      revertOf: null,
    });
    const rest = await revisions(site.id, '?limit=2&offset=2');
    expect(rest.map((revision) => revision.after)).toEqual([
      expect.objectContaining({ terms: ['sofa', 'couch'] }),
      expect.objectContaining({ terms: ['jeans', 'denim'] }),
    ]);
    const bySynonym = await list(site.id, '?kind=synonym');
    expect(bySynonym.json().total).toBe(3);
    const byEntity = await revisions(site.id, `?kind=synonym&entityId=${synonyms[1]!.id}`);
    expect(byEntity.map((revision) => revision.entityId)).toEqual([synonyms[1]!.id]);
    const one = await app.inject({ url: `${base(site.id)}/${byEntity[0]!.id}`, headers: asOwner });
    expect(one.json()).toEqual(byEntity[0]);
  });

  it('should answer 404 for a site of another organisation and for a revision of another site', async () => {
    const { site } = await addSite(app, organizationId);
    const { site: other } = await addSite(app, organizationId);
    await createSynonym(app, other.id, { language: 'en', terms: ['cap', 'hat'] }, actor);
    const [foreign] = await revisions(other.id);
    expect((await list(site.id, '', asStranger)).statusCode).toBe(404);
    const read = await app.inject({ url: `${base(site.id)}/${foreign!.id}`, headers: asOwner });
    expect(read.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
    expect((await revert(site.id, foreign!.id)).statusCode).toBe(404);
    expect((await revert(other.id, foreign!.id, {}, asStranger)).statusCode).toBe(404);
    expect(await revisions(other.id)).toHaveLength(1);
  });

  it('should record the layer settings when the selector changes and when the layer is switched off', async () => {
    const { site } = await addSite(app, organizationId);
    const patch = (url: string, payload?: object) =>
      app.inject({ method: 'PATCH', url: `/main/v1/sites/${site.id}${url}`, headers: asOwner, payload });
    expect((await patch('', { cssSelector: '#search' })).statusCode).toBe(200);
    expect((await patch('', { name: 'Renamed' })).statusCode).toBe(200);
    expect((await patch('/disable')).statusCode).toBe(200);
    expect(
      (await revisions(site.id)).map(({ kind, entityId, before, after }) => ({
        kind,
        entityId,
        before,
        after,
      })),
    ).toEqual([
      {
        kind: 'layer',
        entityId: site.id,
        before: { cssSelector: '#search', enabled: true },
        after: { cssSelector: '#search', enabled: false },
      },
      {
        kind: 'layer',
        entityId: site.id,
        before: { cssSelector: '', enabled: true },
        after: { cssSelector: '#search', enabled: true },
      },
    ]);
  });
});

describe('POST /merchandising/v1/sites/{siteId}/revisions/{revisionId}/revert', () => {
  it('should re-create a deleted redirection with its id, and the storefront redirects again', async () => {
    const { site } = await addSite(app, organizationId);
    await upsertProducts(app, site.id, clothingCatalogue());
    const redirection = await createRedirection(
      app,
      site.id,
      { language: 'en', matchingQueries: ['size guide'], targetUrl: 'https://shop.example.com/sizes' },
      actor,
    );
    await deleteRedirection(app, site.id, redirection.id!, actor);
    const search = async () => {
      await app.searchIndexes.settled(site.id);
      const response = await app.inject(
        `/search/v1/query/${site.instance}/search?query=size%20guide&lang=en`,
      );
      return response.json().direct.content;
    };
    expect(await search()).toEqual([]);

    const [deletion] = await revisions(site.id);
    expect(deletion).toMatchObject({ kind: 'redirection', before: { id: redirection.id }, after: null });
    const reverted = await revert(site.id, deletion!.id, { note: 'deleted by mistake' });
    expect(reverted.statusCode).toBe(201);
    expect(reverted.json()).toMatchObject({
      kind: 'redirection',
      entityId: redirection.id,
      before: null,
      // The same redirection under its id, saved again now.
      after: { ...redirection, updatedTime: expect.any(String) },
      note: 'deleted by mistake',
      revertOf: deletion!.id,
      actor: { email: actor.email },
    });
    expect(await search()).toMatchObject([{ url: 'https://shop.example.com/sizes' }]);
  });

  it('should revert a searchable fields change alone, keeping the visibility and featured picks saved since (issue 32)', async () => {
    const { site } = await addSite(app, organizationId);
    await upsertProducts(app, site.id, clothingCatalogue());
    const put = (method: 'PUT' | 'POST', url: string, payload: object) =>
      app.inject({ method, url: `/index/v1/${url}`, headers: asOwner, payload });
    const fields = { fields: [{ field: 'name', weight: 3 }] };
    expect((await put('PUT', `fields/site/${site.id}/searchable`, fields)).statusCode).toBe(200);
    const visibility = { showOutOfStock: false, notAvailableForOrder: 'BURY' };
    expect((await put('POST', `sites/${site.id}/index-settings`, visibility)).statusCode).toBe(200);
    const featured = { type: 'recommended', productIds: ['p1', 'p2', 'p3', 'p4'] };
    expect((await put('PUT', `featured-products/${site.id}`, featured)).statusCode).toBe(200);

    const newest = await revisions(site.id);
    expect(newest.map((revision) => revision.kind)).toEqual([
      'featuredProducts',
      'resultsVisibility',
      'searchableFields',
    ]);
    expect(newest[2]).toMatchObject({ before: null, after: [{ name: 'name', active: true, weight: 3 }] });
    expect((await revert(site.id, newest[2]!.id)).statusCode).toBe(201);

    const get = async (url: string) =>
      (await app.inject({ url: `/index/v1/${url}`, headers: asOwner })).json();
    expect(
      (await get(`fields/site/${site.id}/searchable`)).fields.every(
        (field: { active: boolean }) => field.active,
      ),
    ).toBe(true);
    expect(await get(`sites/${site.id}/index-settings`)).toEqual(visibility);
    expect(await get(`featured-products/${site.id}`)).toEqual(featured);
    expect((await revisions(site.id, '?kind=searchableFields')).map((revision) => revision.revertOf)).toEqual(
      [newest[2]!.id, null],
    );
  });

  it('should revert a search settings change recorded before the split only in the parts it changed', async () => {
    const { site } = await addSite(app, organizationId);
    await upsertProducts(app, site.id, clothingCatalogue());
    const visibility = { showOutOfStock: false, notAvailableForOrder: 'BURY' };
    const onlyName = [{ name: 'name', active: true, weight: 3 }];
    await app.inject({
      method: 'POST',
      url: `/index/v1/sites/${site.id}/index-settings`,
      headers: asOwner,
      payload: visibility,
    });
    // A revision as the console wrote them before each screen had its kind: the three parts at once.
    const [stored] = await app.db.select().from(configRevisions).where(eq(configRevisions.siteId, site.id));
    const whole = { ...defaultSearchSettings, resultsVisibility: visibility };
    const [legacy] = await app.db
      .insert(configRevisions)
      .values({
        siteId: site.id,
        kind: 'searchSettings',
        entityId: site.id,
        before: whole,
        after: { ...whole, searchableFields: onlyName },
        actorId: stored!.actorId,
        actorEmail: stored!.actorEmail,
      })
      .returning();
    await app.inject({
      method: 'PUT',
      url: `/index/v1/fields/site/${site.id}/searchable`,
      headers: asOwner,
      payload: { fields: [{ field: 'name', weight: 3 }] },
    });

    const reverted = await revert(site.id, legacy!.id);
    expect(reverted.statusCode).toBe(201);
    expect(reverted.json()).toMatchObject({ kind: 'searchSettings', after: whole, revertOf: legacy!.id });
    const answer = await app.inject({ url: `/index/v1/sites/${site.id}/index-settings`, headers: asOwner });
    expect(answer.json()).toEqual(visibility);
  });

  it('should refuse to bring back a redirection whose term another one took since, with search-extensions-7', async () => {
    const { site } = await addSite(app, organizationId);
    const faq = { language: 'en', matchingQueries: ['faq'], targetUrl: 'https://shop.example.com/faq' };
    const first = await createRedirection(app, site.id, faq, actor);
    await deleteRedirection(app, site.id, first.id!, actor);
    const [deletion] = await revisions(site.id);
    await createRedirection(app, site.id, { ...faq, targetUrl: 'https://shop.example.com/help' }, actor);
    const refused = await revert(site.id, deletion!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'search-extensions-7' }] });
    expect((await list(site.id)).json().total).toBe(3);
  });

  it('should explain what a revert of an older change overwrites, and revert it once confirmed', async () => {
    const { site } = await addSite(app, organizationId);
    await saveCustomisation(site.id, '#111111');
    await saveCustomisation(site.id, '#222222');
    await saveCustomisation(site.id, '#333333');
    const [third, second, first] = await revisions(site.id);

    const refused = await revert(site.id, second!.id);
    expect(refused.statusCode).toBe(409);
    const [error] = refused.json().errors;
    expect(error.code).toBe('history-1');
    expect(error.message).toContain(third!.id);
    expect(await mainColor(site.id)).toBe('#333333');

    const confirmed = await revert(site.id, second!.id, { confirm: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await mainColor(site.id)).toBe('#111111');

    const creation = await revert(site.id, first!.id, { confirm: true });
    expect(creation.json()).toMatchObject({ after: null, revertOf: first!.id });
    expect(await mainColor(site.id)).toBe(defaultVisualCustomisation.mainColor);
  });

  it('should restore the same state when the same revision is reverted twice', async () => {
    const { site } = await addSite(app, organizationId);
    await saveCustomisation(site.id, '#AAAAAA');
    await saveCustomisation(site.id, '#BBBBBB');
    const [latest] = await revisions(site.id);
    expect((await revert(site.id, latest!.id)).statusCode).toBe(201);
    expect(await mainColor(site.id)).toBe('#AAAAAA');
    const again = await revert(site.id, latest!.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ before: { mainColor: '#AAAAAA' }, after: { mainColor: '#AAAAAA' } });
    expect(await mainColor(site.id)).toBe('#AAAAAA');
  });

  it('should record nothing when a customisation is refused', async () => {
    const { site } = await addSite(app, organizationId, { platform: 'CUSTOM' });
    const refused = await app.inject({
      method: 'PUT',
      url: `/main/v1/sites/${site.id}/customisation`,
      headers: asOwner,
      payload: {
        ...defaultVisualCustomisation,
        productCard: { ...defaultVisualCustomisation.productCard, taxAlternativePrice: true },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect((await list(site.id)).json().total).toBe(0);
  });
});

/** Moves a revision to another instant, as if it had been made then. */
async function madeAt(revisionId: string, instant: string) {
  await app.db
    .update(configRevisions)
    .set({ createdAt: new Date(instant) })
    .where(eq(configRevisions.id, revisionId));
}

describe('GET /merchandising/v1/sites/{siteId}/revisions?from&to', () => {
  it('should list the changes from an instant included to another excluded', async () => {
    const { site } = await addSite(app, organizationId);
    for (const color of ['#111111', '#222222', '#333333']) await saveCustomisation(site.id, color);
    const [third, second, first] = await revisions(site.id);
    await madeAt(first!.id, '2026-03-01T10:00:00Z');
    await madeAt(second!.id, '2026-03-02T00:00:00Z');
    await madeAt(third!.id, '2026-03-03T00:00:00Z');

    const day = await list(site.id, '?from=2026-03-02T00:00:00Z&to=2026-03-03T00:00:00Z');
    expect(day.json()).toMatchObject({ total: 1, revisions: [{ id: second!.id }] });
    const since = await revisions(site.id, `?from=${encodeURIComponent('2026-03-01T12:00:00+01:00')}`);
    expect(since.map((revision) => revision.id)).toEqual([third!.id, second!.id]);
    expect((await list(site.id, '?from=yesterday')).json()).toMatchObject({
      errors: [{ code: 'global-400' }],
    });
  });
});

describe('GET /merchandising/v1/sites/{siteId}/revisions/days', () => {
  it("should count the changes of each day of the site's time zone, with their kinds", async () => {
    const { site } = await addSite(app, organizationId);
    await app.db.update(sites).set({ timeZone: 'America/New_York' }).where(eq(sites.id, site.id));
    await saveCustomisation(site.id, '#111111');
    await saveCustomisation(site.id, '#222222');
    await createSynonym(app, site.id, { language: 'en', terms: ['cap', 'hat'] }, actor);
    const [synonym, second, first] = await revisions(site.id);
    // 03:00 UTC on 10 March is still 9 March in New York.
    await madeAt(first!.id, '2026-03-10T03:00:00Z');
    await madeAt(second!.id, '2026-03-10T15:00:00Z');
    await madeAt(synonym!.id, '2026-03-10T16:00:00Z');

    const days = await app.inject({
      url: `${base(site.id)}/days?from=2026-03-01&to=2026-03-31`,
      headers: asOwner,
    });
    expect(days.statusCode).toBe(200);
    expect(days.json()).toEqual({
      days: [
        { date: '2026-03-09', count: 1, kinds: ['customisation'] },
        { date: '2026-03-10', count: 2, kinds: ['synonym', 'customisation'] },
      ],
    });
    const outside = await app.inject({
      url: `${base(site.id)}/days?from=2026-03-11&to=2026-03-31`,
      headers: asOwner,
    });
    expect(outside.json()).toEqual({ days: [] });
  });

  it('should refuse a range backwards or longer than a year with 400, and a foreign site with 404', async () => {
    const { site } = await addSite(app, organizationId);
    const days = (query: string, headers = asOwner) =>
      app.inject({ url: `${base(site.id)}/days?${query}`, headers });
    expect((await days('from=2026-03-10&to=2026-03-01')).json()).toMatchObject({
      errors: [{ code: 'global-400', message: 'to must not be before from' }],
    });
    expect((await days('from=2025-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await days('from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await days('from=2026-03-01&to=2026-03-02', asStranger)).statusCode).toBe(404);
  });
});

describe('PATCH /merchandising/v1/sites/{siteId}/revisions/{revisionId}', () => {
  const annotate = (siteId: string, revisionId: string, payload: object, headers = asOwner) =>
    app.inject({ method: 'PATCH', url: `${base(siteId)}/${revisionId}`, headers, payload });

  it('should attach a note to a change, change nothing else, and take it away with null', async () => {
    const { site } = await addSite(app, organizationId);
    await saveCustomisation(site.id, '#444444');
    const [change] = await revisions(site.id);

    const noted = await annotate(site.id, change!.id, { note: 'Brand colour for the spring sale' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toEqual({ ...change, note: 'Brand colour for the spring sale' });
    expect(await revisions(site.id)).toEqual([{ ...change, note: 'Brand colour for the spring sale' }]);
    expect(await mainColor(site.id)).toBe('#444444');

    expect((await annotate(site.id, change!.id, { note: null })).json()).toEqual(change);
  });

  it('should refuse a note longer than 500 characters with 400 and a foreign revision with 404', async () => {
    const { site } = await addSite(app, organizationId);
    const { site: other } = await addSite(app, organizationId);
    await saveCustomisation(site.id, '#555555');
    await saveCustomisation(other.id, '#666666');
    const [change] = await revisions(site.id);
    const [foreign] = await revisions(other.id);

    const long = await annotate(site.id, change!.id, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: [{ code: 'global-400' }] });
    expect((await annotate(site.id, foreign!.id, { note: 'mine' })).statusCode).toBe(404);
    expect((await annotate(site.id, change!.id, { note: 'mine' }, asStranger)).statusCode).toBe(404);
    expect((await revisions(site.id))[0]!.note).toBeNull();
    expect((await revisions(other.id))[0]!.note).toBeNull();
  });
});
