import type { AuditLogArea, AuditLogPage } from '@playboard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Which entries: by person (e-mail), area and time (`from` included, `to` excluded). */
export interface AuditFilter {
  actor?: string | undefined;
  area?: AuditLogArea | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Whose log: an organisation's (its owners'), or the platform's own (its operators'). */
export type AuditSource = { organizationId: string } | { platform: true };

const auditPath = (source: AuditSource) =>
  'platform' in source
    ? '/management/v1/audit'
    : `/account/v1/organizations/${encodeURIComponent(source.organizationId)}/audit`;

function search(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * GET /account/v1/organizations/{id}/audit (or the platform's /management/v1/audit): a page of
 * the changes, newest first.
 */
export function listAudit(
  source: AuditSource,
  query: AuditFilter & { limit: number; offset: number },
): Promise<AuditLogPage> {
  return api.get<AuditLogPage>(`${auditPath(source)}?${search(query)}`);
}

export function useAuditLog(source: AuditSource, query: AuditFilter & { limit: number; offset: number }) {
  // The former page stays on screen while the next one loads.
  return useQuery({
    queryKey: ['audit', source, query],
    queryFn: () => listAudit(source, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every entry the filter matches as CSV (GET .../audit.csv). Fetched through the API client, so the
 * request carries the Authorization header, then handed to the browser as a file.
 */
export async function downloadAuditCsv(source: AuditSource, filter: AuditFilter, fileName: string) {
  const csv = (await api.get<string | undefined>(`${auditPath(source)}.csv?${search(filter)}`)) ?? '';
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
