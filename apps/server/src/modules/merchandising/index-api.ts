// What every Index API route of this module declares alike (spec 1 §7: fields and settings of a site).
import { DomainError } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import type { CatalogueProfiles } from '../sites/index.ts';

export const indexApi = {
  tags: ['index'],
  security: [{ bearer: [] }],
  errors: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
};

export const siteParams = z.object({ id: z.uuid() });

/** Options of the routes that read the catalogue's profile (fields, labels, facet candidates). */
export interface ProfileRoutesOptions {
  profiles: CatalogueProfiles;
}

/**
 * A site's live search engine in a language (the site's engines known, so a new one is built),
 * or 503 in a process that runs no search.
 */
export async function liveEngine(
  app: FastifyInstance,
  siteId: string,
  language: string | undefined,
  languages: readonly string[],
) {
  if (!app.hasDecorator('searchIndexes')) {
    throw new DomainError('global-503', 'The search service does not run in this process', {
      status: 503,
    });
  }
  return app.searchIndexes.engine(siteId, language, languages);
}
