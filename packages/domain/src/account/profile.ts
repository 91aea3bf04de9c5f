import { z } from 'zod';
import { policySchema } from '../permissions/permission-tree.ts';
import { languageSchema } from './account.ts';

/** The account profile of GET /account/v1/users (spec 2 §3). */
export const accountProfileSchema = z.object({
  email: z.email(),
  firstName: z.string(),
  lastName: z.string().default(''),
  language: languageSchema,
  organizations: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
  commercialCommunications: z.boolean(),
});

/** An account profile. */
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** Claims of the access token (spec 2 §3): user id, names, policies and expiry in seconds. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  policies: z.array(policySchema).default([]),
  exp: z.number().int(),
});

/** Access token claims. */
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** A restriction (spec 2 §3): the roles an item is restricted to. */
export const restrictionSchema = z.object({ restrictedRoles: z.array(z.string()).default([]) });

/** A restriction. */
export type Restriction = z.infer<typeof restrictionSchema>;

/** POST organizations/{id}/invite body (spec 2 §7). */
export const organizationInviteSchema = z.object({ email: z.email({ error: 'validation.email' }) });
