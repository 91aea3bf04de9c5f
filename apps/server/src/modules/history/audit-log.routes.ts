import { auditLogFilterSchema, auditLogPageSchema, auditLogQuerySchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf } from '../../plugins/tenancy.ts';
import { exportAuditLog, listAuditLog } from './audit-log.service.ts';

const params = z.object({ id: z.uuid() });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const common = { tags: ['account'], security: [{ bearer: [] }] };
const access = { scope: 'organization', resource: 'audit', level: 'READ' } as const;

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
    async (request) => listAuditLog(app.db, membershipOf(request), request.query),
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
    async (request, reply) => {
      const csv = await exportAuditLog(app.db, membershipOf(request), request.query);
      const day = app.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .send(csv);
    },
  );
}
