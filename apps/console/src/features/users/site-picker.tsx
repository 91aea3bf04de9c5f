import { ALL_INSTANCES } from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useSites } from './api/management.ts';

interface SitePickerProps {
  /** The label of the group, e.g. "Sites 1". */
  label: string;
  /** Instance keys, or [`*`] for every site. */
  value: readonly string[];
  onChange: (instances: string[]) => void;
  invalid?: boolean;
  /** One site or every site (a role assignment's one instance condition), not several. */
  single?: boolean;
}

/**
 * Which sites an assignment or a guest's access applies to: every site, or sites picked from the
 * platform's list, searched by name, instance key, URL or organisation (never a typed key).
 */
export function SitePicker({ label, value, onChange, invalid, single = false }: SitePickerProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const [search, setSearch] = useState('');
  const all = value.includes(ALL_INSTANCES);
  const sites = useSites(useDebouncedValue(search.trim()), !all);
  const chosen = all ? [] : value;
  const toggle = (instance: string, on: boolean) =>
    onChange(on ? [...(single ? [] : chosen), instance] : chosen.filter((key) => key !== instance));

  return (
    <fieldset
      aria-label={label}
      aria-invalid={invalid || undefined}
      className="min-w-56 flex-1 space-y-2 rounded-md p-2 ring-1 ring-slate-200 aria-invalid:ring-rose-400"
    >
      <legend className="sr-only">{label}</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(event.target.checked ? [ALL_INSTANCES] : [])}
        />
        {t('sites.all')}
      </label>
      {!all && (
        <>
          {chosen.length > 0 && (
            <ul aria-label={t('sites.chosen')} className="flex flex-wrap gap-1.5">
              {chosen.map((instance) => (
                <li
                  key={instance}
                  className="flex items-center gap-1 rounded bg-indigo-50 py-0.5 pr-0.5 pl-2 text-xs text-indigo-900"
                >
                  <span className="font-mono">{instance}</span>
                  <Button
                    variant="ghost"
                    className="px-1 py-0 text-xs"
                    aria-label={t('sites.remove', { instance })}
                    onClick={() => toggle(instance, false)}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('sites.search', { label })}
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
            <p role="alert" className="text-xs text-rose-700">
              {t('sites.loadFailed')}{' '}
              <button type="button" className="underline" onClick={() => void sites.refetch()}>
                {t('tryAgain')}
              </button>
            </p>
          ) : !sites.data ? (
            <p role="status" className="text-xs text-slate-500">
              {t('sites.loading')}
            </p>
          ) : sites.data.results.length === 0 ? (
            <p className="text-xs text-slate-500">{search ? t('sites.noMatch') : t('sites.none')}</p>
          ) : (
            <ul aria-label={t('sites.matches', { label })} className="max-h-44 space-y-1 overflow-y-auto">
              {sites.data.results.map((site) => (
                <li key={site.instance}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={single ? `${id}-site` : undefined}
                      className="mt-1"
                      checked={chosen.includes(site.instance)}
                      onChange={(event) => toggle(site.instance, event.target.checked)}
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
        </>
      )}
    </fieldset>
  );
}
