import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@playboard/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Page } from '../../ui/page.tsx';
import { useResendConfirmation, type ResendConfirmationInput } from './api/resend-confirmation.ts';

const byAddressSchema = z.object({ email: emailSchema });

const signInClassName = 'text-sm font-medium text-indigo-700 hover:text-indigo-600';

/**
 * /signup/expired-link?token=: the confirmation link expired (sec-3); a new one can be sent. The
 * token names the account; a link that lost it (cut short when copied) asks for the address
 * instead, as the pending page sends by address, so the page always offers what it says.
 */
export function Component() {
  const { t } = useTranslation(['signup', 'domain']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const resend = useResendConfirmation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(byAddressSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const send = (input: ResendConfirmationInput) =>
    resend.mutateAsync(input).catch((error: unknown) => {
      alerts.push({ type: 'error', message: errorMessage(error) });
    });

  const sendButton = (
    <Button
      type={token ? 'button' : 'submit'}
      onClick={token ? () => void send({ token }) : undefined}
      loading={resend.isPending}
      loadingLabel={t('expired.sending')}
      disabled={resend.isSuccess}
    >
      {t('expired.send')}
    </Button>
  );
  const signIn = (
    <Link to={paths.login.getHref()} className={signInClassName}>
      {t('signIn')}
    </Link>
  );

  return (
    <Page narrow title={t('expired.title')}>
      <div className="space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
        <p className="text-sm font-medium text-slate-800">{t('domain:errors.sec-3')}</p>
        <p className="text-sm text-slate-600">{t('expired.explanation')}</p>
        {token ? (
          <div className="flex flex-wrap items-center gap-4">
            {sendButton}
            {signIn}
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit((values) => send(values))} className="space-y-4">
            <TextField
              control={control}
              name="email"
              type="email"
              label={t('email')}
              hint={t('expired.emailHint')}
              autoComplete="email"
              readOnly={resend.isSuccess}
            />
            <div className="flex flex-wrap items-center gap-4">
              {sendButton}
              {signIn}
            </div>
          </form>
        )}
        {resend.isSuccess && (
          <p role="status" className="text-sm text-emerald-700">
            {t('expired.sent')}
          </p>
        )}
      </div>
    </Page>
  );
}
