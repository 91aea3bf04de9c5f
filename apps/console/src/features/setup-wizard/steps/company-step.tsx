import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useCurrentOrganization } from '../../../lib/session.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import {
  CHOOSABLE_VERTICALS,
  companySchema,
  useUpdateOrganization,
} from '../../../api/update-organization.ts';

interface CompanyStepProps {
  next: string;
  back: string | undefined;
}

/** Company details: completes the organisation sign-up left with an unknown business type. */
export function CompanyStep({ next, back }: CompanyStepProps) {
  const { t } = useTranslation(['setup-wizard', 'domain']);
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const organization = useCurrentOrganization();
  const update = useUpdateOrganization();
  // Validated on submit, react-hook-form's default: checking a field as it loses the focus raced
  // the submit that took the focus, and the submit then showed that field's error alone.
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: { name: organization?.name ?? '', businessVertical: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!organization) return;
    await update.mutateAsync({ organizationId: organization.uuid, data: values });
    await navigate(next);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      className="max-w-xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('company.title')}</h2>
      <TextField control={control} name="name" label={t('company.name')} autoComplete="organization" />
      <SelectField
        control={control}
        name="businessVertical"
        label={t('company.businessVertical')}
        placeholder={t('company.businessVerticalPlaceholder')}
        options={CHOOSABLE_VERTICALS.map((vertical) => ({
          value: vertical,
          label: t(`domain:businessVerticals.${vertical}`),
        }))}
      />
      {update.isError && <Callout tone="error">{errorMessage(update.error)}</Callout>}
      <div className="flex justify-between gap-3">
        {back ? (
          <Link to={back} className={buttonClassName('ghost')}>
            {t('back')}
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit" loading={update.isPending} loadingLabel={t('saving')}>
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
