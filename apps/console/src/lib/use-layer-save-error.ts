import { resolveLayerSaveErrorMessageKey } from '@playboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** What the domain handler reads, as lib/errors gives it: the `{ errors }` body, else the message. */
function handlerInput(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body as { errors?: unknown } | undefined;
  return Array.isArray(body?.errors) && body.errors.length > 0 ? body : { message: error.message };
}

/** spec 1 §8: a layer save that fails with global-500 reads "The changes couldn't be saved, let's try again". */
export function useLayerSaveError(): (error: unknown) => string {
  const { t } = useTranslation('domain');
  return useCallback(
    (error: unknown) => {
      const key = resolveLayerSaveErrorMessageKey(handlerInput(error));
      return t(key, { defaultValue: key });
    },
    [t],
  );
}
