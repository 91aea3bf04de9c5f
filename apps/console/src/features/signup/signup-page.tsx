import { zodResolver } from '@hookform/resolvers/zod';
import { isLanguage, signupSchema } from '@playboard/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessageKey, useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Page } from '../../ui/page.tsx';
import { useCreateUser } from './api/create-user.ts';
import { useResendConfirmation } from './api/resend-confirmation.ts';

type SignupForm = z.input<typeof signupSchema>;

// Codes about the address itself read best under the email field; anything else is an alert.
const EMAIL_ERROR_CODES = new Set(['acc-1', 'acc-3']);

const linkClassName = 'font-medium text-indigo-700 hover:text-indigo-600';

function ConfirmationPending({ email }: { email: string }) {
  const { t } = useTranslation('signup');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const resend = useResendConfirmation();

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => alerts.push({ type: 'success', message: t('pending.resent', { email }) }),
        onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
      },
    );

  return (
    <Page narrow title={t('pending.title')}>
      <div className="space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
        <p className="text-sm text-slate-700">
          <Trans t={t} i18nKey="pending.message" values={{ email }} components={{ strong: <strong /> }} />
        </p>
        <p className="text-sm text-slate-600">{t('pending.hint')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button
            variant="secondary"
            onClick={onResend}
            loading={resend.isPending}
            loadingLabel={t('pending.resending')}
          >
            {t('pending.resend')}
          </Button>
          <Link to={paths.login.getHref()} className={`text-sm ${linkClassName}`}>
            {t('signIn')}
          </Link>
        </div>
      </div>
    </Page>
  );
}

/** /signup: creates the account, then waits for the e-mail confirmation (spec 1 §2). */
export function Component() {
  const { t, i18n } = useTranslation('signup');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const createUser = useCreateUser();
  const [pendingEmail, setPendingEmail] = useState<string>();

  const { control, handleSubmit, setError } = useForm<SignupForm, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: { name: '', shopUrl: '', email: '', password: '', commercialCommunications: false },
  });

  const onSubmit = handleSubmit((values) =>
    createUser
      .mutateAsync({ ...values, language: isLanguage(i18n.language) ? i18n.language : undefined })
      .then(
        (created) => setPendingEmail(created.email),
        (error: unknown) => {
          if (error instanceof ApiError && error.code && EMAIL_ERROR_CODES.has(error.code)) {
            setError('email', { message: errorMessageKey(error) }, { shouldFocus: true });
          } else {
            alerts.push({ type: 'error', message: errorMessage(error) });
          }
        },
      ),
  );

  if (pendingEmail) return <ConfirmationPending email={pendingEmail} />;

  return (
    <Page narrow title={t('title')} description={t('intro')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
      >
        <TextField control={control} name="name" label={t('name')} autoComplete="name" />
        <TextField
          control={control}
          name="shopUrl"
          type="url"
          label={t('shopUrl')}
          placeholder={t('shopUrlPlaceholder')}
          autoComplete="url"
        />
        <TextField control={control} name="email" type="email" label={t('email')} autoComplete="email" />
        <PasswordField
          control={control}
          name="password"
          label={t('password')}
          autoComplete="new-password"
          rules="signup"
        />
        <CheckboxField control={control} name="legalAcceptance" label={t('legalAcceptance')} />
        <CheckboxField
          control={control}
          name="commercialCommunications"
          label={t('commercialCommunications')}
        />
        <Button
          type="submit"
          className="w-full"
          loading={createUser.isPending}
          loadingLabel={t('submitting')}
        >
          {t('submit')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('haveAccount')}{' '}
          <Link to={paths.login.getHref()} className={linkClassName}>
            {t('signIn')}
          </Link>
        </p>
      </form>
    </Page>
  );
}
