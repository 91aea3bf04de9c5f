import { useErrorMessage } from '../lib/errors.ts';
import { Button } from './button.tsx';
import { Callout } from './callout.tsx';

interface LoadFailedProps {
  /** What could not be loaded, e.g. "The site couldn't be loaded". */
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}

/** Data a screen needs did not load: what failed, why (the error handler's text), and a retry. */
export function LoadFailed({ title, error, retryLabel, onRetry }: LoadFailedProps) {
  const errorMessage = useErrorMessage();
  return (
    <Callout
      tone="error"
      title={title}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {errorMessage(error)}
    </Callout>
  );
}

/** A part of a screen (a picker's search) that did not load, in one line: what failed, why, and a retry. */
export function InlineLoadFailed({ title, error, retryLabel, onRetry }: LoadFailedProps) {
  const errorMessage = useErrorMessage();
  return (
    <p role="alert" className="text-sm text-rose-700">
      {title} {errorMessage(error)}{' '}
      <button type="button" className="font-medium underline" onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
