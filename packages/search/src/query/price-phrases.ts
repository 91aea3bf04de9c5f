import { fold } from '../analysis/fold.ts';
import type { Language } from '../types.ts';

/** A price range a shopper typed: a bound is left out when open. */
export interface PriceRange {
  readonly min?: number;
  readonly minInclusive: boolean;
  readonly max?: number;
  readonly maxInclusive: boolean;
}

/** A query with its price phrase taken out and read as a range. */
export interface UnderstoodQuery {
  /** What is left to search as words. */
  readonly text: string;
  readonly price?: PriceRange;
}

type Bound = 'below' | 'atMost' | 'above' | 'atLeast';

interface Phrases {
  /** Words before an amount, by the bound they set. */
  readonly bounds: Readonly<Record<Bound, readonly string[]>>;
  /** Ranges as [before the first amount, between the amounts]; an empty first part means none. */
  readonly ranges: readonly (readonly [string, string])[];
}

// Folded (lower case, no accents), longest first where one starts another. No bare "max": "air max 90"
// names a shoe, not a budget.
const PHRASES: Record<Language, Phrases> = {
  en: {
    bounds: {
      below: ['cheaper than', 'less than', 'lower than', 'under', 'below'],
      atMost: ['no more than', 'not more than', 'at most', 'up to', 'upto', 'maximum', 'within'],
      above: ['greater than', 'higher than', 'more than', 'over', 'above'],
      atLeast: ['starting from', 'starting at', 'at least', 'minimum', 'from'],
    },
    ranges: [
      ['between', 'and'],
      ['from', 'to'],
      ['', 'to'],
    ],
  },
  es: {
    bounds: {
      below: ['por debajo de', 'mas barato que', 'mas barata que', 'inferior a', 'menos de'],
      atMost: ['como maximo', 'no mas de', 'maximo', 'hasta'],
      above: ['por encima de', 'superior a', 'mas de'],
      atLeast: ['como minimo', 'a partir de', 'al menos', 'minimo', 'desde'],
    },
    ranges: [
      ['entre', 'y'],
      ['desde', 'hasta'],
      ['de', 'a'],
      ['', 'a'],
    ],
  },
};

const CURRENCY = '(?:rs\\.?|inr|₹|\\$|€|£|usd|eur|euros?|dollars?|dolares|rupees?|pounds?|pesos?|libras?)';
// An amount with a currency before or after it: "rs 500", "₹500", "500 rupees", "10,000", "9.99 €".
const AMOUNT = `(?:${CURRENCY}\\s*)?(\\d[\\d.,]*)(?:\\s*${CURRENCY}(?=\\s|$))?`;

const escape = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const START = '(?:^|\\s)';
const END = '(?=\\s|$)';

const PATTERNS = Object.fromEntries(
  (Object.keys(PHRASES) as Language[]).map((language) => {
    const { bounds, ranges } = PHRASES[language];
    return [
      language,
      {
        ranges: ranges.map(
          ([before, between]) =>
            new RegExp(
              `${START}${before === '' ? '' : `${escape(before)}\\s+`}${AMOUNT}\\s+${escape(between)}\\s+${AMOUNT}${END}`,
            ),
        ),
        bounds: (Object.keys(bounds) as Bound[]).map(
          (bound) =>
            [
              bound,
              new RegExp(`${START}(?:${bounds[bound].map(escape).join('|')})\\s+${AMOUNT}${END}`),
            ] as const,
        ),
      },
    ];
  }),
) as Record<Language, { ranges: RegExp[]; bounds: (readonly [Bound, RegExp])[] }>;

/**
 * An amount as typed: "10,000" and "10.000" are ten thousand (a separator before three digits
 * groups thousands), "9.99" and "9,99" are decimals. `undefined` for anything else.
 */
export function parseAmount(raw: string): number | undefined {
  const match = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(raw);
  if (match === null) return undefined;
  const [, whole, thousands, decimalMark, decimals] = match;
  if (thousands !== undefined && decimalMark === thousands) return undefined;
  const units = Number(thousands === undefined ? whole : whole!.split(thousands).join(''));
  return decimals === undefined ? units : units + Number(`0.${decimals}`);
}

function rangeOf(bound: Bound, amount: number): PriceRange {
  switch (bound) {
    case 'below':
      return { max: amount, maxInclusive: false, minInclusive: true };
    case 'atMost':
      return { max: amount, maxInclusive: true, minInclusive: true };
    case 'above':
      return { min: amount, minInclusive: false, maxInclusive: true };
    case 'atLeast':
      return { min: amount, minInclusive: true, maxInclusive: true };
  }
}

/** The query without the matched phrase; a phrase that ended the query also ends its last word. */
function without(folded: string, match: RegExpExecArray): string {
  const before = folded.slice(0, match.index).trim();
  const after = folded.slice(match.index + match[0].length).trim();
  const text = `${before} ${after}`.trim();
  return after === '' ? `${text} ` : text;
}

/**
 * Reads a price phrase in the query's language ("watch under 500", "ring between 5000 and 10000",
 * "reloj menos de 50 €", "bolso de 20 a 40 euros") as a price range and takes it out of the words
 * to search. A phrase is read only when words remain to search: "under 500" alone stays a query.
 *
 * @example understandQuery('watch under rs 500', 'en') // { text: 'watch ', price: { max: 500, ... } }
 */
export function understandQuery(query: string, language: Language): UnderstoodQuery {
  const folded = fold(query);
  if (!/\d/.test(folded)) return { text: query };
  const patterns = PATTERNS[language];
  for (const pattern of patterns.ranges) {
    const match = pattern.exec(folded);
    if (match === null) continue;
    const from = parseAmount(match[1]!);
    const to = parseAmount(match[2]!);
    const text = without(folded, match);
    if (from === undefined || to === undefined || from > to || !/\p{L}/u.test(text)) continue;
    return { text, price: { min: from, minInclusive: true, max: to, maxInclusive: true } };
  }
  for (const [bound, pattern] of patterns.bounds) {
    const match = pattern.exec(folded);
    if (match === null) continue;
    const amount = parseAmount(match[1]!);
    const text = without(folded, match);
    if (amount === undefined || !/\p{L}/u.test(text)) continue;
    return { text, price: rangeOf(bound, amount) };
  }
  return { text: query };
}

/** Whether a price lies in the range; a product without a price does not. */
export function inPriceRange(range: PriceRange, price: number): boolean {
  if (Number.isNaN(price)) return false;
  if (range.min !== undefined && (range.minInclusive ? price < range.min : price <= range.min)) return false;
  if (range.max !== undefined && (range.maxInclusive ? price > range.max : price >= range.max)) return false;
  return true;
}
