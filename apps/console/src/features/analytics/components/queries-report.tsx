import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table.tsx';
import type { AnalyticsReport, QueryRow } from '../api/get-analytics-report.ts';
import { useAnalyticsFormat } from '../format.ts';
import type { AnalyticsContext } from './analytics-frame.tsx';
import { ReportTable } from './report-table.tsx';

type QueryColumn = keyof QueryRow;

const reports = {
  with: { resource: 'queries', params: { results: 'with' } },
  without: { resource: 'queries', params: { results: 'without' } },
} as const satisfies Record<string, AnalyticsReport>;

/** The searches shoppers ran, with or without results, most searched first. */
export function QueriesReport({ results, ...context }: AnalyticsContext & { results: 'with' | 'without' }) {
  const { t } = useTranslation(['analytics', 'common']);
  const format = useAnalyticsFormat();
  const rate = (value: number | null) => (value === null ? '–' : format.rate(value));
  const all: DataTableColumn<QueryRow, QueryColumn>[] = [
    { key: 'query', header: t('columns.query'), cell: (row) => row.query, sortable: true },
    {
      key: 'searches',
      header: t('columns.searches'),
      cell: (row) => format.number(row.searches),
      numeric: true,
      sortable: true,
    },
    {
      key: 'clicks',
      header: t('columns.clicks'),
      cell: (row) => format.number(row.clicks),
      numeric: true,
      sortable: true,
    },
    { key: 'ctr', header: t('columns.ctr'), cell: (row) => rate(row.ctr), numeric: true, sortable: true },
    {
      key: 'addToCarts',
      header: t('columns.addToCarts'),
      cell: (row) => format.number(row.addToCarts),
      numeric: true,
      sortable: true,
    },
    {
      key: 'checkouts',
      header: t('columns.checkouts'),
      cell: (row) => format.number(row.checkouts),
      numeric: true,
      sortable: true,
    },
  ];
  // A search without results has nothing to click or buy: only how often it was searched matters.
  const columns =
    results === 'with' ? all : all.filter((column) => column.key === 'query' || column.key === 'searches');
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
    />
  );
}
