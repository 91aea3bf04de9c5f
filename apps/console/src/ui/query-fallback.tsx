import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

interface QueryFallbackProps {
  /** A query without data yet: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /**
   * The screen's translations, which name its `loading` text (read by screen readers, e.g. "Loading the
   * site…"), what failed (`loadFailed`, e.g. "The site couldn't be loaded") and the retry (`tryAgain`).
   */
  t: (key: 'loading' | 'loadFailed' | 'tryAgain') => string;
}

/** What a screen shows until its query has data: a spinner while it loads, then what failed and a retry. */
export function QueryFallback({ query, t }: QueryFallbackProps) {
  if (query.isPending) return <Spinner label={t('loading')} className="text-indigo-600" />;
  return (
    <LoadFailed
      title={t('loadFailed')}
      error={query.error}
      retryLabel={t('tryAgain')}
      onRetry={() => void query.refetch()}
    />
  );
}
