import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../../api/get-plans.ts';
import { getSubscriptionQueryOptions } from '../../api/get-subscription.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { Callout } from '../../ui/callout.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { CancelSubscription } from './components/cancel-subscription.tsx';
import { CurrentPlan } from './components/current-plan.tsx';
import { PlanPicker } from './components/plan-picker.tsx';
import { SubscriptionNotices } from './components/subscription-notices.tsx';

function SubscriptionScreen({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('billing');
  const subscription = useQuery(getSubscriptionQueryOptions(organizationId));
  const plans = usePlans(organizationId);

  if (!subscription.data) return <QueryFallback query={subscription} t={(key) => t(`subscription.${key}`)} />;
  const current = subscription.data;

  return (
    <div className="space-y-8">
      {current.externalBilling && (
        <Callout tone="info" title={t('subscription.shopify.title')}>
          {t('subscription.shopify.message')}
        </Callout>
      )}
      <SubscriptionNotices organizationId={organizationId} subscription={current} plans={plans.data?.plans} />
      <CurrentPlan organizationId={organizationId} subscription={current} />
      {!current.externalBilling && (
        <>
          {plans.data ? (
            <PlanPicker organizationId={organizationId} subscription={current} plans={plans.data.plans} />
          ) : (
            <QueryFallback query={plans} t={(key) => t(`plans.${key}`)} />
          )}
          {current.status !== 'CANCELLED' && <CancelSubscription organizationId={organizationId} />}
        </>
      )}
    </div>
  );
}

/**
 * /subscription (spec 1 §2, §4; spec 2 §3): the plan and its frequency, the trial's days left, whether
 * payment details are set, a plan change pending or to approve; change plan, cancel. Shopify shops
 * pay through Shopify: the screen says so and offers no payment form.
 */
export function Component() {
  const { t } = useTranslation('billing');
  const organization = useCurrentOrganization();
  return (
    <Page title={t('subscription.title')} description={t('subscription.intro')}>
      {organization && <SubscriptionScreen key={organization.uuid} organizationId={organization.uuid} />}
    </Page>
  );
}
