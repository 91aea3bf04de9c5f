import {
  inviteSchema,
  managementSitePageSchema,
  managementSitesQuerySchema,
  roleAssignmentInputSchema,
  roleAssignmentSchema,
  rolePageSchema,
  roleSchema,
  userPageSchema,
  userProfileSchema,
  userSchema,
  usersQuerySchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import type { AccessRule } from '../../plugins/tenancy.ts';
import {
  createAssignment,
  deleteAssignment,
  getUser,
  inviteGuest,
  updateUser,
} from './management.service.ts';
import { findRole, listRoles } from './roles.repo.ts';
import { listUsers, searchSites } from './users.repo.ts';

const tags = ['management'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Users and roles administration is the platform's: its operators' userRoleManagement node decides. */
const read: AccessRule = { scope: 'platform', resource: 'userRoleManagement', level: 'READ' };
const write: AccessRule = { scope: 'platform', resource: 'userRoleManagement', level: 'WRITE' };

const userParams = z.object({ userId: z.string().max(64) });
const assignmentParams = userParams.extend({ assignmentId: z.string().max(64) });
const roleParams = z.object({ roleId: z.coerce.number().int() });
/** Spec 2 §7 asks the roles with page 0 and size 100 (§9: the roles list page size is 100). */
const rolesQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(100),
});

/** The Users and roles API of spec 2 §7, under /management/v1. */
export async function managementRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'A page of users (page = start / rows, size), by e-mail, matching search, holding roleId',
        querystring: usersQuerySchema,
        response: { 200: userPageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => listUsers(app.db, request.query, app.config.platformOperators),
  );

  routes.get(
    '/sites',
    {
      schema: {
        tags,
        security,
        summary:
          "The platform's sites matching search (name, instance key, URL, organisation), for the pickers",
        querystring: managementSitesQuerySchema,
        response: { 200: managementSitePageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => searchSites(app.db, request.query),
  );

  routes.get(
    '/users/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'One user with their role assignments',
        params: userParams,
        response: { 200: userSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getUser(app.db, request.params.userId, app.config.platformOperators),
  );

  routes.put(
    '/users/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Updates a user's first and last name (both required, spec 2 §5)",
        params: userParams,
        body: userProfileSchema,
        response: { 200: userSchema, ...errors },
      },
      config: { access: write },
    },
    async (request) =>
      updateUser(app.db, request.params.userId, request.body, request.auth, app.config.platformOperators),
  );

  routes.post(
    '/users/:userId/role-assignments',
    {
      schema: {
        tags,
        security,
        summary:
          'Gives the user a role, restricted to instances by its conditions (instance = a site’s key or *); 200 with the held assignment when the user already has that role under those conditions',
        params: userParams,
        body: roleAssignmentInputSchema,
        response: { 200: roleAssignmentSchema, 201: roleAssignmentSchema, ...errors, 409: errorResponse },
      },
      config: { access: write },
    },
    async (request, reply) => {
      const { assignment, created } = await createAssignment(
        app.db,
        request.params.userId,
        request.body,
        request.auth,
      );
      return reply.status(created ? 201 : 200).send(assignment);
    },
  );

  routes.delete(
    '/users/:userId/role-assignments/:assignmentId',
    {
      schema: {
        tags,
        security,
        summary: "Removes one of the user's role assignments",
        params: assignmentParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteAssignment(app.db, request.params.userId, request.params.assignmentId, request.auth);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/roles',
    {
      schema: {
        tags,
        security,
        summary: 'The roles (page 0, size 100)',
        querystring: rolesQuery,
        response: { 200: rolePageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => listRoles(app.db, request.query.page, request.query.size),
  );

  routes.get(
    '/roles/:roleId',
    {
      schema: {
        tags,
        security,
        summary: 'One role with its permissions',
        params: roleParams,
        response: { 200: roleSchema, ...errors },
      },
      config: { access: read },
    },
    async (request, reply) => {
      const role = await findRole(app.db, request.params.roleId);
      return role ?? reply.status(404).send({ errors: [{ code: 'global-404', message: 'Role not found' }] });
    },
  );

  routes.post(
    '/guests',
    {
      schema: {
        tags,
        security,
        summary:
          'Invites a guest: creates their account with the policies given and e-mails a link to choose a password',
        body: inviteSchema,
        response: { 201: userSchema, ...errors, 409: errorResponse },
      },
      config: { access: write },
    },
    async (request, reply) => reply.status(201).send(await inviteGuest(app, request.body, request.auth)),
  );
}
