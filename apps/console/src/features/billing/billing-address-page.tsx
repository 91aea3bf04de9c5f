import { zodResolver } from '@hookform/resolvers/zod';
import { billingAddressSchema, type BillingAddress, type VatCheck } from '@playboard/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessageKey, useErrorMessage } from '../../lib/errors.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { LeavePrompt } from '../../ui/leave-prompt.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { useBillingAddress } from './api/get-billing-address.ts';
import { useUpdateBillingAddress } from './api/update-billing-address.ts';
import { countryOptions } from './countries.ts';
import { useBillingFormat } from './format.ts';

/** The field each Billing API format error belongs to (spec 2 §8). */
const fieldOfCode: Readonly<Record<string, 'zip' | 'taxId'>> = { 'bil-cb-2': 'zip', 'bil-cb-3': 'taxId' };

const blank: BillingAddress = {
  company: '',
  taxId: '',
  address1: '',
  address2: '',
  city: '',
  country: '',
  zip: '',
  state: '',
};

/**
 * What the EU's VIES service said of the saved VAT number (VAT_CHECK=vies): verified (reverse
 * charge), not verified yet (VIES unreachable, retried daily) or unknown to VIES. Nothing when the
 * number was not checked with VIES.
 */
function VatCheckNotice({ vatCheck }: { vatCheck: VatCheck }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const date = format.date(vatCheck.checkedAt);
  if (vatCheck.status === 'VERIFIED') {
    return (
      <Callout tone="success" title={t('address.vies.verified', { date })}>
        {vatCheck.name && <p>{t('address.vies.name', { name: vatCheck.name })}</p>}
        {vatCheck.requestIdentifier && (
          <p>{t('address.vies.requestIdentifier', { id: vatCheck.requestIdentifier })}</p>
        )}
      </Callout>
    );
  }
  if (vatCheck.status === 'UNVERIFIED') {
    return (
      <Callout tone="warning" title={t('address.vies.unverified')}>
        {t('address.vies.unverifiedHelp', { date })}
      </Callout>
    );
  }
  return (
    <Callout tone="error" title={t('address.vies.invalid', { date })}>
      {t('address.vies.invalidHelp')}
    </Callout>
  );
}

interface BillingAddressFormProps {
  organizationId: string;
  saved: BillingAddress | null;
  vatCheck: VatCheck | null;
  companyName: string;
}

function BillingAddressForm({ organizationId, saved, vatCheck, companyName }: BillingAddressFormProps) {
  const { t, i18n } = useTranslation('billing');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const update = useUpdateBillingAddress(organizationId);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(billingAddressSchema),
    defaultValues: saved ?? { ...blank, company: companyName },
  });
  // What VIES said is about the saved number: it goes away while another one is typed.
  const [taxId, country] = useWatch({ control, name: ['taxId', 'country'] });
  const showVatCheck =
    vatCheck !== null && saved !== null && saved.taxId === taxId && saved.country === country;

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (billingAddress) => {
        reset(billingAddress);
        alerts.push({ type: 'success', message: t('address.saved') });
      },
      (error: unknown) => {
        const field = error instanceof ApiError && error.code ? fieldOfCode[error.code] : undefined;
        if (field) setError(field, { message: errorMessageKey(error) }, { shouldFocus: true });
        else alerts.push({ type: 'error', message: errorMessage(error) });
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
    >
      <LeavePrompt when={formState.isDirty} message={t('address.leave')} />
      {saved === null && <p className="text-sm text-slate-600">{t('address.none')}</p>}
      <TextField
        control={control}
        name="company"
        label={t('address.company')}
        autoComplete="organization"
        required
      />
      <TextField control={control} name="taxId" label={t('address.taxId')} hint={t('address.taxIdHint')} />
      {showVatCheck && <VatCheckNotice vatCheck={vatCheck} />}
      <TextField
        control={control}
        name="address1"
        label={t('address.address1')}
        autoComplete="address-line1"
        required
      />
      <TextField
        control={control}
        name="address2"
        label={t('address.address2')}
        autoComplete="address-line2"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="city"
          label={t('address.city')}
          autoComplete="address-level2"
          required
        />
        <TextField
          control={control}
          name="zip"
          label={t('address.zip')}
          autoComplete="postal-code"
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="country"
          label={t('address.country')}
          placeholder={t('address.countryPlaceholder')}
          options={countries}
          autoComplete="country"
          required
        />
        <TextField control={control} name="state" label={t('address.state')} autoComplete="address-level1" />
      </div>
      <Button
        type="submit"
        disabled={!formState.isDirty}
        loading={update.isPending}
        loadingLabel={t('address.saving')}
      >
        {t('address.save')}
      </Button>
    </form>
  );
}

function BillingAddressScreen({
  organizationId,
  companyName,
}: {
  organizationId: string;
  companyName: string;
}) {
  const { t } = useTranslation('billing');
  const address = useBillingAddress(organizationId);
  if (!address.data) return <QueryFallback query={address} t={(key) => t(`address.${key}`)} />;
  return (
    <BillingAddressForm
      organizationId={organizationId}
      saved={address.data.billingAddress}
      vatCheck={address.data.vatCheck}
      companyName={companyName}
    />
  );
}

/**
 * /billing-address (spec 1 §2, §3): the address invoices carry, open while the organisation is
 * blocked. The postal code and the tax ID are checked per country, here and on the server
 * (bil-cb-2, bil-cb-3), and each error shows on its field; under the tax ID, what VIES said of it.
 */
export function Component() {
  const { t } = useTranslation('billing');
  const organization = useCurrentOrganization();
  return (
    <Page title={t('address.title')} description={t('address.intro')}>
      {organization && (
        <BillingAddressScreen
          key={organization.uuid}
          organizationId={organization.uuid}
          companyName={organization.name}
        />
      )}
    </Page>
  );
}
