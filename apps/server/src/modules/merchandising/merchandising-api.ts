// What every route of the merchandising API (/merchandising/v1, issue 15) declares alike: the site
// in the path, the tag and bearer security of the OpenAPI document, the error answers, and the
// access to a resource's permission node (READ for reads, WRITE for the rest).
import type { PermissionNode } from '@playboard/domain';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import type { AccessRule } from '../../plugins/tenancy.ts';

export const merchandisingApi = {
  tags: ['merchandising'],
  security: [{ bearer: [] }],
  errors: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
  conflict: { 409: errorResponse },
};

export const siteParams = z.object({ siteId: z.uuid() });

/** An item of a site's list; an id that is no uuid is not found (404), like one of another site. */
export const itemParams = siteParams.extend({ id: z.string().max(64) });

/** The access of a route on `resource` of the site in the path. */
export function siteAccess(resource: PermissionNode, level: AccessRule['level']): AccessRule {
  return { scope: 'site', param: 'siteId', resource, level };
}

/** What a merchandising API plugin is given: the check of a banner's image URL. */
export interface MerchandisingApiOptions {
  /**
   * What the URL answers when this server may and can reach it (the connectors' outbound policy):
   * its HTTP status and content type; undefined when refused or unreachable.
   */
  probeUrl: (url: string) => Promise<{ status: number; contentType: string | null } | undefined>;
}
