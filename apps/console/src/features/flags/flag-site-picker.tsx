import { FLAG_INSTANCES_MAX, type FlagInstance } from '@playboard/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { errorId, hintId } from '../../ui/form/field-shell.tsx';
import { SiteSearch } from '../../ui/site-search.tsx';

/** A site the flag is to be on for: the instance key is what is saved, the name what people read. */
export type ChosenSite = Pick<FlagInstance, 'instance' | 'name'>;

interface FlagSitePickerProps {
  value: readonly ChosenSite[];
  onChange: (sites: ChosenSite[]) => void;
  /** Why the choice was refused: nothing chosen, or the server's 400 or 404 naming a site. */
  error?: string;
}

/**
 * The sites a flag is on for, picked from the platform's list searched by name, instance key, URL or
 * organisation (never a typed key); the chosen ones stay listed as chips, whatever the search shows.
 */
export function FlagSitePicker({ value, onChange, error }: FlagSitePickerProps) {
  const { t } = useTranslation('flags');
  const id = useId();
  const chosen = new Set(value.map((site) => site.instance));
  const full = value.length >= FLAG_INSTANCES_MAX;
  const toggle = (site: ChosenSite, on: boolean) =>
    onChange(on ? [...value, site] : value.filter((other) => other.instance !== site.instance));

  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId(id), error ? errorId(id) : ''].join(' ').trim()}
      className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200 aria-invalid:ring-rose-400"
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{t('editor.sites')}</legend>
      <p id={hintId(id)} className="text-xs text-slate-600">
        {t('editor.sitesHint')}
      </p>
      {full && (
        <p className="text-xs font-medium text-amber-800">{t('editor.full', { max: FLAG_INSTANCES_MAX })}</p>
      )}
      {value.length > 0 && (
        <ul aria-label={t('editor.chosen')} className="flex flex-wrap gap-1.5">
          {value.map((site) => (
            <li
              key={site.instance}
              className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-indigo-900"
            >
              {site.name}
              <Button
                variant="ghost"
                className="rounded-full px-1.5 py-0 text-xs"
                aria-label={t('editor.remove', { site: site.name })}
                onClick={() => toggle(site, false)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SiteSearch
        labels={{
          search: t('editor.search'),
          placeholder: t('editor.searchPlaceholder'),
          loadFailed: t('editor.sitesLoadFailed'),
          loading: t('editor.sitesLoading'),
          noMatch: t('editor.noMatch'),
          none: t('editor.noSites'),
          matches: t('editor.matches'),
          tryAgain: t('tryAgain'),
        }}
        control={(site) => (
          <input
            type="checkbox"
            className="mt-1 accent-indigo-600"
            checked={chosen.has(site.instance)}
            disabled={full && !chosen.has(site.instance)}
            onChange={(event) => toggle({ instance: site.instance, name: site.name }, event.target.checked)}
          />
        )}
      />
      {error && (
        <p id={errorId(id)} role="alert" className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
