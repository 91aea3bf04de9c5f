import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { BUSINESS_VERTICALS } from '../organizations/business-verticals.ts';
import {
  emailSchema,
  NAME_MAX_LENGTH,
  passwordChangeSchema,
  requiredText,
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

/** The profile fields a user edits freely (spec 2 §3 account profile): names, language, opt-in. */
export const profileFieldsSchema = z.object({
  firstName: requiredText(NAME_MAX_LENGTH).optional(),
  lastName: requiredText(NAME_MAX_LENGTH).optional(),
  language: languageSchema.optional(),
  commercialCommunications: z.boolean().optional(),
});

/** The profile fields. */
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * An e-mail change: the new address and the current password, which proves the account holder
 * asks (a stolen session alone cannot move the account to another inbox).
 */
export const emailChangeSchema = z.object({
  email: emailSchema,
  currentPassword: passwordChangeSchema.shape.currentPassword,
});

/**
 * PATCH /account/v1/users body (spec 2 §3 account profile): only the fields sent change. A new
 * `email` needs `currentPassword` and is not applied at once: it waits for the link sent to it.
 */
export const profilePatchSchema = profileFieldsSchema
  .extend({
    email: emailSchema.optional(),
    currentPassword: passwordChangeSchema.shape.currentPassword.optional(),
  })
  .refine((patch) => patch.email === undefined || patch.currentPassword !== undefined, {
    path: ['currentPassword'],
    error: 'validation.required',
  });

/** A profile update. */
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The page of an e-mail change link: the address it confirms (GET /account/v1/email-changes/{token}). */
export const emailChangeLinkSchema = z.object({ email: emailSchema });

/** An e-mail change link. */
export type EmailChangeLink = z.infer<typeof emailChangeLinkSchema>;
