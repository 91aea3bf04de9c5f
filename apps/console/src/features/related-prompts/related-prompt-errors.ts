import { relatedPromptErrorBodySchema } from '@playboard/domain';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';

/** The message of a Related prompts API error (spec 2 §8: from its `error` field); undefined for another error. */
export function promptErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return relatedPromptErrorBodySchema.safeParse(error.body).data?.error.message || undefined;
}

/** The text of a failed call: the Related prompts API's message (a 400 names what it refuses), else the console's usual one. */
export function useRelatedPromptErrorMessage() {
  const errorMessage = useErrorMessage();
  return (error: unknown) => promptErrorMessage(error) ?? errorMessage(error);
}
