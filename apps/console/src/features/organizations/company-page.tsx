import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOrganization } from '../../api/create-organization.ts';
import { CHOOSABLE_VERTICALS, companySchema, useUpdateOrganization } from '../../api/update-organization.ts';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Page } from '../../ui/page.tsx';

/**
 * /company: names the company and its business type. Completes the organisation sign-up created
 * (vertical UNKNOWN), or creates a new one when there is none to complete.
 */
export function Component() {
  const { t } = useTranslation(['organizations', 'domain']);
  const navigate = useNavigate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const organization = useCurrentOrganization();
  const createOrganization = useCreateOrganization();
  const updateOrganization = useUpdateOrganization();
  const toComplete = organization?.businessVertical === 'UNKNOWN' ? organization : undefined;

  // Validated on submit, react-hook-form's default: checking a field as it loses the focus raced
  // the submit that took the focus, and the submit then showed that field's error alone.
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: { name: toComplete?.name ?? '', businessVertical: '' },
  });

  const onSubmit = handleSubmit((values) =>
    (toComplete
      ? updateOrganization.mutateAsync({ organizationId: toComplete.uuid, data: values })
      : createOrganization.mutateAsync(values)
    ).then(
      () => navigate(paths.home.getHref()),
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  const options = CHOOSABLE_VERTICALS.map((vertical) => ({
    value: vertical,
    label: t(`domain:businessVerticals.${vertical}`),
  }));

  return (
    <Page narrow title={t('company.title')} description={t('company.intro')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
      >
        <TextField control={control} name="name" label={t('company.name')} autoComplete="organization" />
        <SelectField
          control={control}
          name="businessVertical"
          label={t('company.businessVertical')}
          placeholder={t('company.businessVerticalPlaceholder')}
          options={options}
        />
        <Button
          type="submit"
          loading={createOrganization.isPending || updateOrganization.isPending}
          loadingLabel={t('company.submitting')}
        >
          {t('company.submit')}
        </Button>
      </form>
    </Page>
  );
}
