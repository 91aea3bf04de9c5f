import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

type Label = 'loading' | 'loadFailed' | 'tryAgain';

interface QueryFallbackProps {
  /** A query without data yet: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /**
   * The screen's translations, which name its `loading` text (read by screen readers, e.g. "Loading the
   * site…"), what failed (`loadFailed`, e.g. "The site couldn't be loaded") and the retry (`tryAgain`).
   */
  t: (key: Label) => string;
  /** Texts a part of a screen words on its own (e.g. "Loading the KPIs…"), in place of the screen's. */
  labels?: Partial<Record<Label, string>>;
}

/** What a screen shows until its query has data: a spinner while it loads, then what failed and a retry. */
export function QueryFallback({ query, t, labels = {} }: QueryFallbackProps) {
  const label = (key: Label) => labels[key] ?? t(key);
  if (query.isPending) return <Spinner label={label('loading')} className="text-indigo-600" />;
  return (
    <LoadFailed
      title={label('loadFailed')}
      error={query.error}
      retryLabel={label('tryAgain')}
      onRetry={() => void query.refetch()}
    />
  );
}
