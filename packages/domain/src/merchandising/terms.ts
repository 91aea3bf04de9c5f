import { z } from 'zod';

/** Matching-term limits (spec 1 §5, §9): 1 to 30 terms per redirection, rule or banner. */
export const TERMS = { min: 1, max: 30 } as const;

/** Longest redirection term (spec 1 §5, §9). */
export const REDIRECTION_TERM_MAX_LENGTH = 255;

/**
 * Longest business-rule and banner term. Spec 1 §5 shows that a limit exists but not its value;
 * the redirection limit is reused so every matching term obeys one rule.
 */
export const RULE_TERM_MAX_LENGTH = 255;

/** Normalises a term for duplicate detection: trimmed, lower case, inner spaces collapsed. */
export function normalizeTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * A single matching term: trimmed, non-empty, at most `maxLength` characters; `tooLong` is the
 * message key of a longer one, for lists whose limit is not the matching terms' 255.
 */
export function termSchema(maxLength: number, tooLong = 'validation.termLength') {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(maxLength, { error: tooLong });
}

/** Options of {@link termsSchema}. */
export interface TermsOptions {
  /** Longest term. */
  readonly maxLength: number;
  /** Fewest terms: 1, or 0 where an empty list means all searches. */
  readonly min?: number;
  /** Refuse two terms that are the same once normalised. */
  readonly unique?: boolean;
}

/**
 * A list of matching terms: at least `min` (default 1, `validation.termsMin`), at most 30
 * (`validation.termsMax`), each at most `maxLength` characters (`validation.termLength`).
 */
export function termsSchema({ maxLength, min = TERMS.min, unique = false }: TermsOptions) {
  const list = z
    .array(termSchema(maxLength))
    .min(min, { error: 'validation.termsMin' })
    .max(TERMS.max, { error: 'validation.termsMax' });
  return unique ? list.superRefine(refuseDuplicateTerms) : list;
}

/** Adds a `validation.termDuplicate` issue on every term equal to an earlier one once normalised. */
export function refuseDuplicateTerms(terms: readonly string[], context: z.RefinementCtx<string[]>): void {
  const seen = new Set<string>();
  terms.forEach((term, index) => {
    const key = normalizeTerm(term);
    if (seen.has(key))
      context.addIssue({ code: 'custom', message: 'validation.termDuplicate', path: [index] });
    seen.add(key);
  });
}
