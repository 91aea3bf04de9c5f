import type { BusinessRule, Language } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { RowActions, TuningDataTable, UpdatedTime, type TuningTableProps } from '../../ui/tuning-table.tsx';
import { useProduct } from './product-card.tsx';
import { valueLabel } from './value-label.ts';

export type BusinessRuleSortKey = 'terms' | 'updated';
type ColumnKey = BusinessRuleSortKey | 'ranking' | 'effect' | 'actions';

interface BusinessRulesTableProps extends TuningTableProps<BusinessRule, BusinessRuleSortKey> {
  rules: readonly BusinessRule[];
  siteId: string;
  language: Language;
}

/** A product of a rule by its catalogue name (the rule stores its id). */
function ProductName({ siteId, language, id }: { siteId: string; language: Language; id: string }) {
  return <>{useProduct(siteId, language, id, undefined).name}</>;
}

/** What a rule ranks, products by their names. */
export function Ranking({
  rule,
  siteId,
  language,
}: {
  rule: BusinessRule;
  siteId: string;
  language: Language;
}) {
  const { t } = useTranslation('business-rules');
  const rankingText = useRankingText();
  if (rule.field !== 'PRODUCT_ID') return <>{rankingText(rule)}</>;
  return (
    <>
      {t('fields.PRODUCT_ID')}:{' '}
      {rule.values.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          <ProductName siteId={siteId} language={language} id={id} />
        </span>
      ))}
    </>
  );
}

/** Boost or bury as a badge. */
export function EffectBadge({ type }: { type: BusinessRule['type'] }) {
  const { t } = useTranslation('business-rules');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        type === 'BOOST' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
      )}
    >
      {t(`types.${type}`)}
    </span>
  );
}

/** What a rule ranks: "Category: Jeans, Shoes", or "New products". */
export function useRankingText() {
  const { t } = useTranslation('business-rules');
  return (rule: Pick<BusinessRule, 'field' | 'values'>) =>
    rule.field === 'IS_NEW'
      ? t('fields.IS_NEW')
      : t('ranking', {
          field: t(`fields.${rule.field}`),
          values: rule.values.map((value) => valueLabel(rule.field, value)).join(', '),
        });
}

/** The business rules of one language: what each ranks, boost or bury, the searches it applies to, when it changed. */
export function BusinessRulesTable({
  rules,
  siteId,
  language,
  sort,
  onSortChange,
  busy,
  ...rowActions
}: BusinessRulesTableProps) {
  const { t } = useTranslation('business-rules');
  const rankingText = useRankingText();
  const columns: DataTableColumn<BusinessRule, ColumnKey>[] = [
    {
      key: 'ranking',
      header: t('columns.ranking'),
      cell: (rule) => (
        <span className="font-medium text-slate-900">
          <Ranking rule={rule} siteId={siteId} language={language} />
        </span>
      ),
    },
    { key: 'effect', header: t('columns.effect'), cell: (rule) => <EffectBadge type={rule.type} /> },
    {
      key: 'terms',
      header: t('columns.terms'),
      sortable: true,
      cell: (rule) =>
        rule.matchingQueries.length === 0 ? (
          <span className="text-sm text-slate-600 italic">{t('allSearches')}</span>
        ) : (
          <TermChips terms={rule.matchingQueries} />
        ),
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (rule) => <UpdatedTime iso={rule.updatedTime} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      numeric: true,
      cell: (rule) => (
        <RowActions namespace="business-rules" item={rule} terms={rankingText(rule)} {...rowActions} />
      ),
    },
  ];
  return (
    <TuningDataTable
      namespace="business-rules"
      columns={columns}
      rows={rules}
      rowKey={(rule) => rule.id ?? `${rule.field}|${rule.values.join('|')}`}
      sort={sort}
      onSortChange={onSortChange}
      busy={busy}
    />
  );
}
