import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type CalloutTone = 'info' | 'success' | 'warning' | 'error';

interface CalloutProps {
  tone?: CalloutTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  className?: string;
}

const tones: Record<CalloutTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-rose-200 bg-rose-50 text-rose-900',
};

/**
 * A message that stays in the page (unlike the alert dock): a prompt, a state or an error next to
 * what it is about. Errors are announced (role alert), the others politely (role status).
 */
export function Callout({ tone = 'info', title, children, actions, className }: CalloutProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={clsx(title && 'mt-1')}>{children}</div>}
      {actions && <div className="mt-3 flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
