import type { DateRange, ReportPage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { analyticsPath } from './get-analytics-engine.ts';

export type SortOrder = 'asc' | 'desc';

export type {
  CorrectedQueryReportRow as CorrectedQueryRow,
  ProductReportRow as ProductRow,
  QueryReportRow as QueryRow,
  RelatedPromptReportRow as RelatedPromptRow,
  ReportPage,
} from '@playboard/domain';

/** Which table: the resource under the engine and the fixed parameters it needs. */
export interface AnalyticsReport {
  resource: 'queries' | 'products' | 'related-prompts';
  params?: Record<string, string>;
}

export interface ReportQuery {
  range: DateRange;
  search: string;
  sort: string;
  order: SortOrder;
  limit: number;
  offset: number;
}

function reportSearch(
  report: AnalyticsReport,
  query: Omit<ReportQuery, 'limit' | 'offset'>,
): URLSearchParams {
  const params = new URLSearchParams({ from: query.range.from, to: query.range.to, ...report.params });
  if (query.search) params.set('search', query.search);
  params.set('sort', query.sort);
  params.set('order', query.order);
  return params;
}

export function getReportPage<Row>(
  engineId: string,
  report: AnalyticsReport,
  query: ReportQuery,
): Promise<ReportPage<Row>> {
  const params = reportSearch(report, query);
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset));
  return api.get<ReportPage<Row>>(`${analyticsPath(engineId, report.resource)}?${params.toString()}`);
}

export function getReportPageQueryOptions<Row>(
  engineId: string,
  report: AnalyticsReport,
  query: ReportQuery,
) {
  return queryOptions({
    queryKey: ['analytics', engineId, report.resource, report.params ?? {}, query],
    queryFn: () => getReportPage<Row>(engineId, report, query),
  });
}

export function useReportPage<Row>(engineId: string, report: AnalyticsReport, query: ReportQuery) {
  // Paging and sorting keep the current rows visible until the next ones arrive.
  return useQuery({
    ...getReportPageQueryOptions<Row>(engineId, report, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every matching row as CSV (`format=csv`). Fetched through the API client rather than linked, so
 * the request carries the Authorization header, then handed to the browser as a file.
 */
export async function downloadReportCsv(
  engineId: string,
  report: AnalyticsReport,
  query: Omit<ReportQuery, 'limit' | 'offset'>,
  fileName: string,
): Promise<void> {
  const params = reportSearch(report, query);
  params.set('format', 'csv');
  const csv =
    (await api.get<string | undefined>(`${analyticsPath(engineId, report.resource)}?${params.toString()}`)) ??
    '';
  // Reading the answer as text drops its byte order mark, which spreadsheets need to read UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
