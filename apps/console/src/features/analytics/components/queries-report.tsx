import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table.tsx';
import type { AnalyticsReport, QueryRow } from '../api/get-analytics-report.ts';
import type { AnalyticsContext } from './analytics-frame.tsx';
import { useReportColumns } from './report-columns.ts';
import { ReportTable } from './report-table.tsx';

type QueryColumn = keyof QueryRow;

interface QueriesReportProps extends AnalyticsContext {
  results: 'with' | 'without';
  /** A column after the figures, e.g. what was done about each search (not sortable). */
  extraColumn?: DataTableColumn<QueryRow, 'extra'>;
  /** What the table lists, said when the period has no row. */
  emptyText?: string;
}

const reports = {
  with: { resource: 'queries', params: { results: 'with' } },
  without: { resource: 'queries', params: { results: 'without' } },
} as const satisfies Record<string, AnalyticsReport>;

/** The searches shoppers ran, with or without results, most searched first. */
export function QueriesReport({ results, extraColumn, emptyText, ...context }: QueriesReportProps) {
  const { t } = useTranslation(['analytics', 'common']);
  const column = useReportColumns<QueryRow>();
  const all: DataTableColumn<QueryRow, QueryColumn>[] = [
    { key: 'query', header: t('columns.query'), cell: (row) => row.query, sortable: true },
    column.count('searches', t('columns.searches')),
    column.count('clicks', t('columns.clicks')),
    column.rate('ctr', t('columns.ctr')),
    column.count('addToCarts', t('columns.addToCarts')),
    column.count('checkouts', t('columns.checkouts')),
  ];
  // A search without results has nothing to click or buy: only how often it was searched matters.
  const shown = results === 'with' ? all : all.filter(({ key }) => key === 'query' || key === 'searches');
  const columns: DataTableColumn<QueryRow, QueryColumn | 'extra'>[] = extraColumn
    ? [...shown, extraColumn]
    : shown;
  return (
    <ReportTable
      {...context}
      report={reports[results]}
      columns={columns}
      rowKey={(row) => row.query}
      defaultSort={{ key: 'searches', direction: 'desc' }}
      caption={t(
        results === 'with' ? 'pages.analyticsSearchesWithResults' : 'pages.analyticsSearchesNoResults',
        {
          ns: 'common',
        },
      )}
      fileName={results === 'with' ? 'searches-with-results' : 'searches-no-results'}
      emptyText={emptyText}
    />
  );
}
