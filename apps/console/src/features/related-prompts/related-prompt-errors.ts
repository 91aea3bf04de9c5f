import { decodeRelatedPromptsError } from '@playboard/domain';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';

/**
 * The text of a failed call: the Related prompts API's message (spec 2 §8: status and message from
 * the `error` field; a 400 names what it refuses), else the console's usual one.
 */
export function useRelatedPromptErrorMessage() {
  const errorMessage = useErrorMessage();
  return (error: unknown) =>
    (error instanceof ApiError && decodeRelatedPromptsError(error.status, error.body).message) ||
    errorMessage(error);
}
