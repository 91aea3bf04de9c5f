import { ALL_INSTANCES } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { SiteSearch } from '../../ui/site-search.tsx';

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
  const all = value.includes(ALL_INSTANCES);
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
          <SiteSearch
            labels={{
              search: t('sites.search', { label }),
              placeholder: t('sites.searchPlaceholder'),
              loadFailed: t('sites.loadFailed'),
              loading: t('sites.loading'),
              noMatch: t('sites.noMatch'),
              none: t('sites.none'),
              matches: t('sites.matches', { label }),
              tryAgain: t('tryAgain'),
            }}
            enabled={!all}
            listHeight="max-h-44"
            control={(site, name) => (
              <input
                type={single ? 'radio' : 'checkbox'}
                name={single ? name : undefined}
                className="mt-1 accent-indigo-600"
                checked={chosen.includes(site.instance)}
                onChange={(event) => toggle(site.instance, event.target.checked)}
              />
            )}
          />
        </>
      )}
    </fieldset>
  );
}
