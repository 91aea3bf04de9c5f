import {
  PRICE_FREQUENCIES,
  type Plan,
  type PriceFrequency,
  type SubscriptionResponse,
} from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useAlerts } from '../../../ui/alerts/use-alerts.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { useBillingFormat } from '../format.ts';
import { priceOf } from '../plan-prices.ts';

interface PlanPickerProps {
  organizationId: string;
  subscription: SubscriptionResponse;
  plans: readonly Plan[];
}

interface Choice {
  plan: Plan;
  frequency: PriceFrequency;
}

/**
 * Change plan (spec 2 §3, §9): every plan with its monthly or yearly price excluding VAT, what the
 * yearly price saves and the searches it includes. A self-service plan is chosen here: on trial it
 * applies at once, otherwise at the end of the paid period (a pending plan change), or at once,
 * prorated, when Stripe bills the subscription. The others are agreed with sales.
 */
export function PlanPicker({ organizationId, subscription, plans }: PlanPickerProps) {
  const { t } = useTranslation(['billing', 'domain']);
  const format = useBillingFormat();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const change = useChangeSubscription(organizationId);
  const legendId = useId();
  const [frequency, setFrequency] = useState<PriceFrequency>(subscription.price.frequency);
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const bestSaving = Math.max(0, ...plans.map((plan) => plan.yearlySavingPercent));

  const onTrial = subscription.trial !== undefined;
  // Stripe puts a paid subscription on the new price at once and prorates it (docs/billing.md).
  const prorated = !onTrial && subscription.provider === 'STRIPE';
  const periodEnd = subscription.currentPeriod ? format.date(subscription.currentPeriod.end) : null;
  const isNext = (plan: Plan) =>
    plan.key === subscription.nextPlan?.key &&
    frequency === (subscription.nextPrice?.frequency ?? subscription.price.frequency);
  const isCurrent = (plan: Plan) =>
    plan.key === subscription.plan.key && frequency === subscription.price.frequency;
  const confirmingPrice = confirming && priceOf(confirming.plan, confirming.frequency);

  const onConfirm = () => {
    if (!confirming) return;
    change.mutate(
      { plan: { key: confirming.plan.key }, price: { frequency: confirming.frequency } },
      { onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }) },
    );
  };

  return (
    <section aria-labelledby="change-plan-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="change-plan-title" className="text-base font-semibold text-slate-900">
            {t('plans.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('plans.intro')}</p>
        </div>
        <fieldset aria-labelledby={legendId} className="flex items-center gap-1 rounded-lg bg-slate-100 p-1">
          <legend id={legendId} className="sr-only">
            {t('plans.frequency')}
          </legend>
          {PRICE_FREQUENCIES.map((option) => (
            <label
              key={option}
              className={clsx(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                frequency === option
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name="plan-frequency"
                value={option}
                checked={frequency === option}
                onChange={() => setFrequency(option)}
                className="sr-only"
              />
              {t(`domain:priceFrequencies.${option}`)}
              {option === 'YEARLY' && bestSaving > 0 && (
                <span className="ml-1.5 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800">
                  {t('plans.saveUpTo', { percent: bestSaving })}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => {
          const price = priceOf(plan, frequency);
          const name = t(`domain:plans.${plan.key}`);
          const current = isCurrent(plan);
          const pending = change.isPending && change.variables.plan.key === plan.key;
          return (
            <li
              key={plan.key}
              aria-label={name}
              className={clsx(
                'flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1',
                current ? 'ring-2 ring-indigo-600' : 'ring-slate-900/5',
              )}
            >
              <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
              {price ? (
                <p className="mt-2">
                  <span className="text-2xl font-semibold text-slate-900">
                    {format.money(price.amountCents, price.currency)}
                  </span>{' '}
                  <span className="text-sm text-slate-600">{t(`plans.per.${frequency}`)}</span>
                  <span className="block text-xs text-slate-500">{t('exclVat')}</span>
                </p>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t('plans.onRequest')}</p>
              )}
              {frequency === 'YEARLY' && plan.yearlySavingPercent > 0 && (
                <p className="mt-1 text-xs font-medium text-emerald-700">
                  {t('plans.saving', { percent: plan.yearlySavingPercent })}
                </p>
              )}
              <p className="mt-3 text-sm text-slate-700">
                {plan.searchesPerMonth === null
                  ? t('plans.searchesByContract')
                  : t('plans.searchesPerMonth', {
                      count: plan.searchesPerMonth,
                      searches: format.number(plan.searchesPerMonth),
                    })}
              </p>
              <div className="mt-4 flex flex-1 items-end">
                {current ? (
                  <p className="text-sm font-medium text-indigo-700">{t('plans.current')}</p>
                ) : isNext(plan) ? (
                  <p className="text-sm font-medium text-indigo-700">
                    {periodEnd ? t('plans.next', { date: periodEnd }) : t('plans.nextPeriod')}
                  </p>
                ) : plan.selfService && price ? (
                  <Button
                    variant="secondary"
                    onClick={() => setConfirming({ plan, frequency })}
                    disabled={change.isPending}
                    loading={pending}
                    loadingLabel={t('plans.switching')}
                  >
                    {t('plans.choose', { plan: name })}
                  </Button>
                ) : (
                  <p className="text-sm text-slate-600">{t('plans.contactUs')}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        tone="primary"
        title={
          confirming
            ? t('plans.confirm.title', {
                plan: t(`domain:plans.${confirming.plan.key}`),
                frequency: t(`domain:priceFrequencies.${confirming.frequency}`).toLowerCase(),
              })
            : ''
        }
        confirmLabel={t('plans.confirm.confirm')}
        cancelLabel={t('plans.confirm.cancel')}
        onConfirm={onConfirm}
      >
        {confirming && confirmingPrice && (
          <p>
            {onTrial || prorated
              ? t(`plans.confirm.${onTrial ? 'atOnce' : 'prorated'}.${confirming.frequency}`, {
                  price: format.money(confirmingPrice.amountCents, confirmingPrice.currency),
                })
              : t(`plans.confirm.nextPeriod.${confirming.frequency}`, {
                  price: format.money(confirmingPrice.amountCents, confirmingPrice.currency),
                  date: periodEnd ?? '',
                  context: periodEnd ? undefined : 'noDate',
                })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
