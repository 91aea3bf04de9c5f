import type { SubscriptionResponse } from '@playboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPaymentDetails } from '../../../api/set-payment-details.ts';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useAlerts } from '../../../ui/alerts/use-alerts.ts';
import { Button } from '../../../ui/button.tsx';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';
import { useBillingFormat } from '../format.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

interface CurrentPlanProps {
  organizationId: string;
  subscription: SubscriptionResponse;
}

/** The plan in force: its price excluding VAT, the billing period, the payment details and the portal. */
export function CurrentPlan({ organizationId, subscription }: CurrentPlanProps) {
  const { t } = useTranslation(['billing', 'domain']);
  const format = useBillingFormat();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const portal = useOpenBillingPortal(organizationId);
  const paymentDetails = useSetPaymentDetails(organizationId);
  const onError = (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) });
  const { price, paymentMethod, currentPeriod } = subscription;
  const returnPath = paths.subscription.getHref();

  return (
    <section
      aria-labelledby="current-plan-title"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="current-plan-title" className="text-base font-semibold text-slate-900">
          {t('subscription.current.title')}
        </h2>
        {!subscription.externalBilling && (
          <Button
            variant="secondary"
            onClick={() => portal.mutate(returnPath, { onError })}
            loading={portal.isPending}
            loadingLabel={t('subscription.current.openingPortal')}
          >
            {t('subscription.current.portal')}
          </Button>
        )}
      </div>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row term={t('subscription.current.plan')}>{t(`domain:plans.${subscription.plan.key}`)}</Row>
        <Row term={t('subscription.current.frequency')}>
          {t(`domain:priceFrequencies.${price.frequency}`)}
        </Row>
        <Row term={t('subscription.current.price')}>
          {t(`subscription.per.${price.frequency}`, {
            price: format.money(price.amountCents, price.currency),
          })}{' '}
          <span className="text-slate-500">{t('exclVat')}</span>
        </Row>
        {currentPeriod && (
          <Row term={t('subscription.current.period')}>
            {t('subscription.current.periodRange', {
              start: format.date(currentPeriod.start),
              end: format.date(currentPeriod.end),
            })}
          </Row>
        )}
        <Row term={t('subscription.current.paymentDetails')}>
          {subscription.externalBilling ? (
            t('subscription.current.billedByShopify')
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>
                {subscription.paymentDetailsSet ? (
                  <>
                    <span className="font-medium text-emerald-700">
                      {t('subscription.current.detailsSet')}
                    </span>
                    {paymentMethod &&
                      ` · ${t('subscription.current.card', {
                        brand: paymentMethod.brand,
                        last4: paymentMethod.last4,
                        expiry: `${String(paymentMethod.expMonth).padStart(2, '0')}/${paymentMethod.expYear}`,
                      })}`}
                  </>
                ) : (
                  <span className="font-medium text-amber-700">
                    {t('subscription.current.detailsNotSet')}
                  </span>
                )}
              </span>
              {subscription.paymentDetailsSet && (
                <Button
                  variant="secondary"
                  onClick={() => paymentDetails.mutate(returnPath, { onError })}
                  loading={paymentDetails.isPending}
                  loadingLabel={t('subscription.payment.opening')}
                >
                  {t('subscription.payment.update')}
                </Button>
              )}
            </div>
          )}
        </Row>
      </dl>
    </section>
  );
}
