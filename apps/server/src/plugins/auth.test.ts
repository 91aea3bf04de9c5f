import { createServer, type AddressInfo } from 'node:net';
import { DomainError } from '@playboard/domain';
import { decodeJwt, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { loadIdentityKeys } from '../modules/identity/identity-keys.ts';
import { organizationMembers, organizations, sites, users } from '../db/schema/index.ts';
import { accessTokenFor } from '../testing/auth.ts';
import { freshDatabase } from '../testing/test-database.ts';

describe('auth plugin', () => {
  let app: App;
  let close: () => Promise<void>;
  let userId: string;

  beforeAll(async () => {
    const database = await freshDatabase();
    const config = parseEnv({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    app = await buildApp({ config, database });
    app.get('/whoami', { onRequest: app.authenticate }, async (request) => request.auth);
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    const [user] = await app.db
      .insert(users)
      .values({
        email: 'ada@shop.test',
        passwordHash: 'unused',
        name: 'Ada Lovelace',
        legalAcceptedAt: new Date(),
      })
      .returning();
    userId = user!.id;
    const [organization] = await app.db.insert(organizations).values({ name: 'shop.test' }).returning();
    await app.db
      .insert(organizationMembers)
      .values({ organizationId: organization!.id, userId, role: 'owner' });
    await app.db.insert(sites).values({
      organizationId: organization!.id,
      name: 'Shop',
      url: 'https://shop.test',
      platform: 'CUSTOM',
      instance: 'shop-test',
      securityKey: 'key',
    });
  });
  afterAll(() => close());

  it('should set request.auth from a valid token with the pinned claims', async () => {
    const token = await accessTokenFor(app, userId);
    const response = await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId,
      email: 'ada@shop.test',
      name: 'Ada Lovelace',
      policies: [{ resource: '*', instances: ['shop-test'], accessLevel: 'WRITE' }],
      issuedAt: new Date(decodeJwt(token).iat! * 1000).toISOString(),
      tokenId: decodeJwt(token).jti,
    });
  });

  it('should answer 401 global-401 without a token', async () => {
    const response = await app.inject({ url: '/whoami' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-401' }] });
  });

  it('should authenticate before validating, so a stranger gets 401 for a malformed id', async () => {
    const stranger = await app.inject({ url: '/main/v1/sites/not-a-uuid' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ errors: [{ code: 'global-401' }] });

    const token = await accessTokenFor(app, userId);
    const member = await app.inject({
      url: '/main/v1/sites/not-a-uuid',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toMatchObject({ errors: [{ code: 'global-400' }] });
  });

  it('should answer 401 for an expired token', async () => {
    const claims = decodeJwt(await accessTokenFor(app, userId));
    const [key] = (await loadIdentityKeys(app.db)).signing;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'RS256', kid: key!.kid })
      .sign(await importJWK(key!, 'RS256'));
    const response = await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-401' }] });
  });

  it('should answer 401 for a token signed by a foreign key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'ada@shop.test', name: 'Ada', policies: [] })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer('http://localhost:3000/oidc')
      .setAudience('http://localhost:3000/')
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
  });

  it('should reject a raw token through verifyAccessToken with a DomainError', async () => {
    await expect(app.verifyAccessToken('not-a-jwt')).rejects.toBeInstanceOf(DomainError);
  });
});

describe('auth plugin with an external issuer (OIDC_ISSUER)', () => {
  let issuerApp: App;
  let api: App;
  const databases: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const publicUrl = `http://127.0.0.1:${port}`;

    const issuerDatabase = await freshDatabase();
    databases.push(issuerDatabase);
    issuerApp = await buildApp({
      config: parseEnv({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: publicUrl }),
      database: issuerDatabase,
    });
    await issuerApp.listen({ port, host: '127.0.0.1' });

    const apiDatabase = await freshDatabase();
    databases.push(apiDatabase);
    api = await buildApp({
      config: parseEnv({ LOG_LEVEL: 'silent', OIDC_ISSUER: `${publicUrl}/oidc`, MODULES: 'account' }),
      database: apiDatabase,
    });
    api.get('/whoami', { onRequest: api.authenticate }, async (request) => request.auth);
    await api.ready();
  });
  afterAll(async () => {
    await api.close();
    await issuerApp.close();
    for (const database of databases) await database.close();
  });

  it("should verify tokens against the issuer's published keys", async () => {
    const [user] = await issuerApp.db
      .insert(users)
      .values({
        email: 'ext@shop.test',
        passwordHash: 'unused',
        name: 'Ext User',
        legalAcceptedAt: new Date(),
      })
      .returning();
    const token = await accessTokenFor(issuerApp, user!.id);
    const response = await api.inject({ url: '/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user!.id, email: 'ext@shop.test', name: 'Ext User' });
  });

  it('should refuse a token of the local database keys, which are not the issuer ones', async () => {
    const [user] = await api.db
      .insert(users)
      .values({
        email: 'local@shop.test',
        passwordHash: 'unused',
        name: 'Local',
        legalAcceptedAt: new Date(),
      })
      .returning();
    const token = await accessTokenFor(api, user!.id);
    const response = await api.inject({ url: '/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('should not mount the built-in provider', async () => {
    const response = await api.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
  });
});
