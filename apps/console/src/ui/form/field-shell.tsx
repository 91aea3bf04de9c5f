import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** An i18n key from a domain schema (e.g. 'validation.required') or a plain message. */
  error?: string;
  /** Marks the label with an asterisk before any submit; the control itself says `required`. */
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export const inputClassName = (invalid: boolean) =>
  clsx(
    'block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset',
    'placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none disabled:bg-slate-50 disabled:text-slate-500',
    invalid ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-indigo-600',
  );

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId(id) : undefined, error ? errorId(id) : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, hint and translated error around one control; the url rule names the other scheme it accepts. */
export function FieldShell({ id, label, hint, error, required, children, className }: FieldShellProps) {
  const { t } = useTranslation(['domain', 'common']);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-rose-700">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} role="alert" className="text-xs font-medium text-rose-600">
          {t(error, { defaultValue: error, host: 'https://' })}
        </p>
      )}
    </div>
  );
}
