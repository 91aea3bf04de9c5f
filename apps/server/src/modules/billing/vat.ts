// VAT of an invoice from the billing address (docs/billing.md, VAT): the seller's rate at home, the
// customer's country rate for an EU consumer, reverse charge for an EU business with a valid VAT
// number outside the seller's country (verified with VIES under VAT_CHECK=vies), none outside the EU.
import { isValidTaxId, type BillingAddress, type VatCheckStatus } from '@playboard/domain';

/** Standard VAT rates of the EU member states, in hundredths of a percent (2100 = 21 %). */
const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

export interface VatTreatment {
  rateBasisPoints: number;
  reverseCharge: boolean;
}

/**
 * Whether `address` is an EU business outside the seller's country with a VAT number of the right
 * format: the one case where reverse charge may apply, and the numbers VAT_CHECK=vies asks VIES about.
 */
export function isReverseChargeCandidate(address: BillingAddress, sellerCountry: string): boolean {
  return (
    address.country !== sellerCountry &&
    EU_STANDARD_RATES[address.country] !== undefined &&
    address.taxId !== '' &&
    isValidTaxId(address.taxId, address.country)
  );
}

/**
 * The VAT an invoice to `address` carries when `sellerCountry` sells. `vatCheck` is what VIES said
 * of the VAT number: reverse charge needs VERIFIED; without a check (VAT_CHECK=format) the
 * number's format decides.
 */
export function vatFor(
  address: BillingAddress | null,
  sellerCountry: string,
  vatCheck: VatCheckStatus | null,
): VatTreatment {
  const home = EU_STANDARD_RATES[sellerCountry] ?? 0;
  if (!address || address.country === sellerCountry) return { rateBasisPoints: home, reverseCharge: false };
  const rate = EU_STANDARD_RATES[address.country];
  if (rate === undefined) return { rateBasisPoints: 0, reverseCharge: false };
  if (isReverseChargeCandidate(address, sellerCountry) && (vatCheck === null || vatCheck === 'VERIFIED')) {
    return { rateBasisPoints: 0, reverseCharge: true };
  }
  return { rateBasisPoints: rate, reverseCharge: false };
}

/** The VAT of `subtotalCents` at `rateBasisPoints`, rounded half up to the cent. */
export function vatCents(subtotalCents: number, rateBasisPoints: number): number {
  return Math.round((subtotalCents * rateBasisPoints) / 10_000);
}
