import type { Engine } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LanguageSwitchProps {
  /** The site's engines, one per catalogue language. */
  engines: readonly Engine[];
  /** The chosen engine's uuid. */
  value: string | undefined;
  onChange: (engineId: string) => void;
  /** The group's accessible name, e.g. "Catalog language". */
  label: string;
}

/** "English" for 'en', in the interface language; the code itself when the browser has no name for it. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (code) => names.of(code) ?? code;
}

/**
 * A segmented switch over the site's engines (one per catalogue language), for the screens whose
 * items belong to one language. Radio buttons underneath: Tab reaches the chosen one, arrows move.
 * Nothing shows for a site with a single engine.
 */
export function LanguageSwitch({ engines, value, onChange, label }: LanguageSwitchProps) {
  const name = useId();
  const languageName = useLanguageName();
  if (engines.length < 2) return null;
  return (
    <fieldset className="inline-flex rounded-md bg-slate-100 p-0.5">
      <legend className="sr-only">{label}</legend>
      {engines.map((engine) => {
        const checked = engine.uuid === value;
        return (
          <label
            key={engine.uuid}
            className={clsx(
              'cursor-pointer rounded px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
              checked ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={engine.uuid}
              checked={checked}
              onChange={() => onChange(engine.uuid)}
              className="sr-only"
            />
            {languageName(engine.language)}
          </label>
        );
      })}
    </fieldset>
  );
}
