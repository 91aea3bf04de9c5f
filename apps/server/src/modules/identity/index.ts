// The built-in OpenID Connect provider at /oidc (DESIGN: identity). Not mounted when OIDC_ISSUER
// points at an external provider; the auth plugin then verifies that issuer's tokens instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { IncomingMessage } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { AuthOptions } from '../../plugins/auth.ts';
import { forwardWhatFastifyTrusts } from './forwarded-headers.ts';
import { loadIdentityKeys, publicJwks } from './identity-keys.ts';
import interactionRoutes from './interaction.routes.ts';
import { purgeExpiredOidcPayloads } from './oidc-adapter.ts';
import { createProvider } from './provider.ts';
import revocationRoutes from './revocation.routes.ts';
import { isAccessTokenRevoked } from './revoked-tokens.ts';
import { accessTokenClaims, apiAudienceOf, issuerOf } from './token-claims.ts';

export { endSessionsOf } from './revoked-tokens.ts';
export { memberPolicies } from './token-claims.ts';
export { devConsoleOrigin } from './provider.ts';
export { escapeHtml, inlineScriptHashes } from './sign-in-page.ts';
export { pickLanguage } from './language.ts';

const mountPath = '/oidc';
const purgeEveryMs = 10 * 60 * 1000;
/** oidc-provider's own limit on the bodies it reads. */
const providerBodyLimit = 56 * 1024;

/** The bytes of a body read here, to hand the provider as the stream it reads. */
const readBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * The request again with `body` as its stream: oidc-provider reads the body itself and takes an
 * already consumed request as a reason to warn on the console.
 */
function replayed(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const request = new IncomingMessage(raw.socket);
  Object.assign(request, {
    method: raw.method,
    url: raw.url,
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    complete: true,
  });
  request.push(body);
  request.push(null);
  return request;
}

/**
 * How the API verifies the access tokens this built-in provider issues: its issuer and audience,
 * its public keys from the database, and its revocations (a record in its storage).
 */
export function builtInTokens(db: Database, config: Config): AuthOptions {
  return {
    issuer: issuerOf(config),
    audience: apiAudienceOf(config),
    keys: async () => createLocalJWKSet(publicJwks(await loadIdentityKeys(db))),
    isRevoked: (jti) => isAccessTokenRevoked(db, jti),
  };
}

export default async function identity(app: FastifyInstance) {
  const keys = await loadIdentityKeys(app.db);
  const provider = createProvider({ config: app.config, db: app.db, keys, log: app.log });
  const callback = provider.callback();

  /** Hands the raw request to oidc-provider, which sees its own paths and computes URLs from originalUrl. */
  function handOff(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const body = readBodies.get(request.raw);
    const raw: IncomingMessage & { originalUrl?: string } = body ? replayed(request.raw, body) : request.raw;
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(mountPath.length) || '/';
    void callback(raw, reply.raw);
  }

  // Every route here hands the raw request to the provider (hand-off, interaction details).
  app.addHook('onRequest', async (request) => forwardWhatFastifyTrusts(request));
  await app.register(interactionRoutes, { provider });
  await app.register(revocationRoutes);

  await app.register(async (passthrough) => {
    // The provider parses its own bodies. Its form and JSON bodies are read here first, so the
    // input edge checks their fields as it does every route's, then replayed to it unchanged;
    // any other body is left in the stream for the provider to refuse.
    passthrough.removeAllContentTypeParsers();
    const read = { parseAs: 'buffer' as const, bodyLimit: providerBodyLimit };
    passthrough.addContentTypeParser(
      'application/x-www-form-urlencoded',
      read,
      (request, body: Buffer, done) => {
        readBodies.set(request.raw, body);
        done(null, parseForm(body.toString()));
      },
    );
    passthrough.addContentTypeParser('application/json', read, (request, body: Buffer, done) => {
      readBodies.set(request.raw, body);
      let fields: unknown;
      try {
        fields = JSON.parse(body.toString());
      } catch {
        // Malformed JSON is the provider's to answer, in its own protocol's terms.
      }
      done(null, fields);
    });
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));

    // Access tokens for the Playboard API are JWTs with an audience, which oidc-provider's userinfo
    // refuses by design; the console's token is answered here, any other token by the provider.
    passthrough.route({
      method: ['GET', 'POST'],
      url: `${mountPath}/me`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token || token.split('.').length !== 3) {
          return handOff(request, reply);
        }
        const auth = await app.verifyAccessToken(token).catch(() => undefined);
        const claims = auth && (await accessTokenClaims(app.db, auth.userId, app.config));
        if (!auth || !claims) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer error="invalid_token"')
            .header('cache-control', 'no-store')
            .send({ error: 'invalid_token', error_description: 'invalid token provided' });
        }
        const { name, given_name, family_name, email } = claims;
        return reply
          .header('cache-control', 'no-store')
          .send({ sub: auth.userId, name, given_name, family_name, email, email_verified: true });
      },
    });
    passthrough.all(mountPath, { schema: { hide: true } }, handOff);
    passthrough.all(`${mountPath}/*`, { schema: { hide: true } }, handOff);
  });

  await purgeExpiredOidcPayloads(app.db);
  const purge = setInterval(() => {
    purgeExpiredOidcPayloads(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not purge expired identity provider rows'),
    );
  }, purgeEveryMs);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
