// Request and response schemas of the Account API; request bodies come from @playboard/domain so the
// console's forms and the server validate with the same rules and messages.
import { BUSINESS_VERTICALS, emailSchema, LANGUAGES, ORGANIZATION_STATUSES } from '@playboard/domain';
import { z } from 'zod';

export const errorResponse = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});

/** Long enough for our 43-character tokens, short enough to refuse junk before hashing it. */
export const tokenSchema = z.string().min(1).max(128);

export const signupResponse = z.object({ id: z.uuid(), email: z.string() });

export const confirmationRequest = z.union([
  z.object({ email: emailSchema }).strict(),
  z.object({ token: tokenSchema }).strict(),
]);

export const passwordResetRequest = z.object({ email: emailSchema });

const permissionList = z.array(z.object({ key: z.string() }));

export const organizationResponse = z.object({
  uuid: z.uuid(),
  name: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  businessVertical: z.enum(BUSINESS_VERTICALS),
  permissions: permissionList,
});

export const profileResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  commercialCommunications: z.boolean(),
  organizations: z.array(organizationResponse.extend({ role: z.string() })),
});

export const organizationParams = z.object({ id: z.uuid() });

export const pageViewRequest = z.object({ path: z.string().trim().min(1).max(2048).startsWith('/') });
