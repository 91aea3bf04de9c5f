import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'ghostDanger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and `loadingLabel` and blocks clicks (spec 1 §4). */
  loading?: boolean;
  loadingLabel?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 disabled:bg-indigo-300 aria-disabled:bg-indigo-300',
  secondary:
    'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:text-slate-400 aria-disabled:text-slate-400',
  danger: 'bg-rose-600 text-white shadow-sm hover:bg-rose-500 disabled:bg-rose-300 aria-disabled:bg-rose-300',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 aria-disabled:text-slate-400',
  // A quiet remove or delete in a row: red text, as a class beside the ghost's own colour lost to it.
  ghostDanger: 'text-rose-700 hover:bg-rose-50 disabled:text-slate-400 aria-disabled:text-slate-400',
};

export const buttonClassName = (variant: ButtonVariant = 'primary', className?: string) =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
    'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
    variants[variant],
    className,
  );

/**
 * A disabled or loading button is `aria-disabled`, not `disabled`: it keeps the focus (a disabled
 * button drops it to the page, as "Save" did once the saved form was clean), stays in the Tab order
 * and is announced as unavailable; its clicks, and the form submission they would start, are blocked.
 */
export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const unavailable = Boolean(disabled || loading);
  return (
    <button
      type={type}
      aria-disabled={unavailable || undefined}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, className)}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner size="small" />
          {loadingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
