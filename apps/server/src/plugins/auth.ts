// Verifies access tokens locally with the identity provider's public keys, so every API module
// authenticates without a call to the provider. Which provider, its keys and its revocations are
// app.ts's to say (the built-in one's come from the identity module); with only an issuer, its
// JWKS is discovered and fetched (and cached).
import { DomainError, policySchema, type Policy } from '@playboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** Whose access tokens the API accepts. */
export interface AuthOptions {
  /** The `iss` every token must carry. */
  issuer: string;
  /** The `aud` every token must carry; any when not given. */
  audience?: string;
  /** The issuer's public keys, read once at boot; the issuer's discovered JWKS when not given. */
  keys?: () => Promise<JWTVerifyGetKey>;
  /** Whether a token's `jti` has been revoked; an issuer that keeps its own revocations leaves it out. */
  isRevoked?: (jti: string) => Promise<boolean>;
}

export interface AuthContext {
  userId: string;
  email: string;
  name: string;
  policies: Policy[];
  /** When the token was issued (`iat`), when it says: it knows no site created after. */
  issuedAt?: Date | undefined;
  /** The token's id (`jti`), when it has one: a password change keeps this token's session signed in. */
  tokenId?: string | undefined;
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
  iat: z.number().optional(),
  jti: z.string().optional(),
  email: z.string().default(''),
  name: z.string().default(''),
  policies: z.array(policySchema).default([]),
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

export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
    const { issuer, audience, isRevoked } = options;
    const keys = options.keys ? await options.keys() : remoteKeys(issuer);

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
      if (isRevoked && payload.jti && (await isRevoked(payload.jti))) {
        throw unauthorized('The access token has been revoked');
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized('The access token does not carry the expected claims');
      const { sub, iat, jti, email, name, policies } = claims.data;
      return {
        userId: sub,
        email,
        name,
        policies,
        issuedAt: iat === undefined ? undefined : new Date(iat * 1000),
        tokenId: jti,
      };
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
  { name: 'auth' },
);
