// Kept apart from the subscription schemas so the console's guards use it without loading zod.
import type { BillingRedirectAction } from './billing-constants.ts';
import type { Subscription } from './subscription.ts';

/**
 * Whether the /redirection page opens (spec 1 §2): BILLING is needed; BILLING_PORTAL always opens,
 * SET_PAYMENT_DETAILS only on trial without payment details.
 */
export function canOpenBillingRedirect(
  action: string | null | undefined,
  subscription: Pick<Subscription, 'trial' | 'paymentDetailsSet'> | undefined,
  hasBilling: boolean,
): action is BillingRedirectAction {
  if (!hasBilling) return false;
  if (action === 'BILLING_PORTAL') return true;
  return (
    action === 'SET_PAYMENT_DETAILS' &&
    subscription !== undefined &&
    !subscription.paymentDetailsSet &&
    Boolean(subscription.trial)
  );
}
