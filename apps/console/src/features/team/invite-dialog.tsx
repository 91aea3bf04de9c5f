import { zodResolver } from '@hookform/resolvers/zod';
import { organizationInviteSchema, type OrganizationInvite, type TeamRole } from '@playboard/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessageKey, useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useInvite } from './api/team.ts';

// Codes about the address itself read best under the e-mail field; anything else is an alert.
const EMAIL_ERROR_CODES = new Set(['acc-3', 'acc-10', 'acc-25']);

interface InviteDialogProps {
  organizationId: string;
  /** The caller's team role: only an owner invites owners. */
  role: TeamRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invites a colleague by e-mail as admin or owner (spec 1 §6, roles as decided). */
export function InviteDialog({ organizationId, role, open, onOpenChange }: InviteDialogProps) {
  const { t } = useTranslation('team');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const invite = useInvite(organizationId);
  const { control, handleSubmit, setError, reset } = useForm<
    z.input<typeof organizationInviteSchema>,
    unknown,
    OrganizationInvite
  >({
    resolver: zodResolver(organizationInviteSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'admin' },
  });

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (sent) => {
        alerts.push({ type: 'success', message: t('invite.sent', { email: sent.email }) });
        close(false);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code && EMAIL_ERROR_CODES.has(error.code)) {
          setError('email', { message: errorMessageKey(error) }, { shouldFocus: true });
        } else {
          alerts.push({ type: 'error', message: errorMessage(error) });
        }
      },
    ),
  );

  const roleOptions = [
    { value: 'admin', label: t('roles.admin') },
    { value: 'owner', label: t('roles.owner'), disabled: role !== 'owner' },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('invite.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('invite.cancel')}
          </Button>
          <Button
            type="submit"
            form="team-invite"
            loading={invite.isPending}
            loadingLabel={t('invite.sending')}
          >
            {t('invite.send')}
          </Button>
        </>
      }
    >
      <form id="team-invite" noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600">{t('invite.explanation')}</p>
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('invite.email')}
          placeholder={t('invite.emailPlaceholder')}
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="role"
          label={t('invite.role')}
          options={roleOptions}
          hint={role === 'owner' ? t('invite.roleHint') : t('reasons.ownersOnlyInvite')}
        />
      </form>
    </Dialog>
  );
}
