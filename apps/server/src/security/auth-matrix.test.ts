// Every secured operation of the OpenAPI document against every kind of credential that must not
// pass: none, garbage, expired, unsigned (`alg: none`), signed by another key, revoked, and a few
// more forgeries. Each answers 401 in the error shape, whatever the path ids, before validation.
import { generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type CryptoKey, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../testing/account.ts';
import { loadIdentityKeys, publicJwks } from '../modules/identity/identity-keys.ts';
import {
  accessTokenClaims,
  apiAudienceOf,
  consoleClientId,
  consoleScope,
  issuerOf,
} from '../modules/identity/token-claims.ts';
import { accessTokenFor } from '../testing/auth.ts';
import {
  documentOperations,
  isErrorBody,
  parseJson,
  scopedPath,
  securityTestApp,
  type Operation,
} from '../testing/security.ts';

describe('authentication matrix: every secured operation refuses a credential that is not valid', async () => {
  const { app, config, owner, values } = await securityTestApp();
  const operations = await documentOperations(app);
  const secured = operations.filter((operation) => operation.secured);
  const [realKey] = (await loadIdentityKeys(app.db)).signing;
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  const nowSeconds = Math.floor(Date.now() / 1000);

  /** The owner's claims as the provider issues them, with `changes` applied, signed by `key`. */
  async function token(
    changes: { expiresAt?: number; issuer?: string; audience?: string; key?: CryptoKey } = {},
  ): Promise<string> {
    const claims = await accessTokenClaims(app.db, owner.id);
    const key = changes.key ?? (await importJWK(realKey!, 'RS256'));
    return new SignJWT({ ...claims, client_id: consoleClientId, scope: consoleScope })
      .setProtectedHeader({ alg: 'RS256', kid: realKey!.kid, typ: 'at+jwt' })
      .setIssuer(changes.issuer ?? issuerOf(config))
      .setAudience(changes.audience ?? apiAudienceOf(config))
      .setSubject(owner.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt(nowSeconds - 7200)
      .setExpirationTime(changes.expiresAt ?? nowSeconds + 3600)
      .sign(key);
  }

  async function unsigned(): Promise<string> {
    const claims = await accessTokenClaims(app.db, owner.id);
    const payload: JWTPayload = { ...claims, client_id: consoleClientId, scope: consoleScope };
    return new UnsecuredJWT(payload)
      .setIssuer(issuerOf(config))
      .setAudience(apiAudienceOf(config))
      .setSubject(owner.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(nowSeconds + 3600)
      .encode();
  }

  /** HS256 keyed with the provider's public key: the algorithm confusion a verifier must not fall for. */
  async function confused(): Promise<string> {
    const [publicKey] = publicJwks(await loadIdentityKeys(app.db)).keys;
    const secret = new TextEncoder().encode(JSON.stringify(publicKey));
    const claims = await accessTokenClaims(app.db, owner.id);
    return new SignJWT({ ...claims, client_id: consoleClientId, scope: consoleScope })
      .setProtectedHeader({ alg: 'HS256', kid: realKey!.kid })
      .setIssuer(issuerOf(config))
      .setAudience(apiAudienceOf(config))
      .setSubject(owner.id)
      .setIssuedAt()
      .setExpirationTime(nowSeconds + 3600)
      .sign(secret);
  }

  async function revoked(): Promise<string> {
    const issued = await accessTokenFor(app, owner.id);
    const response = await app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: issued, client_id: consoleClientId }).toString(),
    });
    if (response.statusCode !== 200)
      throw new Error(`revocation failed: ${response.statusCode} ${response.body}`);
    return issued;
  }

  const valid = await accessTokenFor(app, owner.id);
  const credentials: [string, Record<string, string>][] = [
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer not.a.token' }],
    ['a valid token under another scheme', { authorization: `Basic ${valid}` }],
    ['an expired token', { authorization: `Bearer ${await token({ expiresAt: nowSeconds - 60 })}` }],
    ['an unsigned token (alg: none)', { authorization: `Bearer ${await unsigned()}` }],
    ['a token signed by another key', { authorization: `Bearer ${await token({ key: otherKey })}` }],
    ['a revoked token', { authorization: `Bearer ${await revoked()}` }],
    [
      'a token of another issuer',
      { authorization: `Bearer ${await token({ issuer: 'https://issuer.example.com/oidc' })}` },
    ],
    [
      'a token for another audience',
      { authorization: `Bearer ${await token({ audience: 'https://api.example.com/' })}` },
    ],
    ['an HS256 token keyed with the public key', { authorization: `Bearer ${await confused()}` }],
  ];

  /** The operation's URL with real ids of the owner's scope, or with every path id made invalid. */
  function urlOf(operation: Operation, ids: 'real' | 'invalid'): string {
    return ids === 'real'
      ? scopedPath(operation, values)
      : operation.path.replaceAll(/\{[^}]+\}/g, 'not-an-id');
  }

  async function answer(operation: Operation, headers: Record<string, string>, ids: 'real' | 'invalid') {
    const response = await app.inject({
      method: operation.method,
      url: urlOf(operation, ids),
      headers,
      remoteAddress: freshAddress(),
      ...(operation.body ? { payload: {} } : {}),
    });
    const body = parseJson(response.body);
    return {
      status: response.statusCode,
      code: isErrorBody(body)
        ? (body as { errors: { code: string }[] }).errors[0]!.code
        : response.body.slice(0, 200),
    };
  }

  it('should find secured operations in the document', () => {
    expect(secured.length).toBeGreaterThan(30);
  });

  // So each forgery differs from a token the server takes by its one flaw only.
  it('should accept the token the forgeries are made from, unchanged', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/account/v1/users',
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(response.statusCode).toBe(200);
  });

  describe.each(credentials)('with %s', (_credential, headers) => {
    it.each(secured.map((operation) => [operation.name, operation] as const))(
      'should answer %s 401 global-401, for real ids and invalid ones',
      async (_name, operation) => {
        expect({
          real: await answer(operation, headers, 'real'),
          invalid: await answer(operation, headers, 'invalid'),
        }).toEqual({
          real: { status: 401, code: 'global-401' },
          invalid: { status: 401, code: 'global-401' },
        });
      },
    );
  });

  // The matrix trusts the document's security requirement: a route that asks for a bearer token
  // without declaring it would escape the matrix, so every operation the document leaves open must
  // not answer a request without one with the bearer check's 401. (The reference shop's module
  // endpoints answer their own 401 to a missing shop token: that is the connector protocol's.)
  it.each(
    operations
      .filter((operation) => !operation.secured)
      .map((operation) => [operation.name, operation] as const),
  )('should declare the security requirement of %s if it asks for a token', async (_name, operation) => {
    expect(await answer(operation, {}, 'real')).not.toEqual({ status: 401, code: 'global-401' });
  });
});
