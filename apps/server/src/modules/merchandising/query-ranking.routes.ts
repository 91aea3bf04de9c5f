import {
  DomainError,
  legacyRuleSchema,
  queryRankingConflictSchema,
  queryRankingListQuerySchema,
  queryRankingRuleDocumentSchema,
  queryRankingRuleListSchema,
  queryRankingRuleReadQuerySchema,
  queryRankingRuleWriteSchema,
} from '@playboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../plugins/errors.ts';
import { siteOf, type AccessRule } from '../../plugins/tenancy.ts';
import { rolesOfMember } from '../management/index.ts';
import { merchandisingApi } from './merchandising-api.ts';
import {
  conflictsOf,
  createRuleFromBody,
  deleteRuleById,
  listRules,
  readRule,
  saveRuleFromBody,
  type RuleWriter,
} from './query-ranking-rules.service.ts';

const { security, errors } = merchandisingApi;
const tags = ['query ranking'];
const access = (level: AccessRule['level']): AccessRule => ({
  scope: 'instance',
  param: 'instance',
  resource: 'play.equalize',
  level,
});

const instanceParams = z.object({ instance: z.string().min(1).max(100) });
const ruleParams = instanceParams.extend({ id: z.string().max(64) });
const conflict = { 409: queryRankingConflictSchema };

/**
 * The caller of a write and their roles on the site, which restrictedRoles names (spec 2 §3, §6):
 * their membership role and the roles assigned to them for the site.
 */
export async function writerOf(app: FastifyInstance, request: FastifyRequest): Promise<RuleWriter> {
  return { actor: request.auth, roles: await rolesOfMember(app.db, request.auth.userId, siteOf(request).id) };
}

/** Spec 2 §8: a save's 409 lists the conflicting rules (ids and queries) beside the error. */
export async function answeringConflicts<T>(
  reply: FastifyReply,
  save: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await save();
  } catch (error) {
    const conflicts = error instanceof DomainError ? conflictsOf(error) : undefined;
    if (!conflicts || !(error instanceof DomainError)) throw error;
    return reply.status(409).send({ ...errorBody(error.code, error.message), conflicts });
  }
}

/**
 * The Query ranking API of spec 2 §7 under /configurations/clients/{instance}: the list, POST, and
 * GET, PUT, DELETE by id. Bodies are spec 2 §3's (pivots as single values, pins typed
 * PINNED_PRODUCTS, dates without milliseconds, null when not set); the legacy format is read.
 */
export async function queryRankingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = '/configurations/clients/:instance/features/groups/query_ranking';

  routes.get(
    path,
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the instance's query ranking rules (spec 2 §7): page, size, sort.field, sort.direction, query, filters, strictMatching, defaultFlag, endpointId; results and numFound",
        params: instanceParams,
        querystring: queryRankingListQuerySchema,
        response: { 200: queryRankingRuleListSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => listRules(app.db, siteOf(request).id, request.query),
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        security,
        summary:
          'Creates a rule (spec 2 §4): a body of spec 2 §3 or a legacy rule; an invalid rule (spec 2 §5) answers 400, one conflicting with saved rules 409 listing them',
        params: instanceParams,
        body: queryRankingRuleWriteSchema,
        response: { 201: queryRankingRuleDocumentSchema, ...errors, ...conflict },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) =>
      answeringConflicts(reply, async () =>
        reply
          .status(201)
          .send(
            await createRuleFromBody(app, siteOf(request).id, request.body, await writerOf(app, request)),
          ),
      ),
  );

  routes.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One rule; format=legacy shows it in the legacy format (spec 2 §3)',
        params: ruleParams,
        querystring: queryRankingRuleReadQuerySchema,
        response: { 200: z.union([queryRankingRuleDocumentSchema, legacyRuleSchema]), ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => readRule(app.db, siteOf(request).id, request.params.id, request.query.format),
  );

  routes.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          'Saves a rule (spec 2 §4): with content it is updated (200), with nothing left in it deleted (204); 404 when gone, 403 when restricted to roles the caller lacks, 409 listing conflicting rules',
        params: ruleParams,
        body: queryRankingRuleWriteSchema,
        response: { 200: queryRankingRuleDocumentSchema, 204: z.null(), ...errors, ...conflict },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) =>
      answeringConflicts(reply, async () => {
        const saved = await saveRuleFromBody(
          app,
          siteOf(request).id,
          request.params.id,
          request.body,
          await writerOf(app, request),
        );
        return saved ? reply.send(saved) : reply.status(204).send(null);
      }),
  );

  routes.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a rule; 404 when gone, 403 when restricted to roles the caller lacks',
        params: ruleParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      await deleteRuleById(app, siteOf(request).id, request.params.id, await writerOf(app, request));
      return reply.status(204).send(null);
    },
  );
}
