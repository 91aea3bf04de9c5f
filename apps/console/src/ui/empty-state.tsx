import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** What the tool does, in a sentence or two. */
  children: ReactNode;
  /** One worked example, e.g. a synonym group as chips. */
  example?: ReactNode;
  /** The ways to start: add one, import a file. */
  actions?: ReactNode;
}

/** A list with nothing in it yet: what the tool is for, one example, and how to begin. */
export function EmptyState({ title, children, example, actions }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-lg text-sm text-slate-600">{children}</div>
      {example && <div className="mt-4 flex justify-center">{example}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
