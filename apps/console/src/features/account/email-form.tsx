import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeSchema } from '@playboard/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import type { Profile } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useCancelEmailChange } from './api/cancel-email-change.ts';
import { useResendEmailChange } from './api/resend-email-change.ts';
import { useUpdateProfile } from './api/update-profile.ts';

/** The change waiting for its link: where it was sent, and a new link or cancelling it. */
function PendingChange({ email }: { email: string }) {
  const { t, i18n } = useTranslation('account');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const fail = (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) });

  return (
    <Callout
      tone="info"
      title={t('emailChange.pendingTitle')}
      actions={
        <>
          <Button
            variant="secondary"
            loading={resend.isPending}
            loadingLabel={t('emailChange.resending')}
            disabled={cancel.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () =>
                  alerts.push({
                    type: 'success',
                    message: i18n.t('emailChange.resent', { ns: 'account', email }),
                  }),
                onError: fail,
              })
            }
          >
            {t('emailChange.resend')}
          </Button>
          <Button
            variant="secondary"
            loading={cancel.isPending}
            loadingLabel={t('emailChange.cancelling')}
            disabled={resend.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () =>
                  alerts.push({
                    type: 'success',
                    message: i18n.t('emailChange.cancelled', { ns: 'account' }),
                  }),
                onError: fail,
              })
            }
          >
            {t('emailChange.cancel')}
          </Button>
        </>
      }
    >
      {t('emailChange.pending', { email })}
    </Callout>
  );
}

const FIELD_CODES: Record<string, 'email' | 'currentPassword'> = {
  'acc-1': 'email',
  'acc-3': 'email',
  'pwd-1': 'currentPassword',
};

/**
 * The sign-in e-mail: a new address with the current password (a stolen session alone cannot move
 * the account) is sent a confirmation link, and changes only once that link is opened.
 */
export function EmailForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const updateProfile = useUpdateProfile();
  const titleId = useId();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(emailChangeSchema),
    mode: 'onTouched',
    defaultValues: { email: profile.email, currentPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const changed = email.trim().toLowerCase() !== profile.email;

  const onSubmit = handleSubmit((values) =>
    updateProfile.mutateAsync(values).then(
      (saved) => {
        reset({ email: saved.email, currentPassword: '' });
        alerts.push({
          type: 'success',
          message: i18n.t('emailChange.sent', { ns: 'account', email: saved.pendingEmail ?? values.email }),
        });
      },
      (error: unknown) => {
        const field = error instanceof ApiError && error.code ? FIELD_CODES[error.code] : undefined;
        if (field) {
          setError(field, { message: `errors.${(error as ApiError).code}` }, { shouldFocus: true });
          return;
        }
        alerts.push({ type: 'error', message: errorMessage(error) });
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
    >
      <div>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('email')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('emailChange.description')}</p>
      </div>
      {profile.pendingEmail && <PendingChange email={profile.pendingEmail} />}
      <TextField control={control} name="email" type="email" label={t('email')} autoComplete="email" />
      {changed && (
        <PasswordField
          control={control}
          name="currentPassword"
          label={t('password.current')}
          hint={t('emailChange.passwordHint')}
        />
      )}
      <Button
        type="submit"
        disabled={!changed}
        loading={updateProfile.isPending}
        loadingLabel={t('emailChange.sending')}
      >
        {t('emailChange.submit')}
      </Button>
    </form>
  );
}
