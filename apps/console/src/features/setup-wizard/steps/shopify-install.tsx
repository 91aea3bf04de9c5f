import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useCurrentOrganization } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useInstallShopifyApp } from '../api/install-shopify-app.ts';

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

// Merchants paste the admin URL as often as the bare domain: keep the host only.
const shopDomainSchema = z.object({
  shopDomain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(HOSTNAME, { error: 'validation.match' }),
    ),
});

/**
 * Shopify (no token form, spec 1 §9): the merchant names the shop and installs the app; Shopify
 * asks to authorise it and sends the browser back to the status step once the site exists.
 */
export function ShopifyInstall() {
  const { t } = useTranslation('setup-wizard');
  const errorMessage = useErrorMessage();
  const organization = useCurrentOrganization();
  const install = useInstallShopifyApp();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(shopDomainSchema),
    mode: 'onTouched',
    defaultValues: { shopDomain: '' },
  });

  const onSubmit = handleSubmit(async ({ shopDomain }) => {
    if (!organization) return;
    const { authorizeUrl } = await install.mutateAsync({ organizationId: organization.uuid, shopDomain });
    window.location.assign(authorizeUrl);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)} className="space-y-4">
      <p className="text-sm text-slate-700">{t('shopify.intro')}</p>
      <TextField
        control={control}
        name="shopDomain"
        label={t('shopify.shopDomain')}
        hint={t('shopify.shopDomainHint')}
        placeholder="my-shop.myshopify.com"
        autoComplete="url"
      />
      {install.isError && <Callout tone="error">{errorMessage(install.error)}</Callout>}
      <Button
        type="submit"
        loading={install.isPending || install.isSuccess}
        loadingLabel={t('shopify.installing')}
      >
        {t('shopify.install')}
      </Button>
    </form>
  );
}
