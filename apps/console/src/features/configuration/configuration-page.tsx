import { CONFIG_SERVICES, type ConfigService } from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useConfigSites } from './api/service-configs.ts';
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
          )}
        </div>
      </div>
    </Page>
  );
}

/** The sites, searched by name, instance key, URL or organisation; one is chosen. */
function InstancePicker({ value, onChange }: { value: string; onChange: (instance: string) => void }) {
  const { t } = useTranslation('configuration');
  const id = useId();
  const [search, setSearch] = useState('');
  const sites = useConfigSites(useDebouncedValue(search.trim()));
  return (
    <fieldset className="space-y-2 self-start rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('sites.title')}</legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('sites.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('sites.searchPlaceholder')}
        className={inputClassName(false)}
      />
      {sites.isError ? (
        <InlineLoadFailed
          title={t('sites.loadFailed')}
          error={sites.error}
          retryLabel={t('tryAgain')}
          onRetry={() => void sites.refetch()}
        />
      ) : !sites.data ? (
        <p role="status" className="text-xs text-slate-500">
          {t('sites.loading')}
        </p>
      ) : sites.data.results.length === 0 ? (
        <p className="text-xs text-slate-500">{search ? t('sites.noMatch') : t('sites.none')}</p>
      ) : (
        <ul aria-label={t('sites.matches')} className="max-h-96 space-y-1 overflow-y-auto">
          {sites.data.results.map((site) => (
            <li key={site.instance}>
              <label className="flex items-start gap-2 rounded px-1 py-1 text-sm text-slate-800 has-checked:bg-indigo-50">
                <input
                  type="radio"
                  name={`${id}-site`}
                  className="mt-1 accent-indigo-600"
                  checked={site.instance === value}
                  onChange={() => onChange(site.instance)}
                />
                <span>
                  <span className="font-medium">{site.name}</span>{' '}
                  <span className="text-xs text-slate-600">{site.organizationName}</span>
                  <span className="block font-mono text-[11px] text-slate-500">{site.instance}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
