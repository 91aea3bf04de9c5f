// Token revocation (RFC 7009) for the console's access tokens. oidc-provider refuses structured
// (JWT) tokens at its revocation endpoint, and every token it issues to the console is one, so
// this route answers at the advertised endpoint: a revoked token fails `app.authenticate`.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { revokeAccessToken } from './revoked-tokens.ts';
import { consoleClientId } from './token-claims.ts';

const revocationBody = z.object({
  token: z.string().min(1).optional(),
  token_type_hint: z.string().optional(),
  client_id: z.string().optional(),
});

export default async function revocationRoutes(app: FastifyInstance) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.post('/oidc/token/revocation', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = revocationBody.safeParse(request.body ?? {});
    if (!body.success || !body.data.token) {
      return reply
        .status(400)
        .send({ error: 'invalid_request', error_description: "missing required parameter 'token'" });
    }
    if (body.data.client_id !== consoleClientId) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'client authentication failed' });
    }
    // RFC 7009 §2.2: an invalid or unknown token is answered 200 like a revoked one.
    const auth = await app.verifyAccessToken(body.data.token).catch(() => undefined);
    if (auth) {
      const { jti, exp } = decodeJwt(body.data.token);
      if (jti && exp) await revokeAccessToken(app.db, jti, new Date(exp * 1000));
    }
    return reply.status(200).send('');
  });
}
