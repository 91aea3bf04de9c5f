// The hosted payment form's card checks: the number by validator's Luhn and issuer rules, an
// expiry month not yet over, a CVC of 3 digits (4 for American Express).
import type { PaymentMethod } from '@playboard/domain';
import validator from 'validator';
import type { CardField } from './hosted-pages.ts';

const BRANDS = [
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['discover', 'Discover'],
  ['dinersclub', 'Diners Club'],
  ['jcb', 'JCB'],
  ['unionpay', 'UnionPay'],
] as const;

export interface CardInput {
  cardholder: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; number: string; method: PaymentMethod }
  | { ok: false; fields: Partial<Record<CardField, true>> };

function brandOf(number: string): string | undefined {
  return BRANDS.find(([provider]) => validator.isCreditCard(number, { provider }))?.[1];
}

/** Checks a submitted card at `now` (the organisation's billing time). */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const fields: Partial<Record<CardField, true>> = {};
  const cardholder = input.cardholder.trim();
  if (cardholder === '' || cardholder.length > 100) fields.cardholder = true;

  const number = input.cardNumber.replace(/[\s-]/g, '');
  const brand = /^\d{12,19}$/.test(number) ? brandOf(number) : undefined;
  if (!brand) fields.cardNumber = true;

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now.getTime() || year > now.getUTCFullYear() + 30) {
    fields.expiry = true;
  }

  const cvcDigits = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(input.cvc.trim())) fields.cvc = true;

  if (Object.keys(fields).length > 0 || !brand) return { ok: false, fields };
  return { ok: true, number, method: { brand, last4: number.slice(-4), expMonth: month, expYear: year } };
}
