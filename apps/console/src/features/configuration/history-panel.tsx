import type { ConfigHistory, ConfigService } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useConfigHistory, useRevertConfig } from './api/service-configs.ts';
import { ChangeList } from './change-list.tsx';
import { changedFields, type ConfigField } from './config-fields.ts';

type Revision = ConfigHistory['revisions'][number];

interface HistoryPanelProps {
  service: ConfigService;
  instance: string;
  fields: readonly ConfigField[];
  onReverted: () => void;
}

/** The set's changes, newest first: who, when, what changed, and a revert of each. */
export function HistoryPanel({ service, instance, fields, onReverted }: HistoryPanelProps) {
  const { t, i18n } = useTranslation('configuration');
  const errorMessage = useErrorMessage();
  const history = useConfigHistory({ service, instance });
  const revert = useRevertConfig({ service, instance });
  const canWrite = useCanWrite();
  const [reverting, setReverting] = useState<Revision>();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <aside aria-labelledby="config-history-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="config-history-title" className="text-base font-semibold text-slate-900">
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <Spinner label={t('history.loading')} />
      ) : history.isError ? (
        <InlineLoadFailed
          title={t('history.loadFailed')}
          error={history.error}
          retryLabel={t('tryAgain')}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.revisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <ol aria-label={t('history.title')} className="mt-3 space-y-4">
          {history.data.revisions.map((revision) => {
            const changes = changedFields(fields, revision.previous?.data ?? {}, revision.data);
            const enabledChanged =
              revision.previous !== null && revision.previous.enabled !== revision.enabled;
            // Creating or removing the instance's set may change no setting: say what it did.
            const setChange =
              revision.previous === null && revision.custom
                ? t('history.setCreated')
                : revision.previous !== null && !revision.custom
                  ? t('history.setRemoved')
                  : undefined;
            return (
              <li key={revision.id} className="border-b border-slate-100 pb-3 last:border-b-0">
                <p className="text-xs text-slate-500">
                  <time dateTime={revision.at}>{format.format(new Date(revision.at))}</time>
                  {' · '}
                  {revision.actor ?? t('history.system')}
                  {revision.revertOf && ` · ${t('history.isRevert')}`}
                </p>
                {setChange && <p className="mt-1 text-sm text-slate-800">{setChange}</p>}
                {enabledChanged && (
                  <p className="mt-1 text-sm text-slate-800">
                    {revision.enabled ? t('history.turnedOn') : t('history.turnedOff')}
                  </p>
                )}
                {changes.length > 0 && (
                  <div className="mt-1">
                    <ChangeList changes={changes} />
                  </div>
                )}
                {!setChange && !enabledChanged && changes.length === 0 && (
                  <p className="mt-1 text-sm text-slate-600">{t('history.noFieldChanged')}</p>
                )}
                <Button
                  variant="secondary"
                  className="mt-2 px-2 py-1 text-xs"
                  disabled={revert.isPending || !canWrite}
                  onClick={() => setReverting(revision)}
                  aria-label={t('history.revertOf', { at: format.format(new Date(revision.at)) })}
                >
                  {t('history.revert')}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {revert.isError && (
        <p role="alert" className="mt-2 text-xs text-rose-700">
          {t('history.revertFailed')} {errorMessage(revert.error)}
        </p>
      )}
      <ConfirmDialog
        open={reverting !== undefined}
        onOpenChange={(open) => !open && setReverting(undefined)}
        title={t('history.confirmTitle')}
        confirmLabel={t('history.revert')}
        cancelLabel={t('diff.cancel')}
        tone="primary"
        onConfirm={() => reverting && revert.mutate(reverting.id, { onSuccess: onReverted })}
      >
        {t('history.confirmText')}
      </ConfirmDialog>
    </aside>
  );
}
