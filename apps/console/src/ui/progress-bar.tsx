interface ProgressBarProps {
  /** 0 to 100; null while the total is not known yet (an indeterminate bar). */
  value: number | null;
  label: string;
}

/** An accessible progress bar: screen readers read the label and the percentage. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percentage = value === null ? null : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage ?? undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={
          percentage === null
            ? 'h-full w-1/3 animate-pulse rounded-full bg-indigo-400'
            : 'h-full rounded-full bg-indigo-600 transition-[width] duration-500'
        }
        style={percentage === null ? undefined : { width: `${percentage}%` }}
      />
    </div>
  );
}
