import { FACET_VALUE_SORTS, type FacetValueSort } from '@playboard/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { getFacetValueConfigQueryOptions, getFacetValuesQueryOptions } from './api/get-facet-values.ts';
import { valuesDraftOf, type ValuesDraft } from './filters-draft.ts';

/** Values listed in the table at once; a search finds the others. */
export const VALUES_SHOWN = 20;

/** The saved configuration and the real values of a facet in one engine, and the draft over them. */
export function useFacetValues(engineId: string, facet: string, draft: ValuesDraft | undefined) {
  const values = useQuery(getFacetValuesQueryOptions(engineId, facet));
  const config = useQuery(getFacetValueConfigQueryOptions(engineId, facet));
  const saved = config.data ? valuesDraftOf(config.data) : undefined;
  return { values, config, saved, current: draft ?? saved };
}

interface FacetValuesEditorProps {
  engineId: string;
  facet: string;
  name: string;
  languageName: string;
  draft: ValuesDraft | undefined;
  onChange: (saved: ValuesDraft, draft: ValuesDraft) => void;
}

/**
 * How one engine lists a facet's values: by count, alphabetically or in a manual order (pinned values
 * first, in the merchant's order, then the others by count), with values hidden from shoppers. The
 * real values of the catalogue with how many products carry each, searchable.
 */
export function FacetValuesEditor({
  engineId,
  facet,
  name,
  languageName,
  draft,
  onChange,
}: FacetValuesEditorProps) {
  const { t } = useTranslation('filters');
  const id = useId();
  const [search, setSearch] = useState('');
  const { values, config, saved, current } = useFacetValues(engineId, facet, draft);
  if (!values.isSuccess) return <QueryFallback query={values} t={(key) => t(`values.${key}`)} />;
  if (!config.isSuccess || !saved || !current) {
    return <QueryFallback query={config} t={(key) => t(`values.${key}`)} />;
  }
  const update = (next: Partial<ValuesDraft>) => onChange(saved, { ...current, ...next });
  const pinned = new Set(current.pinned);
  const hidden = new Set(current.hidden);
  const manual = current.sort === 'custom';
  const known = new Set(values.data.values.map((entry) => entry.value));
  // A value saved earlier that no product carries now still shows, so it can be unpinned or shown.
  const gone = [...current.pinned, ...current.hidden]
    .filter((value) => !known.has(value))
    .map((value) => ({ value, count: 0 }));
  const all = [...values.data.values, ...gone];
  const needle = search.trim().toLocaleLowerCase();
  const matching = needle ? all.filter((entry) => entry.value.toLocaleLowerCase().includes(needle)) : all;
  const shown = matching.slice(0, VALUES_SHOWN);

  const togglePin = (value: string) =>
    update(
      pinned.has(value)
        ? { pinned: current.pinned.filter((each) => each !== value) }
        : { pinned: [...current.pinned, value], hidden: current.hidden.filter((each) => each !== value) },
    );
  const toggleHide = (value: string) =>
    update(
      hidden.has(value)
        ? { hidden: current.hidden.filter((each) => each !== value) }
        : { hidden: [...current.hidden, value], pinned: current.pinned.filter((each) => each !== value) },
    );
  const movePinned = (from: number, to: number) => {
    const next = [...current.pinned];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    update({ pinned: next });
  };

  return (
    <div
      className="space-y-4 rounded-lg bg-slate-50 p-4"
      aria-label={t('values.label', { name, language: languageName })}
      role="group"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">
          {t('values.sortLegend', { language: languageName })}
        </legend>
        <div className="mt-2 space-y-1">
          {FACET_VALUE_SORTS.map((sort: FacetValueSort) => (
            <label key={sort} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-sort`}
                checked={current.sort === sort}
                onChange={() => update({ sort })}
                className="mt-0.5 size-4 border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              />
              <span>
                <span className="font-medium text-slate-800">{t(`values.sorts.${sort}.label`)}</span>
                <span className="block text-xs text-slate-500">{t(`values.sorts.${sort}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {manual && (
        <section aria-labelledby={`${id}-pinned`}>
          <h4 id={`${id}-pinned`} className="text-sm font-medium text-slate-900">
            {t('values.pinnedTitle')}
          </h4>
          {current.pinned.length === 0 ? (
            <p className="mt-1 text-xs text-slate-600">{t('values.pinnedNone')}</p>
          ) : (
            <ol aria-label={t('values.pinnedTitle')} className="mt-2 space-y-1">
              {current.pinned.map((value, position) => (
                <li
                  key={value}
                  className="flex items-center gap-2 rounded bg-white px-2 py-1 text-sm ring-1 ring-slate-200"
                >
                  <span className="w-5 text-right text-xs font-semibold text-slate-500">{position + 1}</span>
                  <span className="flex-1 truncate">{value}</span>
                  <Button
                    variant="ghost"
                    type="button"
                    disabled={position === 0}
                    onClick={() => movePinned(position, position - 1)}
                    aria-label={t('values.moveUp', { value })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    type="button"
                    disabled={position === current.pinned.length - 1}
                    onClick={() => movePinned(position, position + 1)}
                    aria-label={t('values.moveDown', { value })}
                  >
                    ↓
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      {all.length === 0 ? (
        <p className="text-sm text-slate-600">{t('values.empty', { language: languageName })}</p>
      ) : (
        <div className="space-y-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-search`} className="text-xs font-medium text-slate-700">
              {t('values.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={clsx(inputClassName(false), 'max-w-xs')}
            />
          </div>
          <table className="w-full text-sm">
            <caption className="sr-only">
              {t('values.tableCaption', { name, language: languageName })}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-500">
                <th scope="col" className="py-1 pr-3">
                  {t('values.columns.value')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('values.columns.products')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('values.columns.pin')}
                </th>
                <th scope="col" className="py-1">
                  {t('values.columns.hide')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((entry) => (
                <tr
                  key={entry.value}
                  className={clsx(hidden.has(entry.value) && 'text-slate-500 line-through')}
                >
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {entry.value}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{entry.count}</td>
                  <td className="py-1 pr-3">
                    <input
                      type="checkbox"
                      checked={pinned.has(entry.value)}
                      disabled={!manual}
                      onChange={() => togglePin(entry.value)}
                      aria-label={t('values.pin', { value: entry.value })}
                      className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    />
                  </td>
                  <td className="py-1">
                    <input
                      type="checkbox"
                      checked={hidden.has(entry.value)}
                      onChange={() => toggleHide(entry.value)}
                      aria-label={t('values.hide', { value: entry.value })}
                      className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-slate-500">
            {matching.length > shown.length
              ? t('values.showing', { shown: shown.length, count: matching.length })
              : t('values.total', { count: matching.length })}
            {!manual && ` ${t('values.pinHint')}`}
          </p>
        </div>
      )}
    </div>
  );
}
