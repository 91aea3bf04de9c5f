import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table.tsx';
import type { AnalyticsReport, CorrectedQueryRow } from '../api/get-analytics-report.ts';
import type { AnalyticsContext } from './analytics-frame.tsx';
import { useReportColumns } from './report-columns.ts';
import { ReportTable } from './report-table.tsx';

interface CorrectedQueriesReportProps extends AnalyticsContext {
  /** A column after the figures, e.g. what was done about each search (not sortable). */
  extraColumn?: DataTableColumn<CorrectedQueryRow, 'extra'>;
}

const report = {
  resource: 'queries',
  params: { results: 'corrected' },
} as const satisfies AnalyticsReport;

/**
 * The searches the engine corrected and that then found products: what shoppers typed, what the
 * storefront showed instead and how often, most searched first.
 */
export function CorrectedQueriesReport({ extraColumn, ...context }: CorrectedQueriesReportProps) {
  const { t } = useTranslation('analytics');
  const column = useReportColumns<CorrectedQueryRow>();
  const shown: DataTableColumn<CorrectedQueryRow, keyof CorrectedQueryRow>[] = [
    { key: 'query', header: t('columns.query'), cell: (row) => row.query, sortable: true },
    { key: 'correction', header: t('columns.correction'), cell: (row) => row.correction, sortable: true },
    column.count('searches', t('columns.searches')),
  ];
  const columns: DataTableColumn<CorrectedQueryRow, keyof CorrectedQueryRow | 'extra'>[] = extraColumn
    ? [...shown, extraColumn]
    : shown;
  return (
    <ReportTable
      {...context}
      report={report}
      columns={columns}
      rowKey={(row) => row.query}
      defaultSort={{ key: 'searches', direction: 'desc' }}
      caption={t('corrected.caption')}
      fileName="searches-corrected"
      emptyText={t('corrected.empty')}
    />
  );
}
