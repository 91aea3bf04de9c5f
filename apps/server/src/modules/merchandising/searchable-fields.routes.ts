import { searchableFieldsInputSchema, searchableFieldsResponseSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { indexApi, siteParams } from './index-api.ts';
import { saveSearchableFields, searchableFields } from './searchable-fields.service.ts';

export async function searchableFieldsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const response = { 200: searchableFieldsResponseSchema, ...errors };

  routes.get(
    '/fields/site/:id/searchable',
    {
      schema: {
        tags,
        security,
        summary: 'The searchable fields, active or not, with their weights',
        params: siteParams,
        response,
      },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => searchableFields(app.db, siteOf(request).id),
  );

  routes.put(
    '/fields/site/:id/searchable',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the active searchable fields and their weights (at least one, spec 1 §5)',
        params: siteParams,
        body: searchableFieldsInputSchema,
        response,
      },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'WRITE' } },
    },
    async (request) => saveSearchableFields(app, siteOf(request).id, request.body, request.auth),
  );
}
