import { clsx } from 'clsx';

/** One term as a chip. */
export function TermChip({ term, className }: { term: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex max-w-full items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium break-words text-slate-800',
        className,
      )}
    >
      {term}
    </span>
  );
}

/** Terms as chips, read only: a list for screen readers, a wrapping row on screen. */
export function TermChips({ terms, className }: { terms: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('flex flex-wrap gap-1.5', className)}>
      {terms.map((term, index) => (
        <li key={`${index}-${term}`} className="max-w-full">
          <TermChip term={term} />
        </li>
      ))}
    </ul>
  );
}
