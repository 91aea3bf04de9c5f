import type { ManagementSite } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { getManagementSites } from '../api/get-management-sites.ts';
import { inputClassName } from './form/field-shell.tsx';
import { InlineLoadFailed } from './load-failed.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The words of a site search, in the screen's own namespace. */
export interface SiteSearchLabels {
  search: string;
  placeholder: string;
  loadFailed: string;
  loading: string;
  noMatch: string;
  none: string;
  matches: string;
  tryAgain: string;
}

interface SiteSearchProps {
  labels: SiteSearchLabels;
  /** The control of one site of the list (a checkbox or a radio), given its id-free props. */
  control: (site: ManagementSite, name: string) => ReactNode;
  /** Off, nothing is asked (the picker's "every site" is ticked). */
  enabled?: boolean;
  /** Tailwind max-height of the list, e.g. `max-h-64`. */
  listHeight?: string;
}

/**
 * The platform's sites searched by name, instance key, URL or organisation, for the operators' site
 * pickers (never a typed key): the search box, its loading, empty and failed states, and the list,
 * each site with the control `control` gives it.
 */
export function SiteSearch({ labels, control, enabled = true, listHeight = 'max-h-64' }: SiteSearchProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const sites = useQuery(
    queryOptions({
      queryKey: ['management', 'sites', term],
      queryFn: () => getManagementSites(term),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
  return (
    <>
      <label htmlFor={`${id}-search`} className="sr-only">
        {labels.search}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={labels.placeholder}
        className={inputClassName(false)}
      />
      {sites.isError ? (
        <InlineLoadFailed
          title={labels.loadFailed}
          error={sites.error}
          retryLabel={labels.tryAgain}
          onRetry={() => void sites.refetch()}
        />
      ) : !sites.data ? (
        <p role="status" className="text-xs text-slate-500">
          {labels.loading}
        </p>
      ) : sites.data.results.length === 0 ? (
        <p className="text-xs text-slate-500">{search ? labels.noMatch : labels.none}</p>
      ) : (
        <ul aria-label={labels.matches} className={`${listHeight} space-y-1 overflow-y-auto`}>
          {sites.data.results.map((site) => (
            <li key={site.instance}>
              <label className="flex items-start gap-2 rounded px-1 py-1 text-sm text-slate-800 has-checked:bg-indigo-50">
                {control(site, `${id}-site`)}
                <span>
                  <span className="font-medium">{site.name}</span>{' '}
                  <span className="text-xs text-slate-600">{site.organizationName}</span>
                  <span className="block font-mono text-[11px] text-slate-600">{site.instance}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
