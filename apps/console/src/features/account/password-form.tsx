import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordChecks, passwordChangeSchema, type NewPasswordCheck } from '@playboard/domain';
import clsx from 'clsx';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useChangePassword } from './api/change-password.ts';

const CHECKS: readonly NewPasswordCheck[] = ['length', 'lowercase', 'uppercase', 'digit', 'punctuation'];

/** The rules of spec 2 §5 under the new password, each marked met or not as it is typed. */
function PasswordRules({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('account');
  const met = newPasswordChecks(value);
  return (
    <ul id={id} className="space-y-1 text-sm" aria-label={t('password.rulesLabel')}>
      {CHECKS.map((check) => (
        <li
          key={check}
          className={clsx('flex items-center gap-2', met[check] ? 'text-emerald-700' : 'text-slate-600')}
        >
          <span aria-hidden="true">{met[check] ? '✓' : '•'}</span>
          {t(`password.rules.${check}`)}
          <span className="sr-only">{met[check] ? t('password.met') : t('password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Password change (spec 2 §3, §5): the current password and a new one meeting the rules. After it,
 * the user's other sessions are signed out and an e-mail tells them; this one stays signed in.
 */
export function PasswordForm({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('account');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const rulesId = useId();
  const changePassword = useChangePassword(userId);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

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
      aria-labelledby={`${rulesId}-title`}
      className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
    >
      <div>
        <h2 id={`${rulesId}-title`} className="text-base font-semibold text-slate-900">
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
      <TextField
        control={control}
        name="newPassword"
        type="password"
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('password.hint')}
      />
      <PasswordRules id={rulesId} value={newPassword} />
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
