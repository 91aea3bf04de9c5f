import { profilePatchSchema, signupSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkPasswordReset,
  confirmEmail,
  getProfile,
  requestPasswordReset,
  resendConfirmationForToken,
  resetPassword,
  type EndSessions,
  sendConfirmation,
  signUp,
  updateProfile,
} from './account.service.ts';
import { errorResponse } from '../../plugins/errors.ts';
import {
  confirmationRequest,
  passwordResetRequest,
  profileResponse,
  signupResponse,
  tokenSchema,
} from './account.schemas.ts';
import { accountRateLimit } from './rate-limits.ts';

export interface AccountModuleOptions {
  /** How a password reset signs the account out everywhere (identity's `endSessionsOf`). */
  endSessions: EndSessions;
}

export async function accountRoutes(app: FastifyInstance, options: AccountModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = (group: string) => accountRateLimit(app, group);
  const tags = ['account'];
  const passwordSchema = signupSchema.shape.password;

  routes.post(
    '/users',
    {
      preHandler: limited('signup'),
      config: { errorCodes: { email: 'acc-3' } },
      schema: {
        tags,
        summary: 'Sign up: creates the user, an organisation for the shop and sends the confirmation e-mail',
        body: signupSchema,
        response: { 201: signupResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await signUp(app, request.body);
      return reply.status(201).send({ id: user.id, email: user.email });
    },
  );

  routes.post(
    '/users/confirmations',
    {
      preHandler: limited('confirmation'),
      schema: {
        tags,
        summary:
          'Sends a new confirmation link, by e-mail or from an expired link; same answer for unknown e-mails',
        body: confirmationRequest,
        response: { 202: z.null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('email' in body) await sendConfirmation(app, body.email);
      else await resendConfirmationForToken(app, body.token);
      return reply.status(202).send(null);
    },
  );

  routes.get(
    '/users/confirmations/:token',
    {
      schema: {
        tags,
        summary:
          'The confirmation link of the e-mail: redirects to sign-in, or to the expired or used link page',
        params: z.object({ token: tokenSchema }),
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const outcome = await confirmEmail(app, token);
      const { publicUrl } = app.config;
      const location = {
        confirmed: `${publicUrl}/login?confirmed=true`,
        expired: `${publicUrl}/signup/expired-link?token=${encodeURIComponent(token)}`,
        used: `${publicUrl}/signup/used-link`,
      }[outcome];
      return reply.redirect(location, 303);
    },
  );

  routes.post(
    '/password-resets',
    {
      preHandler: limited('password-reset'),
      schema: {
        tags,
        summary: 'Sends a password-reset link; same answer for unknown e-mails',
        body: passwordResetRequest,
        response: { 202: z.null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email);
      return reply.status(202).send(null);
    },
  );

  routes.get(
    '/password-resets/:token',
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still be used: sec-3 expired (410), sec-4 used (409)',
        params: z.object({ token: tokenSchema }),
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
      await checkPasswordReset(app, request.params.token);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/password-resets/:token',
    {
      preHandler: limited('password-reset-use'),
      schema: {
        tags,
        summary: 'Sets a new password with a reset link (signup password rule)',
        params: z.object({ token: tokenSchema }),
        body: z.object({ password: passwordSchema }),
        response: {
          204: z.null(),
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.params.token, request.body.password, options.endSessions);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/users',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's profile with their organisations",
        security: [{ bearer: [] }],
        response: { 200: profileResponse, 401: errorResponse },
      },
    },
    async (request) => getProfile(app.db, request.auth.userId),
  );

  routes.patch(
    '/users',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Updates the signed-in user's profile; only the fields sent change",
        security: [{ bearer: [] }],
        body: profilePatchSchema,
        response: { 200: profileResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => updateProfile(app.db, request.auth.userId, request.body),
  );
}
