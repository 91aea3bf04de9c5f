/** Interface languages of the console (spec 1 §1). */
export const LANGUAGES = ['en', 'es', 'en-GB'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** Language used when a key or a user's language is missing (spec 1 §1). */
export const FALLBACK_LANGUAGE: Language = 'en-GB';

/** Narrows any string to a {@link Language}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
