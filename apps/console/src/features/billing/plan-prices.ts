import type { BillingPrice, Plan, PriceFrequency } from '@playboard/domain';

/** The plan's price for a frequency, if it is sold that way. */
export function priceOf(
  plan: Pick<Plan, 'prices'> | undefined,
  frequency: PriceFrequency,
): BillingPrice | undefined {
  return plan?.prices.find((price) => price.frequency === frequency);
}
