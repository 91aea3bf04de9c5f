import { Spinner } from './spinner.tsx';

/** A row's transient status while a call on it runs (spec 1 §4: "Updating…", "Deleting…"). */
export function PendingStatus({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <Spinner size="small" className="text-indigo-600" />
      {label}
    </span>
  );
}
