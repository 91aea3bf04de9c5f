import { auditLogFilterSchema, auditLogPageSchema, auditLogQuerySchema } from '@playboard/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf } from '../../plugins/tenancy.ts';
import { exportAuditLog, listAuditLog, scopeOf } from './audit-log.service.ts';

const params = z.object({ id: z.uuid() });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const common = { tags: ['account'], security: [{ bearer: [] }] };
const access = { scope: 'organization', resource: 'audit', level: 'READ' } as const;
/** The platform's own log is its operators' (users and roles administration, spec 2 §6). */
const platformAccess = { scope: 'platform', resource: 'userRoleManagement', level: 'READ' } as const;

function csvReply(app: FastifyInstance, reply: FastifyReply, csv: string, name: string) {
  const day = app.clock().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

/**
 * The organisation's audit log (spec 2 §6 `audit`), its owners' only: every recorded change of
 * its team, roles, assignments, billing and accounts and of its sites' tuning. Read-only: no
 * route edits or deletes an entry.
 */
export async function auditLogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/organizations/:id/audit',
    {
      schema: {
        ...common,
        summary: "The organisation's audit log, newest first, by person, area and date (owners only)",
        params,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
      config: { access },
    },
    async (request) => listAuditLog(app.db, scopeOf(membershipOf(request)), request.query),
  );

  routes.get(
    '/organizations/:id/audit.csv',
    {
      schema: {
        ...common,
        summary: "The organisation's audit log entries the filter matches, as CSV (owners only)",
        params,
        querystring: auditLogFilterSchema,
        response: { 200: z.string(), ...errors },
      },
      config: { access },
    },
    async (request, reply) =>
      csvReply(
        app,
        reply,
        await exportAuditLog(app.db, scopeOf(membershipOf(request)), request.query),
        'audit',
      ),
  );
}

/**
 * The platform's audit log under /management/v1, for its operators: the entries of no
 * organisation (users, roles and role assignments administration). Read-only.
 */
export async function platformAuditLogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['management'];

  routes.get(
    '/audit',
    {
      schema: {
        tags,
        security: common.security,
        summary: "The platform's audit log (users and roles administration), newest first, for its operators",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
      config: { access: platformAccess },
    },
    async (request) => listAuditLog(app.db, scopeOf('platform'), request.query),
  );

  routes.get(
    '/audit.csv',
    {
      schema: {
        tags,
        security: common.security,
        summary: "The platform's audit log entries the filter matches, as CSV, for its operators",
        querystring: auditLogFilterSchema,
        response: { 200: z.string(), ...errors },
      },
      config: { access: platformAccess },
    },
    async (request, reply) =>
      csvReply(
        app,
        reply,
        await exportAuditLog(app.db, scopeOf('platform'), request.query),
        'platform-audit',
      ),
  );
}
