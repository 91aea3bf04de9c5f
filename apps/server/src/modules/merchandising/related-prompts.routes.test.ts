// The Related prompts API of spec 2 §7 under /suggestions/manage: the fields of §3, the save rule
// of §4, the error shape of §8; the storefront's related prompts follow what is saved and active.
import { describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../testing/auth.ts';
import { signUp } from '../../testing/account.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { upsertProducts } from '../catalog/index.ts';

const OPERATOR = 'prompts-operator@playboard.test';

const { app, asOwner, site, otherSite, call } = await operatorTestApp('', OPERATOR);
await upsertProducts(app, site.id, clothingCatalogue());

const base = (instance = site.instance) => `/suggestions/manage/${instance}`;
const asMerchant = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(method, url, payload, asOwner);

async function storefrontPrompts(query: string, extra = ''): Promise<string[]> {
  await app.searchIndexes.settled(site.id);
  const response = await app.inject(`/relatedprompts/${site.instance}?query=${query}&lang=en${extra}`);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.relatedprompts.map((prompt: { suggestionText: string }) => prompt.suggestionText);
}

const denim = {
  suggestionText: 'Denim for every day',
  nextQueries: ['slim jeans', 'denim jacket'],
  pivots: { query: 'jeans,denim', lang: 'en' },
};

async function guestWith(policies: object[]) {
  const invited = await call('POST', '/management/v1/guests', {
    email: `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`,
    username: 'Agency',
    policies,
  });
  expect(invited.status).toBe(201);
  return { authorization: `Bearer ${await accessTokenFor(app, invited.body.id)}` };
}

describe('POST, GET, PUT and DELETE /suggestions/manage/{instance} (spec 2 §3, §4, §7)', () => {
  it('should create (id 0 counting as none), read, update and delete a prompt the storefront shows', async () => {
    const created = await asMerchant('POST', base(), { ...denim, id: 0 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      uuid: created.body.id,
      nextQueries: ['slim jeans', 'denim jacket'],
      active: true,
      pivots: { query: 'jeans,denim', lang: 'en' },
      suggestionText: 'Denim for every day',
      type: 'SUGGESTION',
    });
    const { id } = created.body;
    expect((await asMerchant('GET', `${base()}/${id}`)).body).toEqual(created.body);
    expect(await storefrontPrompts('Denim')).toEqual(['Denim for every day']);
    expect(await storefrontPrompts('dress')).toEqual([]);

    // A body with an id is saved in its place (§4).
    const viaPost = await asMerchant('POST', base(), { ...denim, id, suggestionText: 'Denim all week' });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.id).toBe(id);
    const put = await asMerchant('PUT', `${base()}/${id}`, { ...denim, active: false });
    expect(put.status).toBe(200);
    expect(put.body.active).toBe(false);
    expect(await storefrontPrompts('jeans')).toEqual([]);

    expect((await asMerchant('DELETE', `${base()}/${id}`)).status).toBe(204);
    const gone = await asMerchant('GET', `${base()}/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ status: 404, message: expect.stringContaining(id) });
  });

  it('should answer a double submit with the prompt the first one made, creating nothing twice', async () => {
    const body = { suggestionText: 'Boots for the rain', pivots: { query: 'boots' } };
    const first = await asMerchant('POST', base(), body);
    const second = await asMerchant('POST', base(), body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    const listed = await asMerchant('GET', `${base()}?pivots=query:boots`);
    expect(listed.body.numFound).toBe(1);
    await asMerchant('DELETE', `${base()}/${first.body.id}`);
  });

  it('should show a prompt with another pivot only to storefront requests carrying it', async () => {
    const outlet = await asMerchant('POST', base(), {
      suggestionText: 'Outlet jeans',
      pivots: { query: 'jeans', store: 'outlet' },
    });
    expect(outlet.status).toBe(201);
    expect(await storefrontPrompts('jeans')).toEqual([]);
    expect(await storefrontPrompts('jeans', '&store=Outlet')).toEqual(['Outlet jeans']);
    const preview = await asMerchant(
      'GET',
      `/suggestions/manage/tool/preview/${site.instance}?pivots=query:jeans&pivots=store:outlet&pivots=lang:en`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ numFound: 1, results: [{ id: outlet.body.id }] });
    const without = await asMerchant(
      'GET',
      `/suggestions/manage/tool/preview/${site.instance}?pivots=query:jeans`,
    );
    expect(without.body.numFound).toBe(0);
    await asMerchant('DELETE', `${base()}/${outlet.body.id}`);
  });

  it('should refuse bad input with 400, status and message in error (spec 2 §8), and change nothing', async () => {
    const before = await asMerchant('GET', base());
    for (const body of [
      { pivots: { query: 'jeans' } },
      { suggestionText: 'x', pivots: { lang: 'fr' } },
      { suggestionText: 'x', suggestionImageUrl: 'not a url' },
      { suggestionText: 'x', nextQueries: Array.from({ length: 11 }, (_, i) => `q${i}`) },
    ]) {
      const refused = await asMerchant('POST', base(), body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ status: 400, message: expect.any(String) });
    }
    expect((await asMerchant('PUT', `${base()}/${crypto.randomUUID()}`, denim)).status).toBe(404);
    expect((await asMerchant('GET', `${base()}?pivots=nocolon`)).status).toBe(400);
    expect(await asMerchant('GET', base())).toEqual(before);
  });
});

describe('GET /suggestions/manage/{instance}', () => {
  it('should page the prompts in display order or by text and filter by pivots, active and text', async () => {
    const ids: string[] = [];
    for (const [text, query, active] of [
      ['Coats for winter', 'coats', true],
      ['Wool coats', 'coats,wool', false],
      ['Summer dresses', 'dress', true],
    ] as const) {
      ids.push(
        (await asMerchant('POST', base(), { suggestionText: text, pivots: { query }, active })).body.id,
      );
    }
    const page = await asMerchant('GET', `${base()}?page=0&size=2`);
    expect(page.body.numFound).toBe(3);
    expect(page.body.results.map((prompt: { suggestionText: string }) => prompt.suggestionText)).toEqual([
      'Coats for winter',
      'Wool coats',
    ]);
    const second = await asMerchant('GET', `${base()}?page=1&size=2`);
    expect(second.body.results).toHaveLength(1);
    expect((await asMerchant('GET', `${base()}?pivots=query:Coats`)).body.numFound).toBe(2);
    expect((await asMerchant('GET', `${base()}?pivots=query:coats&active=true`)).body.numFound).toBe(1);
    expect((await asMerchant('GET', `${base()}?query=summer`)).body.results[0].id).toBe(ids[2]);
    const texts = async (sort: string) =>
      (await asMerchant('GET', `${base()}?${sort}`)).body.results.map(
        (prompt: { suggestionText: string }) => prompt.suggestionText,
      );
    expect(await texts('sort.field=text')).toEqual(['Coats for winter', 'Summer dresses', 'Wool coats']);
    expect(await texts('sort.field=text&sort.direction=desc&size=1')).toEqual(['Wool coats']);
    expect(await texts('sort.direction=desc')).toEqual(['Summer dresses', 'Wool coats', 'Coats for winter']);
    expect((await asMerchant('GET', `${base()}?sort.field=updated`)).status).toBe(400);
    for (const id of ids) await asMerchant('DELETE', `${base()}/${id}`);
  });
});

describe('who may call the Related prompts API (spec 2 §6)', () => {
  it('should answer 404 for a foreign instance, 403 without play.relatedPrompts, READ reading only, and let operators in', async () => {
    const stranger = await signUp(app, { email: `stranger.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };
    const foreign = await call('GET', base(), undefined, asStranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.status).toBe(404);
    const analyst = await guestWith([
      { resource: 'insights', instances: [site.instance], accessLevel: 'READ' },
    ]);
    expect((await call('GET', base(), undefined, analyst)).status).toBe(403);
    const reader = await guestWith([
      { resource: 'play.relatedPrompts', instances: [site.instance], accessLevel: 'READ' },
    ]);
    expect((await call('GET', base(), undefined, reader)).status).toBe(200);
    const write = await call('POST', base(), denim, reader);
    expect(write.status).toBe(403);
    expect(write.body.error.status).toBe(403);
    const asOperator = await call('POST', base(otherSite.instance), denim);
    expect(asOperator.status).toBe(201);
    expect((await app.inject({ url: base() })).statusCode).toBe(401);
  });
});

describe('history of related prompts', () => {
  it('should record each change under relatedPrompt and revert it', async () => {
    const created = await asMerchant('POST', base(), { suggestionText: 'Hats', pivots: { query: 'hats' } });
    await asMerchant('PUT', `${base()}/${created.body.id}`, {
      suggestionText: 'Caps',
      pivots: { query: 'hats' },
    });
    const history = await asMerchant(
      'GET',
      `/merchandising/v1/sites/${site.id}/revisions?kind=relatedPrompt&entityId=${created.body.id}`,
    );
    expect(history.body.revisions).toHaveLength(2);
    const revert = await asMerchant(
      'POST',
      `/merchandising/v1/sites/${site.id}/revisions/${history.body.revisions[0].id}/revert`,
      {},
    );
    expect(revert.status).toBeLessThan(300);
    expect((await asMerchant('GET', `${base()}/${created.body.id}`)).body.suggestionText).toBe('Hats');
  });
});
