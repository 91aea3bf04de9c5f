import type { Platform } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../ui/button.tsx';

const CUSTOM_WAYS = ['module', 'feed', 'push'] as const;

function Steps({ items }: { items: string[] }) {
  return (
    <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

/**
 * How to install the Playboard module on a platform (its zip from GET /main/v1/connectors/{type}/module),
 * and where its settings and security token are; a custom shop gets the three ways it can connect.
 */
export function PlatformInstructions({ platform }: { platform: Exclude<Platform, 'SHOPIFY'> }) {
  const { t } = useTranslation('setup-wizard');
  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  if (platform === 'CUSTOM') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('instructions.CUSTOM.intro')}</p>
        {CUSTOM_WAYS.map((way) => (
          <section key={way} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 className="text-sm font-semibold text-slate-900">{t(`instructions.CUSTOM.${way}.title`)}</h3>
            <Steps items={list(`instructions.CUSTOM.${way}.steps`)} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm text-slate-700">{t(`instructions.${platform}.intro`)}</p>
      <a
        href={`/main/v1/connectors/${platform.toLowerCase()}/module`}
        download
        className={buttonClassName('secondary', 'mt-4')}
      >
        {t('pluginDownload.download')}
      </a>
      <Steps items={list(`instructions.${platform}.steps`)} />
    </div>
  );
}
