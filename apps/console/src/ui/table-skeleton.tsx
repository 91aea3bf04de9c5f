interface TableSkeletonProps {
  /** Read by screen readers, e.g. "Loading synonyms…". */
  label: string;
  rows?: number;
  columns?: number;
}

/** Grey bars in the shape of the table that is loading, so the page does not jump when it arrives. */
export function TableSkeleton({ label, rows = 5, columns = 3 }: TableSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="animate-pulse space-y-3 py-2">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: columns }, (_, column) => (
            <div
              key={column}
              className={`h-5 rounded bg-slate-200 ${column === 0 ? 'flex-[3]' : 'flex-1'}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
