import type { QueryRankingRuleDocument } from '@playboard/domain';
import { LANGUAGE_PIVOT } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { RowActions, UpdatedTime, type TuningTableProps } from '../../ui/tuning-table.tsx';
import { valueLabel } from './value-label.ts';

export type QueryRankingSortKey = 'title' | 'updated';
type ColumnKey = QueryRankingSortKey | 'appliesTo' | 'contents' | 'status' | 'language' | 'actions';

interface QueryRankingTableProps extends TuningTableProps<QueryRankingRuleDocument, QueryRankingSortKey> {
  rules: readonly QueryRankingRuleDocument[];
}

/** The language pivot of a rule, or undefined when it applies to every language. */
export function ruleLanguage(rule: Pick<QueryRankingRuleDocument, 'criteria'>): string | undefined {
  return rule.criteria.pivots.find((pivot) => pivot.name === LANGUAGE_PIVOT)?.value;
}

/** A rule's name for the merchant: its title, else its queries, else what it applies to. */
export function useRuleName() {
  const { t } = useTranslation('query-ranking');
  return (rule: Pick<QueryRankingRuleDocument, 'title' | 'criteria' | 'endpointId'>) => {
    if (rule.title.trim() !== '') return rule.title;
    if (rule.criteria.queries.length > 0) return rule.criteria.queries.join(', ');
    const { browseField, browseValue } = rule.criteria;
    if (browseValue) return valueLabel(browseField ?? '', browseValue);
    return t(rule.endpointId === 'browse' ? 'appliesTo.allBrowse' : 'appliesTo.allSearches');
  };
}

/** Where a rule applies: its queries as chips, a browse page, or every search or browse page. */
export function AppliesTo({ rule }: { rule: Pick<QueryRankingRuleDocument, 'criteria' | 'endpointId'> }) {
  const { t } = useTranslation('query-ranking');
  const { queries, browseField, browseValue } = rule.criteria;
  if (rule.endpointId === 'search') {
    return queries.length > 0 ? (
      <TermChips terms={queries} />
    ) : (
      <span className="text-slate-600 italic">{t('appliesTo.allSearches')}</span>
    );
  }
  return browseField && browseValue ? (
    <span className="text-slate-800">
      {t('appliesTo.browse', {
        field: t(`fields.${browseField}`),
        value: valueLabel(browseField, browseValue),
      })}
    </span>
  ) : (
    <span className="text-slate-600 italic">{t('appliesTo.allBrowse')}</span>
  );
}

/** What a rule holds: "1 pinned · 2 boosted · 1 hidden". */
function Contents({ rule }: { rule: QueryRankingRuleDocument }) {
  const { t } = useTranslation('query-ranking');
  const ranked = [...rule.productsRanking, ...rule.attributesRanking];
  const parts = [
    rule.pinnedProducts.length > 0 && t('contents.pinned', { count: rule.pinnedProducts.length }),
    ranked.some((element) => element.action === 'BOOST') &&
      t('contents.boosted', { count: ranked.filter((element) => element.action === 'BOOST').length }),
    ranked.some((element) => element.action === 'BURY') &&
      t('contents.buried', { count: ranked.filter((element) => element.action === 'BURY').length }),
    rule.hiddenProducts.length + rule.hiddenAttributes.length > 0 &&
      t('contents.hidden', { count: rule.hiddenProducts.length + rule.hiddenAttributes.length }),
  ].filter((part): part is string => typeof part === 'string');
  return <span className="text-slate-700">{parts.join(' · ')}</span>;
}

/** The site's query ranking rules: name, where each applies, what it holds, on or off, language, when it changed. */
export function QueryRankingTable({
  rules,
  sort,
  onSortChange,
  busy,
  ...rowActions
}: QueryRankingTableProps) {
  const { t } = useTranslation('query-ranking');
  const ruleName = useRuleName();
  const columns: DataTableColumn<QueryRankingRuleDocument, ColumnKey>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      sortable: true,
      cell: (rule) => <span className="font-medium text-slate-900">{ruleName(rule)}</span>,
    },
    { key: 'appliesTo', header: t('columns.appliesTo'), cell: (rule) => <AppliesTo rule={rule} /> },
    { key: 'contents', header: t('columns.contents'), cell: (rule) => <Contents rule={rule} /> },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (rule) => (
        <span
          className={clsx(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
            rule.criteria.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {t(rule.criteria.enabled ? 'status.on' : 'status.off')}
        </span>
      ),
    },
    {
      key: 'language',
      header: t('columns.language'),
      className: 'hidden sm:table-cell',
      cell: (rule) => {
        const language = ruleLanguage(rule);
        return language ? t(`languages.${language}`, { defaultValue: language }) : t('languages.all');
      },
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (rule) => <UpdatedTime iso={rule.metadata.updated ?? undefined} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      numeric: true,
      cell: (rule) => (
        <RowActions namespace="query-ranking" item={rule} terms={ruleName(rule)} {...rowActions} />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={rules}
      rowKey={(rule) => rule.id}
      sort={sort}
      onSortChange={(next) => {
        if (next.key === 'title' || next.key === 'updated')
          onSortChange({ key: next.key, direction: next.direction });
      }}
      busy={busy}
      sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
    />
  );
}
