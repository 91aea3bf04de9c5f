import { resolveLayerSaveErrorMessageKey } from '@playboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/** spec 1 §8: a layer save failing with global-500 reads "The changes couldn't be saved, let's try again". */
export function useSaveError(): (error: unknown) => string {
  const { t } = useTranslation('domain');
  return useCallback(
    (error: unknown) => {
      const body = error instanceof ApiError ? (error.body as { errors?: unknown } | undefined) : undefined;
      const input =
        error instanceof ApiError
          ? Array.isArray(body?.errors) && body.errors.length > 0
            ? body
            : { message: error.message }
          : error;
      const key = resolveLayerSaveErrorMessageKey(input);
      return t(key, { defaultValue: key });
    },
    [t],
  );
}
