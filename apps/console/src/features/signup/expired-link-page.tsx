import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { useResendConfirmation } from './api/resend-confirmation.ts';

/** /signup/expired-link?token=: the confirmation link expired (sec-3); a new one can be sent. */
export function Component() {
  const { t } = useTranslation(['signup', 'domain']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const resend = useResendConfirmation();

  const onSend = (value: string) =>
    resend.mutate(
      { token: value },
      {
        onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
      },
    );

  return (
    <Page narrow title={t('expired.title')}>
      <div className="space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
        <p className="text-sm font-medium text-slate-800">{t('domain:errors.sec-3')}</p>
        <p className="text-sm text-slate-600">{t('expired.explanation')}</p>
        <div className="flex flex-wrap items-center gap-4">
          {token && (
            <Button
              onClick={() => onSend(token)}
              loading={resend.isPending}
              loadingLabel={t('expired.sending')}
              disabled={resend.isSuccess}
            >
              {t('expired.send')}
            </Button>
          )}
          <Link
            to={paths.login.getHref()}
            className="text-sm font-medium text-indigo-700 hover:text-indigo-600"
          >
            {t('signIn')}
          </Link>
        </div>
        {resend.isSuccess && (
          <p role="status" className="text-sm text-emerald-700">
            {t('expired.sent')}
          </p>
        )}
      </div>
    </Page>
  );
}
