import type { CurrentSync, Site, SyncView } from '@playboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useSyncProgress } from '../../lib/sync-progress.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { Page } from '../../ui/page.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { useRelativeTime } from '../../ui/use-relative-time.ts';
import { getCurrentSyncQueryOptions, useCurrentSync } from './api/get-current-sync.ts';
import { useStartSync } from './api/start-sync.ts';
import { useUpdateSyncInterval } from './api/update-sync-interval.ts';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sync-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CurrentStatus({ current }: { current: CurrentSync }) {
  const { t, i18n } = useTranslation('synchronization');
  const errorMessage = useErrorMessage();
  const lastSuccess = useRelativeTime(current.lastSuccessAt, 'past');
  const { sync } = current;
  const number = (value: number) => value.toLocaleString(i18n.language);

  if (sync?.status === 'IN_PROGRESS') {
    return (
      <div className="space-y-3">
        <p className="text-sm font-medium text-slate-900">{t('status.inProgress')}</p>
        <ProgressBar value={sync.percentage} label={t('status.progress')} />
        <p className="text-sm text-slate-600" aria-live="polite">
          {sync.total === null
            ? t('status.processedUnknown', { processed: number(sync.processed) })
            : t('status.processed', {
                processed: number(sync.processed),
                total: number(sync.total),
                percentage: sync.percentage ?? 0,
              })}
        </p>
      </div>
    );
  }
  if (sync?.status === 'FAILED') {
    return (
      <Callout tone="error" title={t('status.failed')}>
        <p>{sync.failure ? errorMessage({ errors: [sync.failure] }) : t('status.failedUnknown')}</p>
        {sync.failure && (
          <p className="mt-1 text-xs">
            {t('status.failure', { code: sync.failure.code, reason: sync.failure.message })}
          </p>
        )}
        {lastSuccess && <p className="mt-1 text-xs">{t('status.lastSuccess', { when: lastSuccess })}</p>}
      </Callout>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {lastSuccess ? t('status.lastSuccess', { when: lastSuccess }) : t('status.never')}
    </p>
  );
}

function Counts({ sync }: { sync: SyncView }) {
  const { t, i18n } = useTranslation('synchronization');
  const counts = [
    ['updated', sync.upserted],
    ['removed', sync.removed],
    ['rejected', sync.rejected],
  ] as const;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-4">
        {counts.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t(`counts.${key}`)}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {value.toLocaleString(i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
      {sync.rejections.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-sm font-medium text-slate-800">
            {t('rejections.caption', { count: sync.rejections.length })}
          </caption>
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('rejections.product')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('rejections.reason')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sync.rejections.map((rejection) => (
              <tr key={rejection.id}>
                <td className="py-2 pr-4 font-mono text-xs text-slate-900">{rejection.id}</td>
                <td className="py-2 text-slate-700">{rejection.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The schedules offered, in minutes; 0 is off. */
const SYNC_INTERVALS = [0, 15, 30, 60, 180, 360, 720, 1440] as const;

function intervalLabel(t: TFunction<'synchronization'>, minutes: number): string {
  if (minutes === 0) return t('schedule.off');
  return minutes % 60 === 0
    ? t('schedule.everyHours', { count: minutes / 60 })
    : t('schedule.everyMinutes', { count: minutes });
}

/** The schedule in words: "Every 30 minutes. Next run in 12 minutes." */
function ScheduleSummary({ site, nextScheduledAt }: { site: Site; nextScheduledAt: string | null }) {
  const { t } = useTranslation('synchronization');
  const next = useRelativeTime(nextScheduledAt, 'future');
  // "Off: use Synchronize now" points to a button a READ-only member does not have.
  const offForReader = !useCanWrite() && site.syncIntervalMinutes === 0;
  return (
    <p className="text-sm text-slate-700">
      {offForReader ? t('schedule.offReadOnly') : intervalLabel(t, site.syncIntervalMinutes)}
      {site.syncIntervalMinutes > 0 && next && ` ${t('schedule.next', { when: next })}`}
    </p>
  );
}

function Schedule({ site, nextScheduledAt }: { site: Site; nextScheduledAt: string | null }) {
  const { t } = useTranslation('synchronization');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const update = useUpdateSyncInterval(site.uuid);
  const current = String(site.syncIntervalMinutes);
  const { control, handleSubmit, formState } = useForm({ values: { interval: current } });
  const intervals = SYNC_INTERVALS.some((minutes) => minutes === site.syncIntervalMinutes)
    ? SYNC_INTERVALS
    : [...SYNC_INTERVALS, site.syncIntervalMinutes];

  const onSubmit = handleSubmit(({ interval }) =>
    update.mutateAsync(Number(interval)).then(
      () => alerts.push({ type: 'success', message: t('schedule.saved') }),
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ScheduleSummary site={site} nextScheduledAt={nextScheduledAt} />
      <SelectField
        control={control}
        name="interval"
        label={t('schedule.interval')}
        options={intervals.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? t('schedule.offOption') : intervalLabel(t, minutes),
        }))}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={update.isPending}
        loadingLabel={t('schedule.saving')}
        disabled={!formState.isDirty}
      >
        {t('schedule.save')}
      </Button>
    </form>
  );
}

function SynchronizationScreen({ site }: { site: Site }) {
  const { t } = useTranslation('synchronization');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const current = useCurrentSync(site.uuid);
  const start = useStartSync(site.uuid);
  const { queryKey } = getCurrentSyncQueryOptions(site.uuid);

  useSyncProgress(site.uuid, (sync) => {
    queryClient.setQueryData<CurrentSync>(queryKey, (previous) =>
      previous ? { ...previous, sync } : { sync, lastSuccessAt: null, nextScheduledAt: null },
    );
    // The last success and the next run move when a sync ends.
    if (sync.status !== 'IN_PROGRESS') void queryClient.invalidateQueries({ queryKey });
  });

  const running = current.data?.sync?.status === 'IN_PROGRESS';
  // READ-only (spec 2 §6): the status and the schedule show, starting or rescheduling does not.
  const action = canWrite && (
    <Button
      onClick={() => start.mutate()}
      loading={start.isPending}
      loadingLabel={t('syncNow.starting')}
      disabled={running || !current.isSuccess}
    >
      {running ? t('syncNow.running') : t('syncNow.label')}
    </Button>
  );

  return (
    <Page title={t('title')} description={t('intro', { shop: site.name })} actions={action}>
      {!canWrite && <ReadOnlyNotice />}
      {start.isError && (
        <Callout tone="error" className="mb-6">
          {errorMessage(start.error)}
        </Callout>
      )}
      {!current.isSuccess && <QueryFallback query={current} t={t} />}
      {current.isSuccess && (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Section title={t('status.title')}>
              <CurrentStatus current={current.data} />
            </Section>
            {current.data.sync && (
              <Section
                title={t(current.data.sync.status === 'IN_PROGRESS' ? 'counts.titleRunning' : 'counts.title')}
              >
                <Counts sync={current.data.sync} />
              </Section>
            )}
          </div>
          <Section title={t('schedule.title')}>
            {canWrite ? (
              <Schedule site={site} nextScheduledAt={current.data.nextScheduledAt} />
            ) : (
              <ScheduleSummary site={site} nextScheduledAt={current.data.nextScheduledAt} />
            )}
          </Section>
        </div>
      )}
    </Page>
  );
}

/** /synchronization (spec 1 §2, §4): the catalogue sync status, live progress, counts, schedule and trigger. */
export function Component() {
  const { site } = useSelection();
  // The route's guards open it only with a current site.
  return site ? <SynchronizationScreen key={site.uuid} site={site} /> : null;
}
