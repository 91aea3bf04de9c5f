import { billingAddressSchema } from '@playboard/domain';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Every ISO 3166-1 alpha-2 code the billing address accepts: the schema's own country check over
// every pair of letters, so the select offers exactly what the server takes.
const countryCodes = [...LETTERS]
  .flatMap((first) => [...LETTERS].map((second) => `${first}${second}`))
  .filter((code) => billingAddressSchema.shape.country.safeParse(code).success);

export interface CountryOption {
  value: string;
  label: string;
}

/** The countries by their names in `language`, in that language's alphabetical order. */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
