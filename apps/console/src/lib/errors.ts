import { resolveErrorMessageKey } from '@playboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** What the domain handler reads: the `{ errors }` body of an API error, else the error's message. */
function handlerInput(error: unknown): unknown {
  if (error instanceof ApiError) {
    const body = error.body as { errors?: unknown } | undefined;
    return Array.isArray(body?.errors) && body.errors.length > 0 ? body : { message: error.message };
  }
  return error;
}

/** The i18n key (namespace `domain`) or verbatim message for an error, per spec 1 §8. */
export function errorMessageKey(error: unknown): string {
  return resolveErrorMessageKey(handlerInput(error));
}

/** `(error) => translated message` following spec 1 §8: first code, else message, else unknown error. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('domain');
  return useCallback(
    (error: unknown) => {
      const key = errorMessageKey(error);
      return t(key, { defaultValue: key });
    },
    [t],
  );
}
