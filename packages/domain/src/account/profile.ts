import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { BUSINESS_VERTICALS, ORGANIZATION_STATUSES } from '../organizations/business-verticals.ts';

/** An organisation as the Account API returns it (spec 1 §3): permissions are keys such as BILLING. */
export const organizationSummarySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  businessVertical: z.enum(BUSINESS_VERTICALS),
  permissions: z.array(z.object({ key: z.string() })),
});

/** An organisation summary. */
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/**
 * The account profile of GET /account/v1/users (spec 2 §3: email, firstName, language,
 * organizations, commercialCommunications), with the user's id, names and role per organisation.
 */
export const accountProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  commercialCommunications: z.boolean(),
  /** The shop URL typed at sign-up, offered when connecting a shop; null for an account made otherwise. */
  shopUrl: z.string().nullable(),
  /** A new address waiting for its confirmation link to be opened; null when no change is pending. */
  pendingEmail: z.string().nullable(),
  organizations: z.array(organizationSummarySchema.extend({ role: z.string() })),
});

/** An account profile. */
export type AccountProfile = z.infer<typeof accountProfileSchema>;
