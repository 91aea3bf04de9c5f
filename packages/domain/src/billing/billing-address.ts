import validator from 'validator';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error.ts';
import { translate } from '../i18n/translate.ts';

const POSTAL_CODE_LOCALES: readonly string[] = validator.isPostalCodeLocales;

/** Country codes whose VAT format the VAT matchers know under another code (ISO GR is EL in VIES). */
const VAT_COUNTRY_ALIASES: Readonly<Record<string, string>> = { GR: 'EL' };

/**
 * Spanish company tax IDs (CIF) may end in a digit; validator's ES matcher only accepts a final
 * letter (personal NIF/NIE), so company IDs are also checked against the CIF layout.
 */
const SPANISH_CIF = /^(ES)?[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/;

function vatCountry(country: string): string {
  return VAT_COUNTRY_ALIASES[country] ?? country;
}

/** Whether the VAT matchers know the tax ID format of `country` (validator throws for unknown codes). */
export function hasTaxIdFormat(country: string): boolean {
  try {
    validator.isVAT('', vatCountry(country.toUpperCase()) as validator.VATCountryCode);
    return true;
  } catch {
    return false;
  }
}

function vatCandidates(value: string, code: string): string[] {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  const prefixed = compact.startsWith(code) ? compact : `${code}${compact}`;
  const candidates = [compact, prefixed];
  const digits = prefixed.slice(code.length);
  if (code === 'GB' && /^\d{9}$/.test(digits)) {
    candidates.push(`GB${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`);
  }
  if (code === 'GB' && /^\d{12}$/.test(digits)) candidates.push(`GB${digits.slice(0, 9)} ${digits.slice(9)}`);
  return candidates;
}

/**
 * Whether `taxId` has the VAT / tax ID format of `country` (ISO 3166-1 alpha-2), with or without
 * the country prefix, ignoring spaces, dots and dashes. Countries without a known format accept
 * any ID of 2 to 30 letters and digits.
 */
export function isValidTaxId(taxId: string, country: string): boolean {
  const code = vatCountry(country.toUpperCase());
  if (!hasTaxIdFormat(code)) return /^[A-Z0-9]{2,30}$/i.test(taxId.replace(/[\s.-]/g, ''));
  const candidates = vatCandidates(taxId, code);
  return (
    candidates.some((candidate) => validator.isVAT(candidate, code as validator.VATCountryCode)) ||
    (code === 'ES' && candidates.some((candidate) => SPANISH_CIF.test(candidate)))
  );
}

/**
 * Whether `zip` has the postal code format of `country`. Countries without a known format accept
 * 2 to 12 letters, digits, spaces and dashes.
 */
export function isValidPostalCode(zip: string, country: string): boolean {
  const code = country.toUpperCase();
  if (POSTAL_CODE_LOCALES.includes(code)) {
    return validator.isPostalCode(zip.trim(), code as validator.PostalCodeLocale);
  }
  return /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/.test(zip.trim());
}

/** Billing address (spec 1 §3, spec 2 §3, PUT customer/billing-address). The tax ID may be empty. */
export const billingAddressSchema = z
  .object({
    company: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.maxlength' }),
    taxId: z.string().trim().max(40, { error: 'validation.maxlength' }).default(''),
    address1: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.maxlength' }),
    address2: z.string().trim().max(200, { error: 'validation.maxlength' }).default(''),
    city: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(120, { error: 'validation.maxlength' }),
    country: z
      .string()
      .trim()
      .max(2, { error: 'validation.option', abort: true })
      .toUpperCase()
      .refine((value) => validator.isISO31661Alpha2(value), { error: 'validation.option' }),
    zip: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(20, { error: 'validation.maxlength' }),
    state: z.string().trim().max(120, { error: 'validation.maxlength' }).default(''),
  })
  .superRefine((address, context) => {
    if (!isValidPostalCode(address.zip, address.country)) {
      context.addIssue({ code: 'custom', message: 'errors.bil-cb-2', path: ['zip'] });
    }
    if (address.taxId !== '' && !isValidTaxId(address.taxId, address.country)) {
      context.addIssue({ code: 'custom', message: 'errors.bil-cb-3', path: ['taxId'] });
    }
  });

/** A billing address. */
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * The billing-address format error of spec 1 §8 / spec 2 §8, if any: `bil-cb-2` for the postal
 * code, then `bil-cb-3` for the tax ID.
 */
export function billingAddressFormatError(
  address: Pick<BillingAddress, 'zip' | 'taxId' | 'country'>,
): 'bil-cb-2' | 'bil-cb-3' | null {
  if (!isValidPostalCode(address.zip, address.country)) return 'bil-cb-2';
  if (address.taxId.trim() !== '' && !isValidTaxId(address.taxId, address.country)) return 'bil-cb-3';
  return null;
}

/** Throws the billing-address format error as a {@link DomainError} (status 400), for the server. */
export function assertBillingAddressFormats(
  address: Pick<BillingAddress, 'zip' | 'taxId' | 'country'>,
): void {
  const code = billingAddressFormatError(address);
  if (code) throw new DomainError(code, translate(`errors.${code}`), { status: 400 });
}
