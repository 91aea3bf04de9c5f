import { subscriptionUiStates, type Plan, type SubscriptionResponse } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { useSetPaymentDetails } from '../../../api/set-payment-details.ts';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useAlerts } from '../../../ui/alerts/use-alerts.ts';
import { Button } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';
import { useApprovePlanChange } from '../api/approve-plan-change.ts';
import { useBillingFormat } from '../format.ts';
import { priceOf } from '../plan-prices.ts';

interface SubscriptionNoticesProps {
  organizationId: string;
  subscription: SubscriptionResponse;
  plans: readonly Plan[] | undefined;
}

/**
 * The subscription states of spec 1 §4 that ask for something: the trial and its days left, missing
 * payment details, a plan change pending or to approve (the 90-day usage called for it, spec 1 §9).
 */
export function SubscriptionNotices({ organizationId, subscription, plans }: SubscriptionNoticesProps) {
  const { t } = useTranslation(['billing', 'domain']);
  const format = useBillingFormat();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const paymentDetails = useSetPaymentDetails(organizationId);
  const approval = useApprovePlanChange(organizationId);
  const states = subscriptionUiStates(subscription, new Date());

  const nextPlanKey = subscription.nextPlan?.key ?? subscription.plan.key;
  const nextFrequency = subscription.nextPrice?.frequency ?? subscription.price.frequency;
  const nextPrice =
    subscription.nextPrice ??
    priceOf(
      plans?.find((plan) => plan.key === nextPlanKey),
      nextFrequency,
    );
  const next = {
    plan: t(`domain:plans.${nextPlanKey}`),
    frequency: t(`domain:priceFrequencies.${nextFrequency}`).toLowerCase(),
    price: nextPrice ? format.money(nextPrice.amountCents, nextPrice.currency) : '',
    date: subscription.currentPeriod ? format.date(subscription.currentPeriod.end) : '',
  };

  const approve = () =>
    approval.mutate(undefined, {
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });

  return (
    <>
      {states.map((state) => {
        switch (state.kind) {
          case 'trial':
            return (
              <Callout
                key="trial"
                tone="info"
                title={t('subscription.trial.title', {
                  count: subscription.trial?.daysLeft ?? state.daysLeft,
                })}
              >
                {subscription.paymentDetailsSet
                  ? t('subscription.trial.covered')
                  : t('subscription.trial.addDetails')}
              </Callout>
            );
          case 'planChangeToApprove':
            return (
              <Callout
                key="approve"
                tone="warning"
                title={t('subscription.planChange.toApproveTitle')}
                actions={
                  <Button
                    onClick={approve}
                    loading={approval.isPending}
                    loadingLabel={t('subscription.planChange.approving')}
                  >
                    {t('subscription.planChange.approve', { plan: next.plan })}
                  </Button>
                }
              >
                {t(
                  nextPrice
                    ? 'subscription.planChange.toApprove'
                    : 'subscription.planChange.toApproveNoPrice',
                  next,
                )}
              </Callout>
            );
          case 'planChangePending':
            return (
              <Callout key="pending" tone="info" title={t('subscription.planChange.pendingTitle')}>
                {t(
                  next.date ? 'subscription.planChange.pending' : 'subscription.planChange.pendingNoDate',
                  next,
                )}
              </Callout>
            );
          case 'noPaymentDetails':
            return subscription.externalBilling ? null : (
              <Callout
                key="payment"
                tone="warning"
                title={t('subscription.payment.missingTitle')}
                actions={
                  <Button
                    onClick={() =>
                      paymentDetails.mutate(paths.subscription.getHref(), {
                        onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
                      })
                    }
                    loading={paymentDetails.isPending}
                    loadingLabel={t('subscription.payment.opening')}
                  >
                    {t('subscription.payment.add')}
                  </Button>
                }
              >
                {t('subscription.payment.missing')}
              </Callout>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
