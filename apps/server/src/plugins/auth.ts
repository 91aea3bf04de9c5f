// Verifies access tokens locally with the identity provider's public keys, so every API module
// authenticates without a call to the provider: the built-in provider's keys come from the
// database; with OIDC_ISSUER the external issuer's JWKS is fetched (and cached) instead.
import { DomainError } from '@playboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Config } from '../config/env.ts';
import { loadIdentityKeys, publicJwks } from '../modules/identity/identity-keys.ts';
import { isAccessTokenRevoked } from '../modules/identity/revoked-tokens.ts';
import { apiAudienceOf, issuerOf, type Policy } from '../modules/identity/token-claims.ts';

export type { Policy } from '../modules/identity/token-claims.ts';

export interface AuthContext {
  userId: string;
  email: string;
  name: string;
  policies: Policy[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: a missing, invalid or expired bearer token answers 401 `global-401`. It runs
     * before validation, so a stranger gets 401 whatever the path, query or body hold.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Verifies a raw access token (e.g. a socket handshake's) and returns who it belongs to. */
    verifyAccessToken: (token: string) => Promise<AuthContext>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it in routes that run that hook. */
    auth: AuthContext;
  }
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().default(''),
  name: z.string().default(''),
  policies: z
    .array(
      z.object({
        resource: z.string(),
        instances: z.array(z.string()),
        accessLevel: z.enum(['READ', 'WRITE', '*']),
      }),
    )
    .default([]),
});

function unauthorized(message: string): DomainError {
  return new DomainError('global-401', message, { status: 401 });
}

const discoverySchema = z.object({ jwks_uri: z.url() });

/** The external issuer's key set, discovered on first use so a slow provider does not block boot. */
function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery of ${issuer} answered ${response.status}`);
    return createRemoteJWKSet(new URL(discoverySchema.parse(await response.json()).jwks_uri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}

async function keySource(app: FastifyInstance, config: Config): Promise<JWTVerifyGetKey> {
  if (config.oidcIssuer) return remoteKeys(config.oidcIssuer);
  return createLocalJWKSet(publicJwks(await loadIdentityKeys(app.db)));
}

export default fp(
  async function auth(app: FastifyInstance) {
    const { config } = app;
    const keys = await keySource(app, config);
    const issuer = issuerOf(config);
    const audience = config.oidcIssuer ? undefined : apiAudienceOf(config);

    async function verifyAccessToken(token: string): Promise<AuthContext> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        app.log.debug({ err: error }, 'access token rejected');
        throw unauthorized('The access token is invalid or expired');
      }
      // Revocation is a record in the built-in provider's storage; an external issuer has its own.
      if (!config.oidcIssuer && payload.jti && (await isAccessTokenRevoked(app.db, payload.jti))) {
        throw unauthorized('The access token has been revoked');
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized('The access token does not carry the expected claims');
      const { sub, email, name, policies } = claims.data;
      return { userId: sub, email, name, policies };
    }

    app.decorate('verifyAccessToken', verifyAccessToken);
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('An access token is required');
      }
      try {
        request.auth = await verifyAccessToken(token);
      } catch (error) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw error;
      }
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
