import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@playboard/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useRequestPasswordReset } from './api/request-password-reset.ts';

const requestSchema = z.object({ email: emailSchema });

/** Asks for the account's e-mail and sends a reset link; the confirmation never tells whether it exists. */
export function RequestLinkForm({ submitLabel }: { submitLabel?: string }) {
  const { t } = useTranslation('password-reset');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(requestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutateAsync(values).then(
      () => setSentTo(values.email),
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  if (sentTo) {
    return (
      <div role="status" className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">{t('request.sentTitle')}</h2>
        <p className="text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey="request.sent"
            values={{ email: sentTo }}
            components={{ strong: <strong /> }}
          />
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">{t('request.intro')}</p>
      <TextField
        control={control}
        name="email"
        type="email"
        label={t('request.email')}
        autoComplete="email"
      />
      <Button type="submit" loading={request.isPending} loadingLabel={t('request.submitting')}>
        {submitLabel ?? t('request.submit')}
      </Button>
    </form>
  );
}
