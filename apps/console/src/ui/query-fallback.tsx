import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

interface QueryFallbackProps {
  /** A query without data yet: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** Read by screen readers while loading, e.g. "Loading the site…". */
  loadingLabel: string;
  /** What could not be loaded, e.g. "The site couldn't be loaded". */
  failedTitle: string;
  retryLabel: string;
}

/** What a screen shows until its query has data: a spinner while it loads, what failed and a retry once it fails. */
export function QueryFallback({ query, loadingLabel, failedTitle, retryLabel }: QueryFallbackProps) {
  if (query.isPending) return <Spinner label={loadingLabel} className="text-indigo-600" />;
  return (
    <LoadFailed
      title={failedTitle}
      error={query.error}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
    />
  );
}
