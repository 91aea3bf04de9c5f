import { z } from 'zod';

/**
 * Field schemas shared by the server's routes and the console's forms. Every issue message is an
 * i18n key of the `domain` namespace (spec 1 §5 table), so both sides show the same words.
 */

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest URL accepted. */
export const URL_MAX_LENGTH = 2048;

/** Signup password length bounds (spec 1 §5, §9: min 10; max chosen, see docs/spec-coverage.md). */
export const SIGNUP_PASSWORD = { min: 10, max: 128 } as const;

/** Password change length bounds (spec 2 §5, §9). */
export const PASSWORD_CHANGE = { min: 8, max: 40 } as const;

/** Longest display name (organisation, user, shop). */
export const NAME_MAX_LENGTH = 120;

/**
 * Limits of the other free text a request carries: every string of a request schema has one, so
 * no field stores (and serves back to every shopper) whatever size a client sends.
 */
export const TEXT_MAX_LENGTH = {
  /** Ids, keys, codes, field names and versions a client sends (the catalogue's product id limit). */
  identifier: 128,
  /** Titles, labels, pretty names, role names, time zones. */
  title: 200,
  /** A font family (or a list of them) for the layer. */
  fontFamily: 200,
  /** A CSS selector list for the layer trigger. */
  cssSelector: 500,
  /** A search query, or a value a products' field holds (the catalogue's attribute value limit). */
  value: 1000,
  /** Descriptions, notes and messages. */
  description: 5000,
  /** A secret a client holds: a site's security key, a connector token. */
  secret: 512,
} as const;

/**
 * Free text of at most `max` characters (`validation.maxlength` beyond); the `abort` keeps any
 * later, costlier check (a CSS parser, a time zone lookup) from running on an oversized value.
 *
 * @example boundedText(TEXT_MAX_LENGTH.title).min(1)
 */
export function boundedText(max: number) {
  return z.string().max(max, { error: 'validation.maxlength', abort: true });
}

/**
 * A trimmed, non-empty string: empty reads `validation.required`, too long `validation.maxlength`.
 *
 * @example requiredText(120).parse('  Acme ') // 'Acme'
 */
export function requiredText(max: number) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.maxlength' });
}

function missing(input: unknown): boolean {
  return input === '' || input === undefined || input === null;
}

/** An email address; empty reads `validation.required`, a bad format `validation.email`. */
export const emailSchema = z
  .email({ error: (issue) => (missing(issue.input) ? 'validation.required' : 'validation.email') })
  .max(EMAIL_MAX_LENGTH, { error: 'validation.maxlength' });

/**
 * An http:// or https:// URL (spec 1 §5 `url`: "The URL must start with http:// or {host}").
 * Hosts without a dot (`localhost`) are accepted so local shops can be connected.
 */
export const urlSchema = z
  .url({
    protocol: /^https?$/,
    error: (issue) => (missing(issue.input) ? 'validation.required' : 'validation.url'),
  })
  .max(URL_MAX_LENGTH, { error: 'validation.maxlength' });

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A HEX colour, `#rgb` or `#rrggbb` (spec 1 §5 `color`). */
export const hexColorSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .max('#rrggbb'.length, { error: 'validation.color', abort: true })
  .regex(HEX_COLOR, { error: 'validation.color' });

/** Anything that is a finite number (spec 1 §5 `number`): numeric strings from inputs are coerced. */
export const numberSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: 'validation.number' }).finite({ error: 'validation.number' }),
);

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT_OR_SPECIAL = /[\p{N}]|[^\p{L}\p{N}\s]/u;

/**
 * Signup password (spec 1 §5): at least 10 characters, one uppercase, one lowercase, one number or
 * special character; every unmet criterion reads `validation.password`.
 */
export const signupPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .max(SIGNUP_PASSWORD.max, { error: 'validation.maxlength', abort: true })
  .refine((value) => value.length >= SIGNUP_PASSWORD.min, { error: 'validation.password' })
  .refine((value) => UPPER.test(value) && LOWER.test(value) && DIGIT_OR_SPECIAL.test(value), {
    error: 'validation.password',
  });

/**
 * Each criterion of a signup password (spec 1 §5), met or not: what the sign-up, reset and
 * invitation forms show as it is typed. The length's upper bound is the field's, not a criterion.
 */
export function signupPasswordChecks(value: string) {
  return {
    minLength: value.length >= SIGNUP_PASSWORD.min,
    uppercase: UPPER.test(value),
    lowercase: LOWER.test(value),
    numberOrSpecial: DIGIT_OR_SPECIAL.test(value),
  };
}

/** ASCII punctuation: the "special punctuation character" of spec 2 §5. */
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/**
 * A new password on password change (spec 2 §5): 8 to 40 characters with a lowercase letter, an
 * uppercase letter, a digit and a punctuation character; every unmet criterion reads `validation.password`.
 */
export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .max(PASSWORD_CHANGE.max, { error: 'validation.password', abort: true })
  .refine((value) => value.length >= PASSWORD_CHANGE.min, { error: 'validation.password' })
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value) && PUNCTUATION.test(value),
    { error: 'validation.password' },
  );

/** Each rule of a new password (spec 2 §5), met or not: what the password change form shows as it is typed. */
export function newPasswordChecks(value: string) {
  return {
    length: value.length >= PASSWORD_CHANGE.min && value.length <= PASSWORD_CHANGE.max,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /[0-9]/.test(value),
    punctuation: PUNCTUATION.test(value),
  };
}

/** Password change body (spec 2 §3, §5): the current password must be non-empty. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(SIGNUP_PASSWORD.max, { error: 'validation.maxlength' }),
  newPassword: newPasswordSchema,
});

/** Body of POST /management/v1/users/{userId}/password. */
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
