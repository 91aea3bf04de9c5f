import { LOCK_REASONS, type BillingRedirectAction, type LockReason } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentOrganization, useSelection } from '../../lib/session.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';

const reasons: Record<LockReason, { textKey: string; action: BillingRedirectAction }> = {
  PROCESSING_SUBSCRIPTION: { textKey: 'processingSubscription', action: 'BILLING_PORTAL' },
  TRIAL_ENDED: { textKey: 'trialEnded', action: 'SET_PAYMENT_DETAILS' },
  SUBSCRIPTION_CANCELLED: { textKey: 'subscriptionCancelled', action: 'BILLING_PORTAL' },
};

function isLockReason(value: string | null): value is LockReason {
  return (LOCK_REASONS as readonly (string | null)[]).includes(value);
}

function Reason({ reason, canBill }: { reason: LockReason; canBill: boolean }) {
  const { t } = useTranslation('access');
  const { textKey, action } = reasons[reason];
  return (
    <li className="space-y-2 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <h2 className="text-base font-semibold text-slate-900">{t(`locked.${textKey}.heading`)}</h2>
      <p className="text-sm text-slate-600">{t(`locked.${textKey}.message`)}</p>
      {canBill && (
        <Link to={paths.redirection.getHref(action)} className={buttonClassName('primary', 'mt-2')}>
          {t(`locked.${textKey}.action`)}
        </Link>
      )}
    </li>
  );
}

/**
 * /locked: the organisation is blocked (spec 1 §4 lock reasons). `?reason=` names the reason when
 * the caller knows it; otherwise the three possible reasons are explained. Only members with
 * BILLING get the billing actions.
 */
export function Component() {
  const { t } = useTranslation('access');
  const [searchParams] = useSearchParams();
  const organization = useCurrentOrganization();
  const { organizations } = useSelection();
  const reason = searchParams.get('reason');
  const shown = isLockReason(reason) ? [reason] : LOCK_REASONS;
  const canBill = organization?.permissions.some((permission) => permission.key === 'BILLING') ?? false;

  return (
    <Page narrow title={t('locked.title')} description={organization?.name}>
      <ul className="max-w-2xl space-y-4">
        {shown.map((item) => (
          <Reason key={item} reason={item} canBill={canBill} />
        ))}
      </ul>
      {!canBill && <p className="mt-6 max-w-2xl text-sm text-slate-600">{t('locked.askOwner')}</p>}
      {organizations.length > 1 && (
        <Link
          to={paths.companies.getHref()}
          className="mt-6 inline-block text-sm font-medium text-indigo-700 hover:text-indigo-600"
        >
          {t('locked.switchCompany')}
        </Link>
      )}
    </Page>
  );
}
