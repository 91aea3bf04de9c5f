const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Printable ASCII needs no accent folding: the common case skips normalize().
const NON_ASCII = /[^ -~]/;

/**
 * Case and accent folding: `Camión` and `camion` are the same word to a shopper.
 * `ß` and ligatures expand through NFKD; `ñ` folds to `n`, as shoppers often type it.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(COMBINING_MARKS, '').replace(/ß/g, 'ss');
}

/** A query or a configured term as compared by merchandising stages: folded, single-spaced. */
export function normalizeQuery(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
