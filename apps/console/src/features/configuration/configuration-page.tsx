import { CONFIG_SERVICES, type ConfigService } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../ui/page.tsx';
import { SiteSearch } from '../../ui/site-search.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { InstanceConfigSet } from './instance-config-set.tsx';
import { ServiceConfigPanel } from './service-config-panel.tsx';

const isService = (value: string | null): value is ConfigService =>
  CONFIG_SERVICES.some((service) => service === value);

/** /configuration: each instance's settings of search, tracking and the layer (spec 2 §3, §7), for operators. */
export function Component() {
  const { t } = useTranslation('configuration');
  const [params, setParams] = useSearchParams();
  const instance = params.get('instance') ?? '';
  const serviceParam = params.get('service');
  const service: ConfigService = isService(serviceParam) ? serviceParam : 'search';
  const choose = (next: { instance?: string; service?: ConfigService }) =>
    setParams({ instance: next.instance ?? instance, service: next.service ?? service });

  return (
    <Page title={t('title')} description={t('description')}>
      <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <InstancePicker value={instance} onChange={(next) => choose({ instance: next })} />
        <div>
          {instance === '' ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10">
              <h2 className="text-base font-semibold text-slate-900">{t('empty.title')}</h2>
              <p className="mt-2 max-w-xl text-sm text-slate-600">{t('empty.what')}</p>
              <p className="mt-2 max-w-xl text-sm text-slate-600">{t('empty.how')}</p>
            </div>
          ) : (
            <>
              <InstanceConfigSet key={instance} instance={instance} />
              <Tabs
                label={t('services')}
                value={service}
                onValueChange={(next) => choose({ service: next })}
                tabs={CONFIG_SERVICES.map((value) => ({
                  value,
                  label: t(`service.${value}`),
                  content: (
                    <ServiceConfigPanel key={`${value}:${instance}`} service={value} instance={instance} />
                  ),
                }))}
              />
            </>
          )}
        </div>
      </div>
    </Page>
  );
}

/** The sites, searched by name, instance key, URL or organisation; one is chosen. */
function InstancePicker({ value, onChange }: { value: string; onChange: (instance: string) => void }) {
  const { t } = useTranslation('configuration');
  return (
    <fieldset className="space-y-2 self-start rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('sites.title')}</legend>
      <SiteSearch
        labels={{
          search: t('sites.search'),
          placeholder: t('sites.searchPlaceholder'),
          loadFailed: t('sites.loadFailed'),
          loading: t('sites.loading'),
          noMatch: t('sites.noMatch'),
          none: t('sites.none'),
          matches: t('sites.matches'),
          tryAgain: t('tryAgain'),
        }}
        listHeight="max-h-96"
        control={(site, name) => (
          <input
            type="radio"
            name={name}
            className="mt-1 accent-indigo-600"
            checked={site.instance === value}
            onChange={() => onChange(site.instance)}
          />
        )}
      />
    </fieldset>
  );
}
