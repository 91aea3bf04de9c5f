import type { Site } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { storefrontUrl } from '../lib/storefront.ts';
import { buttonClassName, type ButtonVariant } from './button.tsx';

/** Opens the site's storefront in a new tab, where the merchant sees the layer as shoppers do. */
export function StorefrontLink({
  site,
  variant = 'secondary',
  className,
}: {
  site: Pick<Site, 'url' | 'instance'>;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={storefrontUrl(site)}
      target="_blank"
      rel="noreferrer"
      className={buttonClassName(variant, className)}
    >
      {t('storefront.open')} <span className="sr-only">{t('storefront.newTab')}</span>
    </a>
  );
}
