import {
  invitationJoinedSchema,
  invitationLinkSchema,
  invitationSchema,
  invitationSignupSchema,
  organizationInviteSchema,
  teamSchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf } from '../../plugins/tenancy.ts';
import { organizationParams, tokenSchema } from './account.schemas.ts';
import { accountRateLimit } from './rate-limits.ts';
import {
  acceptInvitation,
  getInvitationLink,
  getTeam,
  invite,
  type MemberRemoval,
  removeMember,
  resendInvitation,
  revokeInvitation,
  signUpWithInvitation,
} from './team.service.ts';

const invitationParams = organizationParams.extend({ inviteId: z.uuid() });
const memberParams = organizationParams.extend({ userId: z.uuid() });
const tokenParams = z.object({ token: tokenSchema });

/** The team calls of the Account API (spec 2 §7) and the invitation link's own calls. */
export async function teamRoutes(app: FastifyInstance, options: MemberRemoval) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['account'], security: [{ bearer: [] }] };
  const read = { access: { scope: 'organization', resource: 'account', level: 'READ' } } as const;
  const write = { access: { scope: 'organization', resource: 'account', level: 'WRITE' } } as const;
  const actorOf = (auth: { userId: string; email: string }) => ({ userId: auth.userId, email: auth.email });
  const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

  routes.get(
    '/organizations/:id/users',
    {
      schema: {
        ...common,
        summary: "The organisation's members and its open invitations (pending or expired)",
        params: organizationParams,
        response: { 200: teamSchema, ...refusals },
      },
      config: read,
    },
    async (request) => getTeam(app, membershipOf(request)),
  );

  routes.post(
    '/organizations/:id/invite',
    {
      schema: {
        ...common,
        summary:
          'Invites an e-mail to join as owner or admin: acc-3 invalid e-mail, acc-10 already sent, acc-25 already a member, team-2 an admin inviting an owner',
        params: organizationParams,
        body: organizationInviteSchema,
        response: { 201: invitationSchema, ...refusals, 409: errorResponse },
      },
      config: { ...write, errorCodes: { email: 'acc-3' } },
    },
    async (request, reply) =>
      reply.status(201).send(await invite(app, membershipOf(request), actorOf(request.auth), request.body)),
  );

  routes.patch(
    '/organizations/:id/invites/:inviteId/resend',
    {
      schema: {
        ...common,
        summary: 'Sends an open invitation again with a new link and a new expiry (acc-11 not found)',
        params: invitationParams,
        response: { 200: invitationSchema, ...refusals },
      },
      config: write,
    },
    async (request) =>
      resendInvitation(app, membershipOf(request), actorOf(request.auth), request.params.inviteId),
  );

  routes.patch(
    '/organizations/:id/invites/:inviteId/revoke',
    {
      schema: {
        ...common,
        summary: 'Revokes an open invitation; its link stops working (acc-11 not found)',
        params: invitationParams,
        response: { 204: z.null(), ...refusals },
      },
      config: write,
    },
    async (request, reply) => {
      await revokeInvitation(app, membershipOf(request), actorOf(request.auth), request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  routes.patch(
    '/organizations/:id/users/:userId/remove',
    {
      schema: {
        ...common,
        summary:
          'Removes a member, or the caller themselves; they are signed out at once (team-1 last owner, team-2 an admin removing an owner)',
        params: memberParams,
        response: { 204: z.null(), ...refusals, 409: errorResponse },
      },
      config: write,
    },
    async (request, reply) => {
      await removeMember(app, membershipOf(request), actorOf(request.auth), request.params.userId, options);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/invites/:token/signup',
    {
      schema: {
        tags: ['account'],
        summary:
          "An invitation link's state for its page (no authentication): pending, expired, revoked or accepted, and whether the e-mail has an account (acc-11 unknown)",
        params: tokenParams,
        response: { 200: invitationLinkSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getInvitationLink(app, request.params.token),
  );

  routes.post(
    '/invites/:token/signup',
    {
      preHandler: accountRateLimit(app, 'invitation-signup'),
      schema: {
        tags: ['account'],
        summary:
          'Signs up the invited e-mail and joins the team (no authentication): acc-1 the e-mail has an account, acc-11 revoked or used, acc-13 expired',
        params: tokenParams,
        body: invitationSignupSchema,
        response: {
          201: invitationJoinedSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await signUpWithInvitation(app, request.params.token, request.body)),
  );

  routes.patch(
    '/invites/:token/accept',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'The signed-in user joins the team: team-3 the invitation is for another e-mail, acc-25 already a member, acc-11 revoked or used, acc-13 expired',
        params: tokenParams,
        response: {
          200: invitationJoinedSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request) => acceptInvitation(app, request.params.token, request.auth.userId),
  );
}
