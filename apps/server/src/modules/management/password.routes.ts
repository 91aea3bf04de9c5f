import { DomainError, passwordChangeSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { changePassword, type EndOtherSessions } from '../account/index.ts';

export interface PasswordRoutesOptions {
  /** Ends a user's sessions but the caller's (the identity provider's). */
  endSessions: EndOtherSessions;
}

/** Password checks per user: 10 in 15 minutes, so a stolen session cannot guess the password. */
const PASSWORD_CHANGE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/** POST /management/v1/users/{userId}/password (spec 2 §7): a user changes their own password. */
export async function passwordRoutes(app: FastifyInstance, options: PasswordRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.createRateLimit({
    ...PASSWORD_CHANGE_LIMIT,
    keyGenerator: (request) => `password-change:${request.auth.userId}`,
  });

  routes.post(
    '/users/:userId/password',
    {
      onRequest: app.authenticate,
      preHandler: async (request, reply) => {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new DomainError('global-429', 'Too many password changes; wait and try again', {
            status: 429,
          });
        }
      },
      schema: {
        tags: ['management'],
        security: [{ bearer: [] }],
        summary:
          'Changes the caller’s own password (8 to 40 characters, lower, upper, digit, punctuation) once the current one is proved; ends their other sessions and e-mails them',
        params: z.object({ userId: z.string().max(64) }),
        body: passwordChangeSchema,
        response: {
          204: z.null(),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // Only the user themself: anyone else's id answers as if no such user existed.
      if (request.params.userId !== request.auth.userId) {
        throw new DomainError('global-404', 'User not found', { status: 404 });
      }
      await changePassword(app, {
        userId: request.auth.userId,
        tokenId: request.auth.tokenId,
        actor: { userId: request.auth.userId, email: request.auth.email },
        change: request.body,
        endSessions: options.endSessions,
      });
      return reply.status(204).send(null);
    },
  );
}
