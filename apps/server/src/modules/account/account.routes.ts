import { emailChangeLinkSchema, profilePatchSchema, signupSchema } from '@playboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
} from './account.service.ts';
import { errorResponse } from '../../plugins/errors.ts';
import {
  confirmationRequest,
  passwordResetRequest,
  profileResponse,
  signupResponse,
  tokenSchema,
} from './account.schemas.ts';
import {
  cancelEmailChange,
  checkEmailChange,
  confirmEmailChange,
  resendEmailChange,
  updateProfile,
} from './profile.service.ts';
import { accountRateLimit, emailChangeRateLimit } from './rate-limits.ts';
import type { RemoveSiteAssignments } from './team.service.ts';

export interface AccountModuleOptions {
  /** How a password reset signs the account out everywhere (identity's `endSessionsOf`). */
  endSessions: EndSessions;
  /** How a member removed from an organisation loses their role assignments on its sites (management's). */
  removeSiteAssignments: RemoveSiteAssignments;
}

export async function accountRoutes(
  app: FastifyInstance,
  options: Pick<AccountModuleOptions, 'endSessions'>,
) {
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
        summary: "The signed-in user's profile with their organisations and any pending e-mail change",
        security: [{ bearer: [] }],
        response: { 200: profileResponse, 401: errorResponse },
      },
    },
    async (request) => getProfile(app, request.auth.userId),
  );

  const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, email: request.auth.email });
  const emailChangeLimit = emailChangeRateLimit(app);

  routes.patch(
    '/users',
    {
      onRequest: app.authenticate,
      preHandler: emailChangeLimit,
      config: { errorCodes: { email: 'acc-3' } },
      schema: {
        tags,
        summary:
          "Updates the signed-in user's profile; only the fields sent change. A new email needs currentPassword (pwd-1) and a free address (acc-1): it is sent a confirmation link and applies once that is opened",
        security: [{ bearer: [] }],
        body: profilePatchSchema,
        response: {
          200: profileResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => updateProfile(app, request.auth.userId, request.body, actorOf(request)),
  );

  routes.post(
    '/users/email-change/resend',
    {
      onRequest: app.authenticate,
      preHandler: emailChangeLimit,
      schema: {
        tags,
        summary: 'Sends the pending e-mail change a new confirmation link (the earlier one stops working)',
        security: [{ bearer: [] }],
        response: {
          202: z.null(),
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await resendEmailChange(app, request.auth.userId);
      return reply.status(202).send(null);
    },
  );

  routes.delete(
    '/users/email-change',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Cancels the pending e-mail change: its link stops working; answers the profile',
        security: [{ bearer: [] }],
        response: { 200: profileResponse, 401: errorResponse },
      },
    },
    async (request) => cancelEmailChange(app, request.auth.userId, actorOf(request)),
  );

  routes.get(
    '/email-changes/:token',
    {
      schema: {
        tags,
        summary:
          'The address an e-mail change link confirms: sec-3 unknown (404) or expired (410), sec-4 used or cancelled (409), acc-1 taken since (409)',
        params: z.object({ token: tokenSchema }),
        response: { 200: emailChangeLinkSchema, 404: errorResponse, 409: errorResponse, 410: errorResponse },
      },
    },
    async (request) => checkEmailChange(app, request.params.token),
  );

  routes.post(
    '/email-changes/:token',
    {
      preHandler: limited('email-change-use'),
      schema: {
        tags,
        summary:
          "Applies the e-mail change the link confirms: the account signs in with the new address from now on (errors as the link's GET)",
        params: z.object({ token: tokenSchema }),
        response: {
          200: emailChangeLinkSchema,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => confirmEmailChange(app, request.params.token),
  );
}
