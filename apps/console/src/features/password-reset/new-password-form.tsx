import { zodResolver } from '@hookform/resolvers/zod';
import { signupPasswordSchema } from '@playboard/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { linkStateOf } from './api/get-password-reset.ts';
import { useResetPassword } from './api/reset-password.ts';

// A new password follows the signup rule (spec 1 §5) and must be typed twice the same.
const newPasswordSchema = z
  .object({ password: signupPasswordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'password-reset:form.mismatch',
  });

export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('password-reset');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutateAsync({ token, password }).then(onDone, (error: unknown) => {
      // An expired or used link re-renders as such once its state is fetched again.
      if (!linkStateOf(error)) alerts.push({ type: 'error', message: errorMessage(error) });
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">{t('form.intro')}</p>
      <PasswordField
        control={control}
        name="password"
        label={t('form.password')}
        autoComplete="new-password"
        rules="signup"
      />
      <PasswordField
        control={control}
        name="confirmation"
        label={t('form.confirmation')}
        autoComplete="new-password"
      />
      <Button type="submit" loading={reset.isPending} loadingLabel={t('form.submitting')}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
