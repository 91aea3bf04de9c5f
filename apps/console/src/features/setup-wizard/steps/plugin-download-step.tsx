import type { Platform } from '@playboard/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';
import { RadioGroupField } from '../../../ui/form/radio-group-field.tsx';
import { PlatformInstructions } from './platform-instructions.tsx';
import { PLATFORM_PARAM } from '../wizard-flow.ts';
import { ShopifyInstall } from './shopify-install.tsx';

/** The order merchants look for their platform in (spec 1 §1). */
export const WIZARD_PLATFORMS: readonly Platform[] = [
  'PRESTASHOP',
  'WOOCOMMERCE',
  'MAGENTO',
  'SHOPIFY',
  'CUSTOM',
];

interface PluginDownloadStepProps {
  initialPlatform: Platform | undefined;
  /** The next step's link for the chosen platform. */
  nextFor: (platform: Platform) => string;
}

/** Step 1: the merchant picks the shop's platform and installs the module (or the Shopify app). */
export function PluginDownloadStep({ initialPlatform, nextFor }: PluginDownloadStepProps) {
  const { t } = useTranslation(['setup-wizard', 'common']);
  const { control } = useForm<{ platform: string }>({ defaultValues: { platform: initialPlatform ?? '' } });
  const platform = useWatch({ control, name: 'platform' }) as Platform | '';
  const [, setSearch] = useSearchParams();

  // The choice lives in the URL too: the page reads it (Shopify has no stepper) and Back restores it.
  useEffect(() => {
    if (platform) setSearch({ [PLATFORM_PARAM]: platform.toLowerCase() }, { replace: true });
  }, [platform, setSearch]);

  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
        <RadioGroupField
          control={control}
          name="platform"
          legend={t('pluginDownload.platform')}
          columns={5}
          options={WIZARD_PLATFORMS.map((value) => ({ value, label: t(`common:platforms.${value}`) }))}
        />
      </div>
      {platform && (
        <section
          aria-labelledby="install-heading"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
        >
          <h2 id="install-heading" className="text-lg font-semibold text-slate-900">
            {platform === 'CUSTOM'
              ? t('pluginDownload.customTitle')
              : t('pluginDownload.installTitle', { platform: t(`common:platforms.${platform}`) })}
          </h2>
          <div className="mt-3">
            {platform === 'SHOPIFY' ? <ShopifyInstall /> : <PlatformInstructions platform={platform} />}
          </div>
          {platform !== 'SHOPIFY' && (
            <div className="mt-6 flex justify-end">
              <Link to={nextFor(platform)} className={buttonClassName('primary')}>
                {t('continue')}
              </Link>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
