import { LOCK_REASONS, type BillingRedirectAction, type LockReason } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useReactivateSubscription } from '../../api/reactivate-subscription.ts';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useCurrentOrganization, useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';

const reasons: Record<LockReason, { textKey: string; action: BillingRedirectAction }> = {
  PROCESSING_SUBSCRIPTION: { textKey: 'processingSubscription', action: 'BILLING_PORTAL' },
  TRIAL_ENDED: { textKey: 'trialEnded', action: 'SET_PAYMENT_DETAILS' },
  SUBSCRIPTION_CANCELLED: { textKey: 'subscriptionCancelled', action: 'BILLING_PORTAL' },
};

function isLockReason(value: string | null): value is LockReason {
  return (LOCK_REASONS as readonly (string | null)[]).includes(value);
}

/** spec 2 §4: a cancelled subscription can be reactivated, which unblocks the organisation. */
function Reactivate({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const reactivate = useReactivateSubscription(organizationId);
  return (
    <Button
      className="mt-2"
      loading={reactivate.isPending}
      loadingLabel={t('locked.subscriptionCancelled.reactivating')}
      onClick={() =>
        reactivate.mutate(undefined, {
          onSuccess: () => {
            alerts.push({ type: 'success', message: t('locked.subscriptionCancelled.reactivated') });
            void navigate(paths.home.getHref());
          },
          onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
        })
      }
    >
      {t('locked.subscriptionCancelled.reactivate')}
    </Button>
  );
}

function Reason({ reason, organizationId }: { reason: LockReason; organizationId: string | undefined }) {
  const { t } = useTranslation('access');
  const { textKey, action } = reasons[reason];
  return (
    <li className="space-y-2 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <h2 className="text-base font-semibold text-slate-900">{t(`locked.${textKey}.heading`)}</h2>
      <p className="text-sm text-slate-600">{t(`locked.${textKey}.message`)}</p>
      {organizationId !== undefined && (
        <div className="flex flex-wrap items-center gap-3">
          {reason === 'SUBSCRIPTION_CANCELLED' && <Reactivate organizationId={organizationId} />}
          <Link
            to={paths.redirection.getHref(action)}
            className={buttonClassName(reason === 'SUBSCRIPTION_CANCELLED' ? 'secondary' : 'primary', 'mt-2')}
          >
            {t(`locked.${textKey}.action`)}
          </Link>
        </div>
      )}
    </li>
  );
}

/**
 * /locked: the organisation is blocked (spec 1 §4 lock reasons). `?reason=` names the reason when
 * the caller knows it; otherwise the three possible reasons are explained. Only members with
 * BILLING get the billing actions, and reactivate a cancelled subscription from here.
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
          <Reason key={item} reason={item} organizationId={canBill ? organization?.uuid : undefined} />
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
