import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';

/**
 * Why a change of the rules was refused: a 400's own message (it names the bad input; its code's
 * catalogue text is about sign-in), else the error handler's text.
 */
export function useSaveMessage(): (error: unknown) => string {
  const errorMessage = useErrorMessage();
  return (error) => (error instanceof ApiError && error.status === 400 ? error.message : errorMessage(error));
}
