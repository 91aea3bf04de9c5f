import { clsx } from 'clsx';

interface SpinnerProps {
  /** Read by screen readers; omit when a visible label already says what is loading. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const sizes = { small: 'size-4 border-2', medium: 'size-6 border-2', large: 'size-10 border-[3px]' };

export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-r-transparent align-middle',
        sizes[size],
        className,
      )}
    />
  );
}
