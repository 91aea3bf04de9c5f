import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useAlerts } from '../../../ui/alerts/use-alerts.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn, type SortState } from '../../../ui/data-table.tsx';
import { inputClassName } from '../../../ui/form/field-shell.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { QueryFallback } from '../../../ui/query-fallback.tsx';
import { downloadReportCsv, useReportPage, type AnalyticsReport } from '../api/get-analytics-report.ts';
import type { AnalyticsContext } from './analytics-frame.tsx';

export const PAGE_SIZE = 20;

/** How long typing pauses before the search box asks the API. */
const SEARCH_DELAY_MS = 300;

interface ReportTableProps<Row, Key extends string> extends AnalyticsContext {
  report: AnalyticsReport;
  columns: readonly DataTableColumn<Row, Key>[];
  rowKey: (row: Row) => string;
  defaultSort: SortState<Key>;
  caption: string;
  /** The downloaded file's name without the range and extension, e.g. `searches-with-results`. */
  fileName: string;
  /** What the table lists, said when the period has no row; by default, that there is no data. */
  emptyText?: string;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * One analytics table: search box, sortable columns, pages of {@link PAGE_SIZE} rows and a CSV
 * export of every matching row, all asked of the API for the shared date range.
 */
export function ReportTable<Row, Key extends string>({
  engine,
  range,
  report,
  columns,
  rowKey,
  defaultSort,
  caption,
  fileName,
  emptyText,
}: ReportTableProps<Row, Key>) {
  const { t } = useTranslation('analytics');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const searchId = useId();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState(defaultSort);
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const { from, to } = range.range;

  // A new filter, order or range starts again from the first page.
  const [filters, setFilters] = useState({ search, sort, from, to });
  if (filters.search !== search || filters.sort !== sort || filters.from !== from || filters.to !== to) {
    setFilters({ search, sort, from, to });
    setOffset(0);
  }

  const query = { range: range.range, search, sort: sort.key, order: sort.direction };
  const page = useReportPage<Row>(engine.engineId, report, { ...query, limit: PAGE_SIZE, offset });

  const exportCsv = () => {
    setExporting(true);
    downloadReportCsv(engine.engineId, report, query, `${fileName}-${from}-${to}.csv`)
      .catch((error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }))
      .finally(() => setExporting(false));
  };

  const total = page.data?.total ?? 0;
  return (
    <section aria-label={caption} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-xs">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            {t('table.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            className={`mt-1 ${inputClassName(false)}`}
          />
        </div>
        <Button
          variant="secondary"
          onClick={exportCsv}
          loading={exporting}
          loadingLabel={t('table.exporting')}
          disabled={total === 0}
        >
          {t('table.export')}
        </Button>
      </div>
      {!page.isSuccess && <QueryFallback query={page} t={t} labels={{ loading: t('table.loading') }} />}
      {page.isSuccess && page.data.rows.length === 0 && (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          {search ? t('table.noMatch', { search }) : (emptyText ?? t('table.empty'))}
        </p>
      )}
      {page.isSuccess && page.data.rows.length > 0 && (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            rows={page.data.rows}
            rowKey={rowKey}
            sort={sort}
            onSortChange={setSort}
            busy={page.isPlaceholderData}
            sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
          />
          <Pagination
            offset={offset}
            pageSize={PAGE_SIZE}
            total={total}
            onOffsetChange={setOffset}
            labels={{
              navigation: t('table.pages'),
              previous: t('table.previous'),
              next: t('table.next'),
              showing: t('table.showing', {
                first: offset + 1,
                last: Math.min(offset + PAGE_SIZE, total),
                total,
              }),
            }}
          />
        </>
      )}
    </section>
  );
}
