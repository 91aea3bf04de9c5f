import type { SubscriptionResponse } from '@playboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSubscriptionQueryOptions, hasBilling } from '../../api/get-subscription.ts';
import { onRealtime } from '../../lib/realtime.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';

/**
 * spec 2 §2: with BILLING, a price-plan or payment-details event reloads the subscription and then
 * says so in a success alert; a failed reload is only logged. Without BILLING the events are ignored.
 */
export function useBillingEvents(): void {
  const organization = useCurrentOrganization();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const { t } = useTranslation('domain');
  const organizationId = organization && hasBilling(organization) ? organization.uuid : undefined;

  useEffect(() => {
    if (organizationId === undefined) return;
    const reloadThen = (announce: (subscription: SubscriptionResponse) => void) => async () => {
      try {
        announce(
          await queryClient.fetchQuery({
            ...getSubscriptionQueryOptions(organizationId),
            staleTime: 0,
            retry: false,
          }),
        );
      } catch (error) {
        console.warn('Subscription could not be reloaded', error);
      }
    };
    const offPlan = onRealtime(
      'billing:price-plan-updated',
      reloadThen((subscription) =>
        alerts.push({
          type: 'success',
          title: t('billingEvents.pricePlanUpdated'),
          message: t('billingEvents.pricePlanUpdatedMessage', {
            plan: t(`plans.${subscription.plan.key}`),
            frequency: t(`priceFrequencies.${subscription.price.frequency}`),
          }),
        }),
      ),
    );
    const offPayment = onRealtime(
      'billing:payment-details-updated',
      reloadThen(() => alerts.push({ type: 'success', message: t('billingEvents.paymentDetailsSet') })),
    );
    return () => {
      offPlan();
      offPayment();
    };
  }, [organizationId, queryClient, alerts, t]);
}
