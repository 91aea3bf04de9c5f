// Main API: GET sites/{id}/getting-started, the end of the setup wizard and the analytics home's checklist.
import { gettingStartedSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import { gettingStarted, type ReadTuning } from './getting-started.service.ts';

export async function gettingStartedRoutes(app: FastifyInstance, { readTuning }: { readTuning: ReadTuning }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sites/:id/getting-started',
    {
      schema: {
        tags: ['main'],
        summary:
          'What the setup indexed (products, languages, facets) and the next steps taken: layer on, storefront opened, first search, tuning, team',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: gettingStartedSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      config: { access: { scope: 'site', resource: 'instanceManagement', level: 'READ' } },
    },
    (request) => gettingStarted(app.db, readTuning, siteOf(request)),
  );
}
