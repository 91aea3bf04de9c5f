// What every Index API route of this module declares alike (spec 1 §7: fields and settings of a site).
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
