import type { QueryRankingRuleDocument } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { builtInRole } from '@playboard/domain';
import { organizationMembers, roleAssignments } from '../../db/schema/index.ts';
import { ensureBuiltInRoles } from '../management/index.ts';
import { signUp } from '../../testing/account.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { merchandisingTestKit } from '../../testing/merchandising.ts';
import { addSite } from '../../testing/sites.ts';

// The Query ranking API of spec 2 §7 (issue 17): bodies of §3, save plan of §4, validity of §5, 409 of §8.
const { context, call, firstError } = merchandisingTestKit('query-ranking');

const path = (instance = context.site.instance) =>
  `/configurations/clients/${instance}/features/groups/query_ranking`;

async function freshInstance(platform = 'CUSTOM'): Promise<string> {
  return (await addSite(context.app, context.organizationId, { platform, languages: ['en', 'es'] })).site
    .instance;
}

const boost = (fieldValue: string, extra: object = {}) => ({
  fieldName: 'BRAND',
  fieldValue,
  action: 'BOOST',
  ...extra,
});
const pin = (fieldValue: string, position: number, extra: object = {}) => ({
  type: 'PINNED_PRODUCTS',
  fieldName: 'PRODUCT_ID',
  fieldValue,
  position,
  ...extra,
});
const body = (input: object = {}) => ({
  title: 'Jeans',
  criteria: { queries: ['jeans'] },
  attributesRanking: [boost('Levis')],
  ...input,
});

async function create(instance: string, input: object): Promise<QueryRankingRuleDocument> {
  const { status, body: created } = await call('POST', path(instance), input);
  expect({ status, created }).toMatchObject({ status: 201 });
  return created;
}

describe('query ranking through /configurations/clients/{instance}/features/groups/query_ranking', () => {
  it('should answer a rule as spec 2 §3 sends it: single-value pivots, typed pins, dates without milliseconds or null', async () => {
    const instance = await freshInstance();
    const created = await create(
      instance,
      body({
        criteria: { queries: ['jeans'], pivots: [{ name: 'lang', value: 'en' }] },
        attributesRanking: [
          boost('Levis', {
            schedule: { activationDate: '2026-11-27T10:20:30.456Z', deactivationDate: null },
          }),
        ],
        pinnedProducts: [pin('p3', 1)],
      }),
    );
    expect(created).toMatchObject({
      title: 'Jeans',
      endpointId: 'search',
      criteria: { enabled: true, pivots: [{ name: 'lang', value: 'en' }], queries: ['jeans'] },
      attributesRanking: [
        {
          fieldName: 'BRAND',
          fieldValue: 'Levis',
          action: 'BOOST',
          filters: {},
          schedule: { activationDate: '2026-11-27T10:20:30Z', deactivationDate: null },
        },
      ],
      pinnedProducts: [
        {
          type: 'PINNED_PRODUCTS',
          fieldName: 'PRODUCT_ID',
          fieldValue: 'p3',
          position: 1,
          schedule: { activationDate: null, deactivationDate: null },
        },
      ],
      productsRanking: [],
      hiddenProducts: [],
      hiddenAttributes: [],
      restrictedRoles: [],
    });
    expect(created.metadata.author).toMatch(/@/);
    expect(created.metadata.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await call('GET', `${path(instance)}/${created.id}`)).body).toEqual(created);
  });

  it('should follow the save plan of spec 2 §4: POST creates, PUT with content updates, PUT emptied deletes', async () => {
    const instance = await freshInstance();
    const created = await create(instance, body());
    const updated = await call('PUT', `${path(instance)}/${created.id}`, body({ title: 'Levis first' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, title: 'Levis first' });
    const emptied = await call('PUT', `${path(instance)}/${created.id}`, body({ attributesRanking: [] }));
    expect(emptied.status).toBe(204);
    expect((await call('GET', `${path(instance)}/${created.id}`)).status).toBe(404);
    expect((await call('PUT', `${path(instance)}/${created.id}`, body())).status).toBe(404);
    expect((await call('DELETE', `${path(instance)}/${created.id}`)).status).toBe(404);
    const again = await create(instance, body());
    expect((await call('DELETE', `${path(instance)}/${again.id}`)).status).toBe(204);
  });

  it('should refuse, with 400 naming it, every broken rule of spec 2 §4 and §5', async () => {
    const instance = await freshInstance('SHOPIFY');
    const refused = async (input: object) => {
      const answer = await call('POST', path(instance), input);
      expect(answer.status).toBe(400);
      return firstError(answer.body)?.message;
    };
    const category = (fieldValue: string, extra: object = {}) => ({
      fieldName: 'CATEGORY',
      fieldValue,
      action: 'BOOST',
      ...extra,
    });
    expect(await refused(body({ criteria: { queries: ['jeans'], browseField: 'CATEGORY' } }))).toBe(
      'criteria: a search rule has no browseField or browseValue',
    );
    const browse =
      'criteria: a browse rule has no queries, and either none or both of a browse field (CATEGORY, BRAND) and a browse value';
    expect(await refused(body({ endpointId: 'browse', criteria: { queries: ['jeans'] } }))).toBe(browse);
    expect(await refused(body({ endpointId: 'browse', criteria: { browseField: 'CATEGORY' } }))).toBe(browse);
    expect(
      await refused(body({ endpointId: 'browse', criteria: { browseField: 'COLOUR', browseValue: 'red' } })),
    ).toBe(browse);
    expect(await refused(body({ attributesRanking: [] }))).toBe(
      'body: a rule ranks, hides or pins at least one element',
    );
    // Spec 1 §9: Shopify rules offer CATEGORY and PRODUCT_ID, not BRAND.
    expect(await refused(body())).toBe(
      'attributesRanking.0: fieldName BRAND is neither PRODUCT_ID nor a rule field of SHOPIFY sites',
    );
    expect(await refused(body({ attributesRanking: [category(' ')] }))).toBe(
      'attributesRanking.0: fieldValue is empty',
    );
    expect(
      (
        await call(
          'POST',
          path(instance),
          body({ attributesRanking: [category('Jeans', { action: 'PIN' })] }),
        )
      ).status,
    ).toBe(400);
    expect(
      await refused(
        body({
          attributesRanking: [
            category('Jeans', {
              schedule: { activationDate: '2026-12-02T00:00:00Z', deactivationDate: '2026-12-01T00:00:00Z' },
            }),
          ],
        }),
      ),
    ).toBe('attributesRanking.0: schedule: activationDate must be before deactivationDate');
    expect(
      await refused(
        body({
          attributesRanking: [],
          hiddenProducts: [{ fieldName: 'PRODUCT_ID', fieldValue: 'p1', action: 'BOOST' }],
        }),
      ),
    ).toBe('hiddenProducts.0.action: Invalid input: expected "HIDE"');
    expect(await refused(body({ attributesRanking: [], pinnedProducts: [pin('', 1)] }))).toBe(
      'pinnedProducts.0: fieldValue is empty',
    );
    expect(
      await refused(
        body({
          attributesRanking: [
            category('Jeans', { filters: { colour: ['blue'] } }),
            { ...category('Jeans '), action: 'BURY', filters: { colour: ['blue', 'black'] } },
          ],
        }),
      ),
    ).toBe(
      'elements attributesRanking-0, attributesRanking-1: the same field and value overlap in filters and schedule',
    );
    expect((await call('GET', path(instance))).body.numFound).toBe(0);
    expect(
      (await call('POST', path(instance), body({ attributesRanking: [category('Jeans')] }))).status,
    ).toBe(201);
  });

  it('should answer 409 listing the conflicting rules with their ids and queries (spec 2 §8)', async () => {
    const instance = await freshInstance();
    const english = [{ name: 'lang', value: 'en' }];
    const levis = await create(
      instance,
      body({ criteria: { queries: ['jeans', 'denim'], pivots: english } }),
    );
    const pinned = await create(
      instance,
      body({
        title: 'Pin',
        criteria: { queries: ['Denim'] },
        attributesRanking: [],
        pinnedProducts: [pin('p1', 1)],
      }),
    );
    const clash = await call(
      'POST',
      path(instance),
      body({ criteria: { queries: ['denim'] }, pinnedProducts: [pin('p2', 1)] }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      errors: [
        {
          code: 'global-409',
          message: `The rule conflicts with saved rules: ${levis.id} (jeans, denim); ${pinned.id} (Denim)`,
        },
      ],
      conflicts: [
        { id: levis.id, queries: ['jeans', 'denim'] },
        { id: pinned.id, queries: ['Denim'] },
      ],
    });
    const moved = await call(
      'PUT',
      `${path(instance)}/${pinned.id}`,
      body({
        criteria: { queries: ['jeans'] },
        attributesRanking: [],
        pinnedProducts: [pin('p1', 1)],
        hiddenAttributes: [{ fieldName: 'BRAND', fieldValue: 'levis', action: 'HIDE' }],
      }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.conflicts).toEqual([{ id: levis.id, queries: ['jeans', 'denim'] }]);
    // Disabled, or for another language, a rule conflicts with none.
    expect(
      (await call('POST', path(instance), body({ criteria: { enabled: false, queries: ['jeans'] } }))).status,
    ).toBe(201);
    expect(
      (
        await call(
          'POST',
          path(instance),
          body({ criteria: { queries: ['jeans'], pivots: [{ name: 'lang', value: 'es' }] } }),
        )
      ).status,
    ).toBe(201);
  });

  it('should list with page, sort.field, sort.direction, query, filters, strictMatching, defaultFlag and endpointId (spec 2 §7)', async () => {
    const instance = await freshInstance();
    await create(
      instance,
      body({ title: 'Bravo', criteria: { queries: ['jeans'] }, attributesRanking: [boost('Mango')] }),
    );
    await create(instance, body({ title: 'Alpha', criteria: { queries: ['skinny jeans'] } }));
    await create(instance, body({ title: 'Charlie', criteria: { enabled: false, queries: ['shirts'] } }));
    await create(
      instance,
      body({
        title: 'Delta',
        criteria: { queries: [], pivots: [{ name: 'lang', value: 'es' }] },
        attributesRanking: [boost('Nike')],
      }),
    );
    await create(
      instance,
      body({
        title: 'Echo',
        endpointId: 'browse',
        criteria: { browseField: 'CATEGORY', browseValue: 'Jeans' },
      }),
    );
    const titles = async (query: string) => {
      const { body: list } = await call('GET', `${path(instance)}?${query}`);
      return {
        numFound: list.numFound,
        titles: list.results.map((rule: QueryRankingRuleDocument) => rule.title),
      };
    };
    expect(await titles('sort.field=title&sort.direction=asc&page=1&size=2&defaultFlag=false')).toEqual({
      numFound: 5,
      titles: ['Charlie', 'Delta'],
    });
    expect(await titles('query=jeans&sort.field=title&sort.direction=asc')).toEqual({
      numFound: 3,
      titles: ['Alpha', 'Bravo', 'Echo'],
    });
    expect(await titles('query=JEANS&strictMatching=true&endpointId=search')).toEqual({
      numFound: 1,
      titles: ['Bravo'],
    });
    expect(await titles('filters=enabled:false')).toEqual({ numFound: 1, titles: ['Charlie'] });
    expect(await titles('filters=lang:es&filters=enabled:true')).toEqual({ numFound: 1, titles: ['Delta'] });
    expect(await titles('defaultFlag=true&endpointId=search')).toEqual({ numFound: 1, titles: ['Delta'] });
    expect(await titles('endpointId=browse')).toEqual({ numFound: 1, titles: ['Echo'] });
    expect((await call('GET', `${path(instance)}?filters=enabled`)).status).toBe(400);
  });

  it('should read a legacy rule and show a rule in the legacy format (spec 2 §3)', async () => {
    const instance = await freshInstance();
    const created = await create(instance, {
      name: 'Old boots rule',
      context: { keywords: ['boots'], pivots: [] },
      products_ranking: [
        {
          action: 'BOOST',
          field_name: 'PRODUCT_ID',
          field_value: 'p5',
          schedule: { activation_date: '2026-11-01T00:00:00Z' },
        },
        { action: 'HIDE', field_name: 'PRODUCT_ID', field_value: 'p6' },
      ],
      metadata: { user: 'old@example.com' },
    });
    expect(created).toMatchObject({
      title: 'Old boots rule',
      criteria: { queries: ['boots'] },
      productsRanking: [
        { fieldValue: 'p5', action: 'BOOST', schedule: { activationDate: '2026-11-01T00:00:00Z' } },
      ],
      hiddenProducts: [{ fieldValue: 'p6', action: 'HIDE' }],
    });
    const legacy = await call('GET', `${path(instance)}/${created.id}?format=legacy`);
    expect(legacy.body).toMatchObject({
      id: created.id,
      name: 'Old boots rule',
      context: { keywords: ['boots'] },
      products_ranking: [
        {
          action: 'BOOST',
          field_value: 'p5',
          schedule: { activation_date: '2026-11-01T00:00:00Z', deactivation_date: null },
        },
        { action: 'HIDE', field_value: 'p6' },
      ],
    });
  });

  it('should let only a caller holding one of its restricted roles change a rule (spec 2 §3, §6)', async () => {
    const instance = await freshInstance();
    const typo = await call('POST', path(instance), body({ restrictedRoles: ['owner', 'ownr'] }));
    expect(typo.status).toBe(400);
    expect(firstError(typo.body)?.message).toBe('restrictedRoles: no role ownr');
    const lockedOut = await call('POST', path(instance), body({ restrictedRoles: ['merchandiser'] }));
    expect(lockedOut.status).toBe(403);
    expect(firstError(lockedOut.body)?.message).toBe(
      'restrictedRoles: keep one of your roles (owner) among merchandiser, or you could not change the rule again',
    );
    const restricted = await create(instance, body({ restrictedRoles: ['owner'] }));
    const admin = await signUp(context.app);
    await context.app.db
      .insert(organizationMembers)
      .values({ organizationId: context.organizationId, userId: admin.id, role: 'admin' });
    const asAdmin = { authorization: `Bearer ${await accessTokenFor(context.app, admin.id)}` };
    expect((await call('GET', `${path(instance)}/${restricted.id}`, undefined, asAdmin)).status).toBe(200);
    const change = await call('PUT', `${path(instance)}/${restricted.id}`, body({ title: 'Mine' }), asAdmin);
    expect(change.status).toBe(403);
    expect(firstError(change.body)?.message).toBe(`Rule ${restricted.id} is restricted to the roles owner`);
    expect((await call('DELETE', `${path(instance)}/${restricted.id}`, undefined, asAdmin)).status).toBe(403);
    expect((await call('PUT', `${path(instance)}/${restricted.id}`, body({ title: 'Mine' }))).status).toBe(
      200,
    );

    // A role assigned for the site counts: the admin, merchandiser here, restricts a rule to it.
    await ensureBuiltInRoles(context.app.db);
    await context.app.db.insert(roleAssignments).values({
      userId: admin.id,
      roleId: builtInRole('merchandiser').id,
      conditions: [{ condition: 'instance', value: instance }],
    });
    const theirs = await call(
      'POST',
      path(instance),
      body({ criteria: { queries: ['shirts'] }, restrictedRoles: ['merchandiser'] }),
      asAdmin,
    );
    expect(theirs.status).toBe(201);
    expect((await call('DELETE', `${path(instance)}/${theirs.body.id}`)).status).toBe(403);
    expect((await call('DELETE', `${path(instance)}/${theirs.body.id}`, undefined, asAdmin)).status).toBe(
      204,
    );
  });

  it('should answer 404 for a foreign or unknown instance and a rule of another instance, 401 without a token', async () => {
    const created = await create(context.site.instance, body({ criteria: { queries: ['contact'] } }));
    const other = await freshInstance();
    for (const [method, url, payload] of [
      ['GET', path(), undefined],
      ['POST', path(), body({ criteria: { queries: ['jobs'] } })],
      ['GET', `${path()}/${created.id}`, undefined],
      ['PUT', `${path()}/${created.id}`, body({ criteria: { queries: ['jobs'] } })],
      ['DELETE', `${path()}/${created.id}`, undefined],
    ] as const) {
      expect((await call(method, url, payload, context.asStranger)).status).toBe(404);
      expect((await call(method, url, payload, {})).status).toBe(401);
    }
    expect((await call('GET', path('no-such-instance'))).status).toBe(404);
    expect((await call('GET', `${path(other)}/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `${path(other)}/${created.id}`)).status).toBe(404);
    expect((await call('GET', `${path()}/${created.id}`)).status).toBe(200);
  });
});
