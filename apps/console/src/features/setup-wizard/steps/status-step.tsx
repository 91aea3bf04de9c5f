import type { SetupState, Site } from '@playboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useSyncProgress } from '../../../lib/sync-progress.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';
import { GettingStarted } from '../../../ui/getting-started.tsx';
import { QueryFallback } from '../../../ui/query-fallback.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { getSetupQueryOptions, useSetup } from '../../../api/get-setup.ts';
import { useRetrySetup } from '../api/retry-setup.ts';

/**
 * The last step (spec 1 §4): the catalogue processing progress, live from `sync:progress` with
 * polling behind it; FAILED says why and offers a retry; DONE ends the setup with what was indexed
 * and the next steps (issue 18), then the console.
 */
export function StatusStep({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('setup-wizard');
  const { t: ending } = useTranslation('getting-started');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const setup = useSetup(site.uuid);
  const retry = useRetrySetup(site.uuid);
  const { queryKey } = getSetupQueryOptions(site.uuid);

  useSyncProgress(site.uuid, (sync) => {
    // The setup is DONE once the site is indexed, which the server says after the sync ends.
    if (sync.status === 'DONE') void queryClient.invalidateQueries({ queryKey });
    else
      queryClient.setQueryData<SetupState>(queryKey, {
        status: sync.status === 'FAILED' ? 'FAILED' : 'IN_PROGRESS',
        sync,
      });
  });

  const number = (value: number) => value.toLocaleString(i18n.language);
  const card = 'max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5';

  if (setup.isPending) {
    return (
      <div className={card}>
        <Spinner label={t('status.loading')} className="text-indigo-600" />
      </div>
    );
  }
  if (setup.isError) {
    return <QueryFallback query={setup} t={t} labels={{ loadFailed: t('status.loadFailed') }} />;
  }

  const { sync } = setup.data;
  if (setup.data.status === 'FAILED') {
    return (
      <div className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t('status.title', { shop: site.name })}</h2>
        <Callout
          tone="error"
          title={t('status.failed')}
          actions={
            <Button
              onClick={() => retry.mutate()}
              loading={retry.isPending}
              loadingLabel={t('status.retrying')}
            >
              {t('status.retry')}
            </Button>
          }
        >
          <p>{sync?.failure ? errorMessage({ errors: [sync.failure] }) : t('status.failedUnknown')}</p>
          {sync?.failure && (
            <p className="mt-1 text-xs">
              {t('status.failure', { code: sync.failure.code, reason: sync.failure.message })}
            </p>
          )}
        </Callout>
        {retry.isError && <Callout tone="error">{errorMessage(retry.error)}</Callout>}
      </div>
    );
  }

  if (setup.data.status === 'DONE') {
    return (
      <div className="max-w-2xl">
        <GettingStarted
          site={site}
          placement="ending"
          actions={
            <Link to={paths.home.getHref()} className={buttonClassName('primary')}>
              {ending('goToAnalytics')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={card}>
      <h2 className="text-lg font-semibold text-slate-900">{t('status.title', { shop: site.name })}</h2>
      <p className="text-sm text-slate-700">{t('status.intro')}</p>
      <ProgressBar value={sync?.percentage ?? null} label={t('status.progress')} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {!sync
          ? t('status.waiting')
          : sync.status === 'DONE'
            ? t('status.indexing')
            : sync.total === null
              ? t('status.processedUnknown', { processed: number(sync.processed) })
              : t('status.processed', {
                  processed: number(sync.processed),
                  total: number(sync.total),
                  percentage: sync.percentage ?? 0,
                })}
      </p>
      {sync && sync.rejected > 0 && (
        <p className="text-sm text-amber-800">{t('status.rejected', { count: sync.rejected })}</p>
      )}
    </div>
  );
}
