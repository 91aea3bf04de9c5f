import type { ReactNode } from 'react';
import { useEffect } from 'react';

interface PageProps {
  title: string;
  /** Shown under the heading. */
  description?: ReactNode;
  /** Buttons aligned with the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  /** A single centred column, for one-card screens such as sign-up. */
  narrow?: boolean;
}

/** A screen: sets the document title and renders the heading. */
export function Page({ title, description, actions, children, narrow = false }: PageProps) {
  useEffect(() => {
    document.title = `${title} · Playboard`;
  }, [title]);

  return (
    <section className={`mx-auto w-full px-4 py-6 sm:px-8 sm:py-10 ${narrow ? 'max-w-xl' : 'max-w-6xl'}`}>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <div className="mt-2 max-w-2xl text-sm text-slate-600">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
