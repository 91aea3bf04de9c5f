import { zodResolver } from '@hookform/resolvers/zod';
import { CANCELLATION_REASONS, subscriptionCancelSchema } from '@playboard/domain';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useAlerts } from '../../../ui/alerts/use-alerts.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { describedBy, FieldShell, inputClassName } from '../../../ui/form/field-shell.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

/**
 * Cancel the subscription after a confirmation that asks why: the organisation is locked at once
 * (spec 1 §4, subscription cancelled) until it is reactivated.
 */
export function CancelSubscription({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const cancel = useCancelSubscription(organizationId);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const commentId = useId();
  // No reason is chosen first: the select shows its placeholder until one is.
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(subscriptionCancelSchema),
    defaultValues: { comment: '' },
  });
  const comment = useController({ control, name: 'comment' });
  const commentError = comment.fieldState.error?.message;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const onSubmit = handleSubmit((values) =>
    cancel.mutateAsync(values).then(
      // The organisation is locked now: the locked page says why and offers to reactivate.
      (subscription) => navigate(paths.locked.getHref(subscription.lockReason ?? 'SUBSCRIPTION_CANCELLED')),
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  return (
    <section
      aria-labelledby="cancel-title"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 id="cancel-title" className="text-base font-semibold text-slate-900">
        {t('cancel.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('cancel.intro')}</p>
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t('cancel.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('cancel.dialogTitle')}
        footer={
          <>
            <Button variant="secondary" autoFocus onClick={() => onOpenChange(false)}>
              {t('cancel.keep')}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="danger"
              loading={cancel.isPending}
              loadingLabel={t('cancel.cancelling')}
            >
              {t('cancel.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
          <p>{t('cancel.consequence')}</p>
          <SelectField
            control={control}
            name="reason"
            label={t('cancel.reason')}
            placeholder={t('cancel.reasonPlaceholder')}
            options={CANCELLATION_REASONS.map((reason) => ({
              value: reason,
              label: t(`cancel.reasons.${reason}`),
            }))}
          />
          <FieldShell id={commentId} label={t('cancel.comment')} error={commentError}>
            <textarea
              {...comment.field}
              id={commentId}
              rows={3}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={describedBy(commentId, undefined, commentError)}
              className={inputClassName(Boolean(commentError))}
            />
          </FieldShell>
        </form>
      </Dialog>
    </section>
  );
}
