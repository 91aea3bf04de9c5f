import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountError } from './account-errors.ts';

/** The window of the account rate limits: `ACCOUNT_RATE_LIMIT` requests (10 by default) in it. */
const WINDOW_MS = 15 * 60 * 1000;

function emailOrTokenOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; token?: unknown } | undefined;
  if (typeof body?.email === 'string') return `email:${body.email.trim().toLowerCase()}`;
  const params = request.params as { token?: unknown } | undefined;
  return `token:${String(body?.token ?? params?.token ?? '')}`;
}

/**
 * A preHandler limiting one kind of request (`group`) per address and per e-mail, each to
 * `ACCOUNT_RATE_LIMIT` requests in 15 minutes. It runs after
 * validation, so only well-formed requests count; over the limit it answers 429 `global-429`.
 */
export function accountRateLimit(app: FastifyInstance, group: string) {
  const limit = { max: app.config.accountRateLimit, timeWindow: WINDOW_MS };
  const checks = [
    app.createRateLimit({ ...limit, keyGenerator: (request) => `${group}:address:${request.ip}` }),
    app.createRateLimit({ ...limit, keyGenerator: (request) => `${group}:${emailOrTokenOf(request)}` }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw accountError('global-429', 429);
      }
    }
  };
}

/**
 * A preHandler limiting e-mail changes per user (requests with a new address and resends), to
 * `ACCOUNT_RATE_LIMIT` in 15 minutes: a stolen session cannot guess the password through them nor
 * flood an inbox. A profile update without an address does not count.
 */
export function emailChangeRateLimit(app: FastifyInstance) {
  const check = app.createRateLimit({
    max: app.config.accountRateLimit,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `email-change:${request.auth.userId}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | undefined;
    if (request.method === 'PATCH' && body?.email === undefined) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw accountError('global-429', 429);
    }
  };
}
