import type { SyncRow } from '../../db/schema/index.ts';
import type { SyncMode, SyncTrigger, SyncView } from './sync.schemas.ts';

const statuses: Record<string, SyncView['status']> = {
  queued: 'IN_PROGRESS',
  running: 'IN_PROGRESS',
  done: 'DONE',
  failed: 'FAILED',
};

function percentage(row: SyncRow): number | null {
  if (row.status === 'done') return 100;
  if (row.total === null) return null;
  if (row.total === 0) return 0;
  return Math.min(100, Math.floor((row.processed * 100) / row.total));
}

export function syncView(row: SyncRow): SyncView {
  return {
    id: row.id,
    mode: row.mode as SyncMode,
    trigger: row.trigger as SyncTrigger,
    status: statuses[row.status] ?? 'IN_PROGRESS',
    processed: row.processed,
    total: row.total,
    percentage: percentage(row),
    upserted: row.upserted,
    removed: row.removed,
    rejected: row.rejected,
    rejections: row.rejections.map((rejection) => ({ id: rejection.id ?? '', reason: rejection.reason })),
    failure:
      row.status === 'failed'
        ? {
            code: row.failureCode ?? 'global-500',
            message: row.failureReason ?? 'The synchronisation failed',
          }
        : null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
