import type { Messages } from './messages.ts';
import type { Facet } from './search-api.ts';

/** The facet the search service buckets prices in (the catalogue's `price` field). */
const PRICE_FACET = 'price';

/**
 * Range bounds in the page's language: amounts in the site's currency for the price facet, plain
 * numbers for any other range; whole amounts without decimals, as shops print them in filters.
 */
export function boundFormatter(
  language: string,
  currency: string | null,
  facet: string,
): (value: number) => string {
  const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  if (facet !== PRICE_FACET || !currency) return (value) => plain.format(value);
  try {
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    });
    return (value) => money.format(value);
  } catch {
    return (value) => `${plain.format(value)} ${currency}`;
  }
}

/**
 * A range value as shoppers read it. The search API names a bucket `from-to` with `*` for an open
 * end (`*-200`, `200-400`, `400-*`); anything else is shown as it came.
 */
export function rangeLabel(value: string, format: (value: number) => string, messages: Messages): string {
  const match = /^(\*|-?\d+(?:\.\d+)?)-(\*|-?\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return value;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '*' && to === '*') return value;
  if (from === '*') return messages.ranges.under(format(Number(to)));
  if (to === '*') return messages.ranges.over(format(Number(from)));
  return messages.ranges.between(format(Number(from)), format(Number(to)));
}

/** The facets with their range values labelled for shoppers; the filters they send back are kept. */
export function labelRanges(
  facets: readonly Facet[],
  language: string,
  currency: string | null,
  messages: Messages,
): Facet[] {
  return facets.map((facet) => {
    if (facet.type !== 'range') return facet;
    const format = boundFormatter(language, currency, facet.facet);
    return {
      ...facet,
      values: facet.values.map((value) => ({ ...value, value: rangeLabel(value.value, format, messages) })),
    };
  });
}
