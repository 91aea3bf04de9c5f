import type { LearnedNextQuery } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TermChip } from '../../ui/term-chips.tsx';
import type { QueryNextQueries } from './learned-change.ts';

/** Hide or Show on a learned next query, and which one is being saved (`query` + `next`). */
export interface LearnedActions {
  pending: { query: string; next: string } | null;
  onChange: (item: QueryNextQueries, next: string, hide: boolean) => void;
}

const stateTone: Record<LearnedNextQuery['state'], string> = {
  shown: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  hidden: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  banned: 'bg-rose-50 text-rose-800 ring-rose-600/20',
};

function LearnedTable({ item, actions }: { item: QueryNextQueries; actions: LearnedActions | undefined }) {
  const { t, i18n } = useTranslation('next-queries');
  const number = (value: number, digits = 0) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (item.learned.length === 0) return <p className="text-sm text-slate-600">{t('list.noLearned')}</p>;
  return (
    <table className="w-full text-left text-sm" aria-label={t('list.learnedOf', { query: item.query })}>
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('columns.next')}
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            {t('columns.sessions')}
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            {t('columns.lift')}
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
        {item.learned.map((learned) => {
          const pending = actions?.pending?.query === item.query && actions.pending.next === learned.query;
          return (
            <tr key={learned.query}>
              <td className="py-2 pr-3 font-medium text-slate-900">{learned.query}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{number(learned.sessions)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">×{number(learned.lift, 2)}</td>
              <td className="py-2 pr-3">
                <span
                  className={clsx(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                    stateTone[learned.state],
                  )}
                >
                  {t(`states.${learned.state}`)}
                </span>
                <p className="mt-1 text-xs text-slate-500">{t(`stateHints.${learned.state}`)}</p>
              </td>
              {actions && (
                <td className="py-2 text-right">
                  {learned.state !== 'banned' && (
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1 text-xs"
                      loading={pending}
                      loadingLabel={t(learned.state === 'shown' ? 'learned.hiding' : 'learned.showing')}
                      aria-label={t(learned.state === 'shown' ? 'learned.hideLabel' : 'learned.showLabel', {
                        next: learned.query,
                        query: item.query,
                      })}
                      onClick={() => actions.onChange(item, learned.query, learned.state === 'shown')}
                    >
                      {t(learned.state === 'shown' ? 'learned.hide' : 'learned.show')}
                    </Button>
                  )}
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
 * The queries with next queries: each with the merchant's next queries in their order (as chips)
 * and the learned ones with their sessions, lift and state, hidden or shown from their row; Edit
 * (View for a READ-only member) opens the query's editor.
 */
export function NextQueriesList({
  items,
  busy,
  actions,
  editLabel,
  onEdit,
}: {
  items: QueryNextQueries[];
  busy: boolean;
  actions: LearnedActions | undefined;
  /** `list.edit` or `list.view`. */
  editLabel: 'list.edit' | 'list.view';
  onEdit: (item: QueryNextQueries) => void;
}) {
  const { t } = useTranslation('next-queries');
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
              {item.curated && item.curated.nextQueries.length > 0 ? (
                <ol
                  aria-label={t('list.curatedOf', { query: item.query })}
                  className="flex flex-wrap gap-1.5"
                >
                  {item.curated.nextQueries.map((next) => (
                    <li key={next}>
                      <TermChip term={next} className="bg-indigo-50 text-indigo-800" />
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-600">{t('list.noCurated')}</p>
              )}
            </div>
            <div>
              <h4 className="mb-1 text-xs font-medium text-slate-500 uppercase">{t('list.learned')}</h4>
              <LearnedTable item={item} actions={actions} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
