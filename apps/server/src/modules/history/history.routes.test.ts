import { defaultVisualCustomisation, type ConfigRevision, type SynonymGroup } from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
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
      synonyms.push(await createSynonym(app.db, site.id, { language: 'en', terms }, actor));
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
    await createSynonym(app.db, other.id, { language: 'en', terms: ['cap', 'hat'] }, actor);
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
    await upsertProducts(app.db, site.id, clothingCatalogue());
    const redirection = await createRedirection(
      app.db,
      site.id,
      { language: 'en', matchingQueries: ['size guide'], targetUrl: 'https://shop.example.com/sizes' },
      actor,
    );
    await deleteRedirection(app.db, site.id, redirection.id!, actor);
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

  it('should refuse to bring back a redirection whose term another one took since, with search-extensions-7', async () => {
    const { site } = await addSite(app, organizationId);
    const faq = { language: 'en', matchingQueries: ['faq'], targetUrl: 'https://shop.example.com/faq' };
    const first = await createRedirection(app.db, site.id, faq, actor);
    await deleteRedirection(app.db, site.id, first.id!, actor);
    const [deletion] = await revisions(site.id);
    await createRedirection(app.db, site.id, { ...faq, targetUrl: 'https://shop.example.com/help' }, actor);
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
