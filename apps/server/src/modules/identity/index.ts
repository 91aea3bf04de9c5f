// The built-in OpenID Connect provider at /oidc (DESIGN: identity). Not mounted when OIDC_ISSUER
// points at an external provider; the auth plugin then verifies that issuer's tokens instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { forwardWhatFastifyTrusts } from './forwarded-headers.ts';
import { loadIdentityKeys } from './identity-keys.ts';
import interactionRoutes from './interaction.routes.ts';
import { purgeExpiredOidcPayloads } from './oidc-adapter.ts';
import { createProvider } from './provider.ts';
import revocationRoutes from './revocation.routes.ts';
import { accessTokenClaims } from './token-claims.ts';

const mountPath = '/oidc';
const purgeEveryMs = 10 * 60 * 1000;

export default async function identity(app: FastifyInstance) {
  const keys = await loadIdentityKeys(app.db);
  const provider = createProvider({ config: app.config, db: app.db, keys, log: app.log });
  const callback = provider.callback();

  /** Hands the raw request to oidc-provider, which sees its own paths and computes URLs from originalUrl. */
  function handOff(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(mountPath.length) || '/';
    void callback(raw, reply.raw);
  }

  // Every route here hands the raw request to the provider (hand-off, interaction details).
  app.addHook('onRequest', async (request) => forwardWhatFastifyTrusts(request));
  await app.register(interactionRoutes, { provider });
  await app.register(revocationRoutes);

  await app.register(async (passthrough) => {
    // The provider parses its own bodies: leave the request stream untouched here.
    passthrough.removeAllContentTypeParsers();
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
        const claims = auth && (await accessTokenClaims(app.db, auth.userId));
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
