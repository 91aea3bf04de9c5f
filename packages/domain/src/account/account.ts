import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { BUSINESS_VERTICALS } from '../organizations/business-verticals.ts';
import {
  emailSchema,
  NAME_MAX_LENGTH,
  requiredText,
  SIGNUP_PASSWORD,
  signupPasswordSchema,
  urlSchema,
} from '../validation/fields.ts';

/** A supported interface language (spec 1 §1). */
export const languageSchema = z.enum(LANGUAGES, { error: 'validation.option' });

/** A business type (spec 1 §3). */
export const businessVerticalSchema = z.enum(BUSINESS_VERTICALS, { error: 'validation.option' });

/** Signup form and POST /account/v1/users body (spec 1 §2 /signup, spec 2 §7 Account API). */
export const signupSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  shopUrl: urlSchema,
  email: emailSchema,
  password: signupPasswordSchema,
  legalAcceptance: z.literal(true, { error: 'validation.required' }),
  commercialCommunications: z.boolean().optional(),
  language: languageSchema.optional(),
});

/** A signup request. */
export type SignupInput = z.infer<typeof signupSchema>;

/** POST /account/v1/users answer (201): the unverified user signup created. */
export const signupResponseSchema = z.object({ id: z.uuid(), email: emailSchema });

/** A signup answer. */
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Create organisation form and POST /account/v1/organizations body (spec 1 §2 /company). */
export const organizationInputSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  businessVertical: businessVerticalSchema,
});

/** Organisation create / update input. */
export type OrganizationInput = z.infer<typeof organizationInputSchema>;

/** PATCH /account/v1/users body (spec 2 §3 account profile): only the fields sent change. */
export const profilePatchSchema = z.object({
  firstName: requiredText(NAME_MAX_LENGTH).optional(),
  lastName: requiredText(NAME_MAX_LENGTH).optional(),
  language: languageSchema.optional(),
  commercialCommunications: z.boolean().optional(),
});

/** A profile update. */
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** Login form (spec 1 §2 /login). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(SIGNUP_PASSWORD.max, { error: 'validation.maxlength' }),
});

/** Login credentials. */
export type LoginInput = z.infer<typeof loginSchema>;
