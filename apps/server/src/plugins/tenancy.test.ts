import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { engines, organizationMembers, organizations, sites, users } from '../db/schema/index.ts';
import { accessTokenFor } from '../testing/auth.ts';
import { freshDatabase } from '../testing/test-database.ts';
import { z } from 'zod';
import { engineOf, membershipOf, reachScope, siteOf } from './tenancy.ts';

async function addUser(app: App, email: string): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({ email, passwordHash: 'unused', name: email, legalAcceptedAt: new Date() })
    .returning();
  return user!.id;
}

async function addOrganization(app: App, ownerId: string, permissions: string[]) {
  const [organization] = await app.db.insert(organizations).values({ name: 'shop.test' }).returning();
  await app.db
    .insert(organizationMembers)
    .values({ organizationId: organization!.id, userId: ownerId, role: 'owner', permissions });
  const instance = `shop-${crypto.randomUUID().slice(0, 8)}`;
  const [site] = await app.db
    .insert(sites)
    .values({
      organizationId: organization!.id,
      name: instance,
      url: `https://${instance}.test`,
      platform: 'CUSTOM',
      instance,
      securityKey: crypto.randomUUID(),
    })
    .returning();
  const [engine] = await app.db.insert(engines).values({ siteId: site!.id, language: 'en' }).returning();
  return { organizationId: organization!.id, site: site!, engine: engine! };
}

describe('tenancy plugin', () => {
  let app: App;
  let close: () => Promise<void>;
  let own: Awaited<ReturnType<typeof addOrganization>>;
  let foreign: Awaited<ReturnType<typeof addOrganization>>;
  let asOwner: { authorization: string };
  let asReader: { authorization: string };
  let ownerId: string;

  beforeAll(async () => {
    const database = await freshDatabase();
    app = await buildApp({
      config: parseEnv({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }),
      database,
    });
    app.get(
      '/test/organizations/:id',
      { config: { access: { scope: 'organization', resource: 'account', level: 'READ' } } },
      async (request) => membershipOf(request),
    );
    app.put(
      '/test/organizations/:organizationId/billing',
      {
        config: {
          access: {
            scope: 'organization',
            param: 'organizationId',
            resource: 'account',
            level: 'WRITE',
            permission: 'BILLING',
          },
        },
      },
      async () => ({ saved: true }),
    );
    app.get(
      '/test/sites/:id',
      { config: { access: { scope: 'site', resource: 'play.synonym', level: 'READ' } } },
      async (request) => ({ instance: siteOf(request).instance }),
    );
    app.get(
      '/test/validated/sites/:id',
      {
        schema: { params: z.object({ id: z.uuid() }) },
        config: { access: { scope: 'site', resource: 'play.synonym', level: 'READ' } },
      },
      async (request) => ({ instance: siteOf(request).instance }),
    );
    app.post(
      '/test/sites/:id/synonyms',
      { config: { access: { scope: 'site', resource: 'play.synonym', level: 'WRITE' } } },
      async () => ({ saved: true }),
    );
    app.get(
      '/test/engines/:engineId',
      {
        config: {
          access: { scope: 'engine', param: 'engineId', resource: 'insights.overall', level: 'READ' },
        },
      },
      async (request) => ({ language: engineOf(request).language, instance: siteOf(request).instance }),
    );
    app.get(
      '/test/check',
      {
        config: {
          access: {
            scope: 'instance',
            param: 'instance',
            in: 'query',
            resource: 'instanceManagement',
            level: 'READ',
          },
        },
      },
      async (request) => ({ site: siteOf(request).id }),
    );
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    ownerId = await addUser(app, 'owner@shop.test');
    own = await addOrganization(app, ownerId, []);
    foreign = await addOrganization(app, await addUser(app, 'other@shop.test'), ['BILLING']);
    asOwner = { authorization: `Bearer ${await accessTokenFor(app, ownerId)}` };
    asReader = {
      authorization: `Bearer ${await accessTokenFor(app, ownerId, {
        policies: [{ resource: '*', instances: ['*'], accessLevel: 'READ' }],
      })}`,
    };
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('should answer 401 before anything else when the token is missing', async () => {
    const response = await get(`/test/sites/${foreign.site.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('global-401');
  });

  it('should hand the handler the resolved organisation, site and engine', async () => {
    expect((await get(`/test/organizations/${own.organizationId}`, asOwner)).json()).toEqual({
      organizationId: own.organizationId,
      role: 'owner',
      permissions: [],
    });
    expect((await get(`/test/sites/${own.site.id}`, asOwner)).json()).toEqual({
      instance: own.site.instance,
    });
    expect((await get(`/test/engines/${own.engine.id}`, asOwner)).json()).toEqual({
      language: 'en',
      instance: own.site.instance,
    });
    expect((await get(`/test/check?instance=${own.site.instance}`, asOwner)).json()).toEqual({
      site: own.site.id,
    });
  });

  it.each([
    ['an organisation', () => `/test/organizations/${foreign.organizationId}`],
    ['a site', () => `/test/sites/${foreign.site.id}`],
    ['an engine', () => `/test/engines/${foreign.engine.id}`],
    ['an instance', () => `/test/check?instance=${foreign.site.instance}`],
    ['a malformed id', () => '/test/sites/not-a-uuid'],
    ['a missing parameter', () => '/test/check'],
  ])('should answer 404 for %s out of reach, as if it did not exist', async (_what, url) => {
    const response = await get(url(), asOwner);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it("should let the route's schema refuse a malformed id with 400, as before any access check", async () => {
    const response = await get('/test/validated/sites/not-a-uuid', asOwner);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
    expect((await get(`/test/validated/sites/${foreign.site.id}`, asOwner)).statusCode).toBe(404);
    expect((await get(`/test/validated/sites/${own.site.id}`, asOwner)).json()).toEqual({
      instance: own.site.instance,
    });
  });

  it('should let a READ-only token read and answer 403 when it writes', async () => {
    expect((await get(`/test/sites/${own.site.id}`, asReader)).statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: `/test/sites/${own.site.id}/synonyms`,
      headers: asReader,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors[0].code).toBe('global-403');
    const owner = await app.inject({
      method: 'POST',
      url: `/test/sites/${own.site.id}/synonyms`,
      headers: asOwner,
    });
    expect(owner.json()).toEqual({ saved: true });
  });

  it("should judge a site created after the token by the member's role, as the next token will", async () => {
    const instance = `shop-${crypto.randomUUID().slice(0, 8)}`;
    const [later] = await app.db
      .insert(sites)
      .values({
        organizationId: own.organizationId,
        name: instance,
        url: `https://${instance}.test`,
        platform: 'CUSTOM',
        instance,
        securityKey: crypto.randomUUID(),
        createdAt: new Date(Date.now() + 2000),
      })
      .returning();
    const write = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/test/sites/${later!.id}/synonyms`, headers });
    expect((await write(asOwner)).json()).toEqual({ saved: true });
    // A token naming every instance (`*`) knows the new site too: its READ still holds.
    expect((await write(asReader)).statusCode).toBe(403);
  });

  it('should answer 403 to a member without the organisation permission the route needs', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/test/organizations/${own.organizationId}/billing`,
      headers: asOwner,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toContain('BILLING');
  });

  describe('reachScope', () => {
    const organizationRule = { scope: 'organization', resource: 'account', level: 'READ' } as const;
    const owner = () => ({
      userId: ownerId,
      email: 'owner@shop.test',
      name: 'owner',
      policies: [{ resource: '*', instances: ['*'], accessLevel: 'READ' as const }],
    });

    it('should resolve a scope the caller reaches as a route would', async () => {
      const tenant = await reachScope(app, owner(), organizationRule, own.organizationId);
      expect(tenant.membership).toEqual({
        organizationId: own.organizationId,
        role: 'owner',
        permissions: [],
      });
    });

    it.each([
      ['a foreign scope', () => foreign.organizationId, 'global-404'],
      ['a malformed id', () => 'not-a-uuid', 'global-404'],
      ['no id', () => undefined, 'global-404'],
    ])('should throw for %s', async (_what, value, code) => {
      await expect(reachScope(app, owner(), organizationRule, value())).rejects.toMatchObject({ code });
    });

    it('should throw global-403 when the policies grant less than the rule needs', async () => {
      await expect(
        reachScope(app, owner(), { ...organizationRule, level: 'WRITE' }, own.organizationId),
      ).rejects.toMatchObject({ code: 'global-403' });
    });
  });

  it('should list every declared route with its rule', () => {
    expect(app.accessRules).toContainEqual({
      method: 'POST',
      url: '/test/sites/:id/synonyms',
      rule: { scope: 'site', resource: 'play.synonym', level: 'WRITE' },
    });
  });
});
