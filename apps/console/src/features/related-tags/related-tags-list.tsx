import type { OrganicTag } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TermChip } from '../../ui/term-chips.tsx';
import type { QueryRelatedTags } from './organic-change.ts';

/** Hide or Show on an organic tag, and which one is being saved (`query` + `tag`). */
export interface OrganicActions {
  pending: { query: string; tag: string } | null;
  onChange: (item: QueryRelatedTags, tag: string, hide: boolean) => void;
}

const stateTone: Record<OrganicTag['state'], string> = {
  shown: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  hidden: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

function OrganicTable({ item, actions }: { item: QueryRelatedTags; actions: OrganicActions | undefined }) {
  const { t } = useTranslation('related-tags');
  if (item.organic.length === 0) return <p className="text-sm text-slate-600">{t('list.noOrganic')}</p>;
  return (
    <table className="w-full text-left text-sm" aria-label={t('list.organicOf', { query: item.query })}>
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('columns.tag')}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('columns.state')}
          </th>
          {actions && (
            <th scope="col" className="py-1 text-right font-medium">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {item.organic.map((organic) => {
          const pending = actions?.pending?.query === item.query && actions.pending.tag === organic.tag;
          const hide = organic.state === 'shown';
          return (
            <tr key={organic.tag}>
              <td className="py-2 pr-3 font-medium text-slate-900">{organic.tag}</td>
              <td className="py-2 pr-3">
                <span
                  className={clsx(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                    stateTone[organic.state],
                  )}
                >
                  {t(`states.${organic.state}`)}
                </span>
              </td>
              {actions && (
                <td className="py-2 text-right">
                  <Button
                    variant="secondary"
                    className="px-2.5 py-1 text-xs"
                    loading={pending}
                    loadingLabel={t(hide ? 'organic.hiding' : 'organic.showing')}
                    aria-label={t(hide ? 'organic.hideLabel' : 'organic.showLabel', {
                      tag: organic.tag,
                      query: item.query,
                    })}
                    onClick={() => actions.onChange(item, organic.tag, hide)}
                  >
                    {t(hide ? 'organic.hide' : 'organic.show')}
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The queries with related tags: each with the merchant's tags in their order (as chips) and the
 * organic ones the catalogue suggests now with their state, hidden or shown from their row; Edit
 * (View for a READ-only member) opens the query's editor.
 */
export function RelatedTagsList({
  items,
  busy,
  actions,
  editLabel,
  onEdit,
}: {
  items: QueryRelatedTags[];
  busy: boolean;
  actions: OrganicActions | undefined;
  /** `list.edit` or `list.view`. */
  editLabel: 'list.edit' | 'list.view';
  onEdit: (item: QueryRelatedTags) => void;
}) {
  const { t } = useTranslation('related-tags');
  const id = useId();
  return (
    <ul
      aria-label={t('list.title')}
      aria-busy={busy || undefined}
      className={clsx('divide-y divide-slate-200', busy && 'opacity-60')}
    >
      {items.map((item, index) => (
        <li key={item.query} aria-labelledby={`${id}-${index}`} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id={`${id}-${index}`} className="text-sm font-semibold text-slate-900">
              {item.query}
            </h3>
            <Button
              variant="ghost"
              className="px-2.5 py-1 text-sm"
              aria-label={t(`${editLabel}Label`, { query: item.query })}
              onClick={() => onEdit(item)}
            >
              {t(editLabel)}
            </Button>
          </div>
          <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div>
              <h4 className="mb-1 text-xs font-medium text-slate-500 uppercase">{t('list.curated')}</h4>
              {item.curated && item.curated.tags.length > 0 ? (
                <ol
                  aria-label={t('list.curatedOf', { query: item.query })}
                  className="flex flex-wrap gap-1.5"
                >
                  {item.curated.tags.map((tag) => (
                    <li key={tag}>
                      <TermChip term={tag} className="bg-indigo-50 text-indigo-800" />
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-600">{t('list.noCurated')}</p>
              )}
            </div>
            <div>
              <h4 className="mb-1 text-xs font-medium text-slate-500 uppercase">{t('list.organic')}</h4>
              <OrganicTable item={item} actions={actions} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
