import type { BillingRedirectAction } from '@playboard/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSetPaymentDetails } from '../../api/set-payment-details.ts';
import { paths } from '../../config/paths.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useOpenBillingPortal } from './api/open-billing-portal.ts';

/** Where the portal and the payment-details page lead back to. */
const RETURN_PATH = paths.subscription.getHref();

function Redirect({ organizationId, action }: { organizationId: string; action: BillingRedirectAction }) {
  const { t } = useTranslation('billing');
  const portal = useOpenBillingPortal(organizationId);
  const paymentDetails = useSetPaymentDetails(organizationId);
  const call = action === 'BILLING_PORTAL' ? portal : paymentDetails;
  const { mutate } = call;
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second session would be asked for by a remount in development.
    if (started.current) return;
    started.current = true;
    mutate(RETURN_PATH);
  }, [mutate]);

  const what = action === 'BILLING_PORTAL' ? 'portal' : 'paymentDetails';
  if (call.isError) {
    return (
      <div className="max-w-2xl space-y-4">
        <LoadFailed
          title={t(`redirection.${what}.failed`)}
          error={call.error}
          retryLabel={t('tryAgain')}
          onRetry={() => mutate(RETURN_PATH)}
        />
        <Link to={paths.home.getHref()} className={buttonClassName('ghost')}>
          {t('redirection.back')}
        </Link>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-slate-700">
      <Spinner className="text-indigo-600" />
      {t(`redirection.${what}.opening`)}
    </p>
  );
}

/**
 * /redirection?action= (spec 1 §2): BILLING_PORTAL opens the billing portal, SET_PAYMENT_DETAILS the
 * page where the payment details are entered; both lead back to the subscription. The guard lets
 * only those actions in.
 */
export function Component() {
  const { t } = useTranslation(['billing', 'common']);
  const [search] = useSearchParams();
  const organization = useCurrentOrganization();
  const action: BillingRedirectAction =
    search.get('action') === 'SET_PAYMENT_DETAILS' ? 'SET_PAYMENT_DETAILS' : 'BILLING_PORTAL';

  return (
    <Page narrow title={t('common:pages.redirection')}>
      {organization ? (
        <Redirect key={action} organizationId={organization.uuid} action={action} />
      ) : (
        <Spinner label={t('loading')} className="text-indigo-600" />
      )}
    </Page>
  );
}
