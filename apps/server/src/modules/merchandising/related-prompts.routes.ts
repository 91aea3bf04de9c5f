import {
  DomainError,
  relatedPromptDocumentSchema,
  relatedPromptErrorBodySchema,
  relatedPromptListSchema,
  relatedPromptsPreviewQuerySchema,
  relatedPromptsQuerySchema,
  type ErrorBody,
} from '@playboard/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer } from '../../plugins/errors.ts';
import { siteOf, type AccessRule } from '../../plugins/tenancy.ts';
import { engineLanguages } from '../sites/index.ts';
import { assertBannerImage } from './banners.service.ts';
import { liveEngine } from './index-api.ts';
import type { MerchandisingApiOptions } from './merchandising-api.ts';
import {
  deleteRelatedPrompt,
  getPromptDocument,
  listPromptDocuments,
  promptDocument,
  savePromptDocument,
  updatePromptDocument,
} from './related-prompts.service.ts';
import { createRelatedPromptsRepo } from './related-prompts.repo.ts';

const tags = ['related prompts'];
const security = [{ bearer: [] }];
const errors = {
  400: relatedPromptErrorBodySchema,
  401: relatedPromptErrorBodySchema,
  403: relatedPromptErrorBodySchema,
  404: relatedPromptErrorBodySchema,
  409: relatedPromptErrorBodySchema,
};

/** The merchants holding play.relatedPrompts on the instance's site, and the platform's operators. */
const access = (level: AccessRule['level']): AccessRule => ({
  scope: 'instance',
  param: 'instance',
  resource: 'play.relatedPrompts',
  level,
  operators: true,
});

const instanceParams = z.object({ instance: z.string().min(1).max(100) });
const promptParams = instanceParams.extend({ promptId: z.string().min(1).max(100) });

/** Spec 2 §8: a Related prompts API error carries its status and message in `error`. */
const promptError = (body: ErrorBody, status: number) => ({
  ...body,
  error: { status, message: body.errors[0]?.message ?? '' },
});

/**
 * The Related prompts API of spec 2 §7 under /suggestions/manage: list, the storefront's preview
 * for some pivots, create (or update, a body with an id: §4), read, update and delete.
 */
export async function relatedPromptsRoutes(app: FastifyInstance, { probeUrl }: MerchandisingApiOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const checkImage = async (body: { suggestionImageUrl?: unknown }) => {
    // A URL that is none is refused by the body's schema, after this.
    const url = typeof body.suggestionImageUrl === 'string' ? body.suggestionImageUrl.trim() : '';
    if (URL.canParse(url)) await assertBannerImage(probeUrl, url, 'suggestionImageUrl');
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(app, error, request);
    return reply.status(status).send(status >= 500 ? body : promptError(body, status));
  });

  routes.get(
    '/suggestions/manage/:instance',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the instance's related prompts in display order (spec 2 §7): page, size, pivots (repeated name:value; query matches one of a prompt's queries), active, query (in the text); results and numFound",
        params: instanceParams,
        querystring: relatedPromptsQuerySchema,
        response: { 200: relatedPromptListSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => listPromptDocuments(app.db, siteOf(request).id, request.query),
  );

  routes.get(
    '/suggestions/manage/tool/preview/:instance',
    {
      schema: {
        tags,
        security,
        summary:
          'The related prompts the storefront shows for a request with these pivots (query, lang, others such as a store), from start, at most limit',
        params: instanceParams,
        querystring: relatedPromptsPreviewQuerySchema,
        response: { 200: relatedPromptListSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => {
      const site = siteOf(request);
      const { start, limit, pivots } = request.query;
      const languages = await engineLanguages(app.db, site.id);
      const language = pivots.lang ?? languages[0];
      if (language !== undefined && !languages.includes(language)) {
        throw new DomainError('global-400', `pivots: the site has no engine in language ${language}`, {
          status: 400,
        });
      }
      const engine = await liveEngine(app, site.id, language, languages);
      const shown = engine.index.relatedPrompts(pivots.query ?? '', engine.config, pivots);
      const rows = new Map(
        (await createRelatedPromptsRepo(app.db, { siteId: site.id }).list()).map((row) => [row.id, row]),
      );
      const results = shown.flatMap((prompt) => {
        const row = rows.get(prompt.id);
        return row ? [promptDocument(row)] : [];
      });
      return { results: results.slice(start, start + limit), numFound: results.length };
    },
  );

  routes.post(
    '/suggestions/manage/:instance',
    {
      schema: {
        tags,
        security,
        summary:
          'Saves a related prompt (spec 2 §4): without id (0 counts as none) creates it after the others (201; a body equal to a saved prompt answers that one, 200), with an id updates it (200); pivots query (comma-joined queries) and lang, other pivots the storefront request must carry',
        params: instanceParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: relatedPromptDocumentSchema, 201: relatedPromptDocumentSchema, ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      await checkImage(request.body);
      const { created, document } = await savePromptDocument(
        app,
        siteOf(request).id,
        request.body,
        request.auth,
      );
      return reply.status(created ? 201 : 200).send(document);
    },
  );

  routes.get(
    '/suggestions/manage/:instance/:promptId',
    {
      schema: {
        tags,
        security,
        summary: 'One related prompt (spec 2 §3)',
        params: promptParams,
        response: { 200: relatedPromptDocumentSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => getPromptDocument(app.db, siteOf(request).id, request.params.promptId),
  );

  routes.put(
    '/suggestions/manage/:instance/:promptId',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a related prompt in its place',
        params: promptParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: relatedPromptDocumentSchema, ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request) => {
      await checkImage(request.body);
      return updatePromptDocument(
        app,
        siteOf(request).id,
        request.params.promptId,
        request.body,
        request.auth,
      );
    },
  );

  routes.delete(
    '/suggestions/manage/:instance/:promptId',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a related prompt',
        params: promptParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      await deleteRelatedPrompt(app, siteOf(request).id, request.params.promptId, request.auth);
      return reply.status(204).send(null);
    },
  );
}
