import { platformCapabilities, type Platform } from '@playboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getSubscriptionQueryOptions, hasBilling } from '../../../api/get-subscription.ts';
import { useSetPaymentDetails } from '../../../api/set-payment-details.ts';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useCurrentOrganization } from '../../../lib/session.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';
import { QueryFallback } from '../../../ui/query-fallback.tsx';
import { usePriceList } from '../api/get-price-list.ts';

/** The self-service plans with their monthly price excl. VAT and allowance; chosen later in Subscription. */
function PriceList() {
  const { t, i18n } = useTranslation(['setup-wizard', 'domain']);
  const plans = usePriceList();
  if (!plans.data) return <QueryFallback query={plans} t={(key) => t(`payment.plans.${key}`)} />;
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  const number = new Intl.NumberFormat(i18n.language);
  const saving = Math.max(0, ...plans.data.plans.map((plan) => plan.yearlySavingPercent));
  const offered = plans.data.plans.filter((plan) => plan.selfService && plan.searchesPerMonth !== null);
  return (
    <div className="space-y-2">
      <ul aria-label={t('payment.plans.label')} className="grid gap-2 sm:grid-cols-3">
        {offered.map((plan) => {
          const monthly = plan.prices.find((price) => price.frequency === 'MONTHLY');
          return (
            <li key={plan.key} className="rounded-lg p-3 text-sm ring-1 ring-slate-200">
              <span className="block font-medium text-slate-900">{t(`domain:plans.${plan.key}`)}</span>
              {monthly && (
                <span className="block text-slate-700">
                  {t('payment.plans.perMonth', { price: money(monthly.amountCents, monthly.currency) })}
                </span>
              )}
              <span className="block text-xs text-slate-500">
                {t('payment.plans.searches', { searches: number.format(plan.searchesPerMonth ?? 0) })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-500">{t('payment.plans.note', { percent: saving })}</p>
    </div>
  );
}

interface PaymentDetailsStepProps {
  next: string;
  back: string | undefined;
  platform: Platform | undefined;
}

/** The subscription's payment details: set, or a button to the page where they are entered. */
function PaymentDetails({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('setup-wizard');
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const subscription = useQuery(getSubscriptionQueryOptions(organizationId));
  const paymentDetails = useSetPaymentDetails(organizationId);

  if (!subscription.data) return <QueryFallback query={subscription} t={(key) => t(`payment.${key}`)} />;
  if (subscription.data.paymentDetailsSet) {
    return (
      <Callout tone="success" title={t('payment.set')}>
        {t('payment.setMessage')}
      </Callout>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('payment.validation')}</p>
      {paymentDetails.isError && <Callout tone="error">{errorMessage(paymentDetails.error)}</Callout>}
      <Button
        variant="secondary"
        // Back to this step once the details are entered, where they then show as set.
        onClick={() => paymentDetails.mutate(`${location.pathname}${location.search}`)}
        loading={paymentDetails.isPending}
        loadingLabel={t('payment.opening')}
      >
        {t('payment.add')}
      </Button>
    </div>
  );
}

/**
 * Plans and billing (flag PLAY_SETUP_PAYMENT_DETAILS): the 30-day trial and the plans, then the payment details on
 * the Billing API's page, now or later. Shopify shops pay through Shopify (spec 1 §9, external
 * billing): no payment form. Without BILLING an owner enters them.
 */
export function PaymentDetailsStep({ next, back, platform }: PaymentDetailsStepProps) {
  const { t } = useTranslation('setup-wizard');
  const organization = useCurrentOrganization();
  const externalBilling = platform !== undefined && platformCapabilities[platform].externalBilling;

  let details;
  if (externalBilling) details = <Callout tone="info">{t('payment.shopify')}</Callout>;
  else if (organization && !hasBilling(organization))
    details = <Callout tone="info">{t('payment.owner')}</Callout>;
  else if (organization) details = <PaymentDetails organizationId={organization.uuid} />;

  return (
    <div className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
      <h2 className="text-lg font-semibold text-slate-900">{t('payment.title')}</h2>
      <p className="text-sm text-slate-700">{t('payment.trial')}</p>
      {!externalBilling && <PriceList />}
      {details}
      <div className="flex justify-between gap-3">
        {back ? (
          <Link to={back} className={buttonClassName('ghost')}>
            {t('back')}
          </Link>
        ) : (
          <span />
        )}
        <Link to={next} className={buttonClassName('primary')}>
          {t('continue')}
        </Link>
      </div>
    </div>
  );
}
