import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@playboard/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useChangePassword } from './api/change-password.ts';

/**
 * Password change (spec 2 §3, §5): the current password and a new one meeting the rules. After it,
 * the user's other sessions are signed out and an e-mail tells them; this one stays signed in.
 */
export function PasswordForm({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('account');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const changePassword = useChangePassword(userId);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    changePassword.mutateAsync(values).then(
      () => {
        reset();
        alerts.push({ type: 'success', message: i18n.t('password.changed', { ns: 'account' }) });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'pwd-1') {
          setError('currentPassword', { message: 'errors.pwd-1' }, { shouldFocus: true });
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
          {t('password.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('password.description')}</p>
      </div>
      <TextField
        control={control}
        name="currentPassword"
        type="password"
        label={t('password.current')}
        autoComplete="current-password"
      />
      <PasswordField
        control={control}
        name="newPassword"
        label={t('password.new')}
        autoComplete="new-password"
        rules="change"
      />
      <Button
        type="submit"
        disabled={!formState.isDirty}
        loading={changePassword.isPending}
        loadingLabel={t('password.saving')}
      >
        {t('password.save')}
      </Button>
    </form>
  );
}
