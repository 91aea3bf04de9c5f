import {
  languageSchema,
  merchandisingListQuerySchema,
  synonymGroupInputSchema,
  synonymGroupSchema,
  synonymImportInputSchema,
  synonymImportResultSchema,
  synonymPageSchema,
  synonymSettingsSchema,
  SYNONYM_IMPORT_MAX_BYTES,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { itemParams, merchandisingApi, siteAccess, siteParams } from './merchandising-api.ts';
import {
  createSynonym,
  deleteSynonym,
  exportSynonyms,
  getSynonym,
  getSynonymSettings,
  importSynonyms,
  listSynonyms,
  updateSynonym,
  updateSynonymSettings,
} from './synonyms.service.ts';

const { tags, security, errors, conflict } = merchandisingApi;
const read = siteAccess('play.synonym', 'READ');
const write = siteAccess('play.synonym', 'WRITE');

/** Synonym groups of a site (spec 1 §3, §5): list, editor, import and export. */
export async function synonymsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/synonyms',
    {
      schema: {
        tags,
        security,
        summary: "A page of the site's synonym groups, by language and text, newest change first by default",
        params: siteParams,
        querystring: merchandisingListQuerySchema,
        response: { 200: synonymPageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => listSynonyms(app.db, siteOf(request).id, request.query),
  );

  routes.post(
    '/sites/:siteId/synonyms',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a synonym group; one equal to a group the site has answers 409 syn-2',
        params: siteParams,
        body: synonymGroupInputSchema,
        response: { 201: synonymGroupSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request, reply) =>
      reply.status(201).send(await createSynonym(app, siteOf(request).id, request.body, request.auth)),
  );

  routes.post(
    '/sites/:siteId/synonyms/import',
    {
      // The file travels as a JSON string: 1MB of text, escaped, fits in four.
      bodyLimit: 4 * SYNONYM_IMPORT_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Imports a CSV or TXT file (at most 1MB) of one group a line, or Solr synonyms.txt; dryRun reports without writing, atomic writes nothing when a line is refused',
        params: siteParams,
        body: synonymImportInputSchema,
        response: { 200: synonymImportResultSchema, 201: synonymImportResultSchema, ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      const result = await importSynonyms(app, siteOf(request).id, request.body, request.auth);
      return reply.status(result.written ? 201 : 200).send(result);
    },
  );

  routes.get(
    '/sites/:siteId/synonyms/export',
    {
      schema: {
        tags,
        security,
        summary:
          "The site's synonym groups in one language as a Solr synonyms.txt file, which the import reads back",
        params: siteParams,
        querystring: z.object({ language: languageSchema }),
        response: { 200: z.string(), ...errors },
      },
      config: { access: read },
    },
    async (request, reply) => {
      const { language } = request.query;
      const file = await exportSynonyms(app.db, siteOf(request).id, language);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="synonyms-${language}.txt"`)
        .send(file);
    },
  );

  routes.get(
    '/sites/:siteId/synonyms/settings',
    {
      schema: {
        tags,
        security,
        summary:
          "Whether the site's searches use the engine's built-in synonyms too (British and American words, shop names, WordNet)",
        params: siteParams,
        response: { 200: synonymSettingsSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getSynonymSettings(app.db, siteOf(request).id),
  );

  routes.put(
    '/sites/:siteId/synonyms/settings',
    {
      schema: {
        tags,
        security,
        summary:
          "Switches the built-in synonyms on or off for the site's searches; recorded in the synonyms' history",
        params: siteParams,
        body: synonymSettingsSchema,
        response: { 200: synonymSettingsSchema, ...errors },
      },
      config: { access: write },
    },
    async (request) => updateSynonymSettings(app, siteOf(request).id, request.body, request.auth),
  );

  routes.get(
    '/sites/:siteId/synonyms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One synonym group',
        params: itemParams,
        response: { 200: synonymGroupSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getSynonym(app.db, siteOf(request).id, request.params.id),
  );

  routes.put(
    '/sites/:siteId/synonyms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a synonym group; one equal to another group of the site answers 409 syn-2',
        params: itemParams,
        body: synonymGroupInputSchema,
        response: { 200: synonymGroupSchema, ...errors, ...conflict },
      },
      config: { access: write },
    },
    async (request) => updateSynonym(app, siteOf(request).id, request.params.id, request.body, request.auth),
  );

  routes.delete(
    '/sites/:siteId/synonyms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a synonym group; one already gone answers 404',
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: write },
    },
    async (request, reply) => {
      await deleteSynonym(app, siteOf(request).id, request.params.id, request.auth);
      return reply.status(204).send(null);
    },
  );
}
