import { Button } from './button.tsx';

interface PaginationProps {
  /** Zero-based index of the first row shown. */
  offset: number;
  pageSize: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  labels: { navigation: string; previous: string; next: string; showing: string };
}

/** Previous / next over `total` rows, `pageSize` at a time, with "showing x–y of z" (`labels.showing`). */
export function Pagination({ offset, pageSize, total, onOffsetChange, labels }: PaginationProps) {
  return (
    <nav aria-label={labels.navigation} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {labels.showing}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          {labels.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={offset + pageSize >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}
