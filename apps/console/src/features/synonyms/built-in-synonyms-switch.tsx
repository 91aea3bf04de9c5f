import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useSynonymSettings, useUpdateSynonymSettings } from './api/synonym-settings.ts';

/**
 * The site's switch for the engine's built-in synonyms (issue 30), saved as soon as it is flipped:
 * British and American words, other names of a product and WordNet's synonyms, searched besides
 * the groups listed below, which win where both match.
 */
export function BuiltInSynonymsSwitch({ siteId }: { siteId: string }) {
  const { t } = useTranslation('synonyms');
  const id = useId();
  const canWrite = useCanWrite();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const settings = useSynonymSettings(siteId);
  const update = useUpdateSynonymSettings(siteId);
  const builtIn = update.isPending ? update.variables.builtIn : settings.data?.builtIn;

  const change = (next: boolean) =>
    update.mutate(
      { builtIn: next },
      {
        onSuccess: () =>
          alerts.push({ type: 'success', message: t(next ? 'builtIn.switchedOn' : 'builtIn.switchedOff') }),
        onError: (error) =>
          alerts.push({ type: 'error', title: t('builtIn.saveFailed'), message: errorMessage(error) }),
      },
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('builtIn.title')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('builtIn.description')}
      </p>
      <div className="mt-3">
        {settings.isError ? (
          <InlineLoadFailed
            title={t('builtIn.loadFailed')}
            error={settings.error}
            retryLabel={t('tryAgain')}
            onRetry={() => void settings.refetch()}
          />
        ) : builtIn === undefined ? (
          <Spinner size="small" label={t('builtIn.loading')} />
        ) : (
          <label className="inline-flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              role="switch"
              checked={builtIn}
              disabled={!canWrite || update.isPending}
              aria-describedby={`${id}-hint`}
              onChange={(event) => change(event.target.checked)}
              className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            />
            <span>{t('builtIn.label')}</span>
            {update.isPending && (
              <span role="status" className="text-slate-500">
                {t('builtIn.saving')}
              </span>
            )}
          </label>
        )}
      </div>
    </section>
  );
}
