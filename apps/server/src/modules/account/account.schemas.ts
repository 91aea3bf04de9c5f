// Request and response schemas of the Account API; request bodies come from @playboard/domain so the
// console's forms and the server validate with the same rules and messages.
import {
  accountProfileSchema,
  emailSchema,
  organizationSummarySchema,
  signupResponseSchema,
} from '@playboard/domain';
import { z } from 'zod';

/** Long enough for our 43-character tokens, short enough to refuse junk before hashing it. */
export const tokenSchema = z.string().min(1).max(128);

export const confirmationRequest = z.union([
  z.object({ email: emailSchema }).strict(),
  z.object({ token: tokenSchema }).strict(),
]);

export const passwordResetRequest = z.object({ email: emailSchema });

/** The response shapes are the domain's, shared with the console. */
export {
  accountProfileSchema as profileResponse,
  organizationSummarySchema as organizationResponse,
  signupResponseSchema as signupResponse,
};

export const organizationParams = z.object({ id: z.uuid() });

export const pageViewRequest = z.object({ path: z.string().trim().min(1).max(2048).startsWith('/') });
