import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  useCreateInstanceConfigs,
  useInstanceConfigs,
  useRemoveInstanceConfigs,
} from './api/service-configs.ts';

/**
 * Whether the instance has a configuration set of its own (any service's), with its creation from
 * the defaults or its removal (spec 2 §7: POST and DELETE secure/instances/{instance}).
 */
export function InstanceConfigSet({ instance }: { instance: string }) {
  const { t } = useTranslation('configuration');
  const errorMessage = useErrorMessage();
  const alerts = useAlerts();
  const canWrite = useCanWrite();
  const configs = useInstanceConfigs(instance);
  const create = useCreateInstanceConfigs(instance);
  const remove = useRemoveInstanceConfigs(instance);
  const [confirming, setConfirming] = useState(false);

  if (configs.isPending) return <Spinner label={t('set.loading')} />;
  if (configs.isError) {
    return (
      <InlineLoadFailed
        title={t('set.loadFailed')}
        error={configs.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void configs.refetch()}
      />
    );
  }

  // A button is unavailable (loading) while its call runs, so a double click sends one call.
  const run = (mutation: typeof create | typeof remove, done: string) =>
    mutation.mutate(undefined, { onSuccess: () => alerts.push({ type: 'success', message: done }) });
  const createSet = () => run(create, t('set.created', { instance }));
  const removeSet = () => run(remove, t('set.removed', { instance }));

  const own = configs.data.some((entity) => entity.metadata.custom);
  return (
    <section
      aria-labelledby="config-set-title"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="config-set-title" className="text-base font-semibold text-slate-900">
        {t('set.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{own ? t('set.own') : t('set.none')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {own ? (
          <Button
            variant="danger"
            disabled={!canWrite}
            loading={remove.isPending}
            loadingLabel={t('set.removing')}
            onClick={() => setConfirming(true)}
          >
            {t('set.remove')}
          </Button>
        ) : (
          <Button
            disabled={!canWrite}
            loading={create.isPending}
            loadingLabel={t('set.creating')}
            onClick={createSet}
            aria-describedby="config-set-create-hint"
          >
            {t('set.create')}
          </Button>
        )}
      </div>
      {!own && (
        <p id="config-set-create-hint" className="mt-2 text-xs text-slate-600">
          {t('set.createHint')}
        </p>
      )}
      {!canWrite && <p className="mt-2 text-xs text-slate-600">{t('set.readOnly')}</p>}
      {create.isError && !own && (
        <Callout
          tone="error"
          className="mt-3"
          title={t('set.createFailed')}
          actions={
            <Button variant="secondary" onClick={createSet}>
              {t('tryAgain')}
            </Button>
          }
        >
          {errorMessage(create.error)}
        </Callout>
      )}
      {remove.isError && own && (
        <Callout
          tone="error"
          className="mt-3"
          title={t('set.removeFailed')}
          actions={
            <Button variant="secondary" onClick={removeSet}>
              {t('tryAgain')}
            </Button>
          }
        >
          {errorMessage(remove.error)}
        </Callout>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('set.confirmTitle')}
        confirmLabel={t('set.confirm')}
        cancelLabel={t('diff.cancel')}
        onConfirm={removeSet}
      >
        {t('set.confirmText', { instance })}
      </ConfirmDialog>
    </section>
  );
}
