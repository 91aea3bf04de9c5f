import { describeRevision, REVISION_NOTE_MAX_LENGTH, type ConfigRevision } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useRevisions } from './api/list-revisions.ts';
import { useRevertRevision } from './api/revert-revision.ts';
import { useEntityName, useWhen } from './revision-words.ts';

/** The changes of the same entity made after `revision` (its own reverts aside): what a revert overwrites. */
function LaterChanges({ siteId, revision }: { siteId: string; revision: ConfigRevision }) {
  const { t } = useTranslation('history');
  const when = useWhen();
  const later = useRevisions(siteId, {
    kind: revision.kind,
    entityId: revision.entityId,
    from: revision.createdAt,
    limit: 100,
    offset: 0,
  });
  const changes = (later.data?.revisions ?? []).filter(
    (entry) => entry.id !== revision.id && entry.revertOf !== revision.id,
  );
  if (changes.length === 0) return null;
  return (
    <div className="mt-3">
      <p>{t('revert.later')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {changes.map((change) => (
          <li key={change.id}>
            {when(change.createdAt).exact} · {change.actor?.email ?? t('entry.system')}
            {change.note ? ` · “${change.note}”` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Revert, confirmed first: the dialog says what goes back as it was. When the API answers 409
 * history-1 (later changes of the item would be overwritten) it shows that message and those
 * changes, and asks again; reverting then confirms.
 */
export function RevertDialog({
  siteId,
  revision,
  onClose,
}: {
  siteId: string;
  revision: ConfigRevision;
  onClose: () => void;
}) {
  const { t } = useTranslation('history');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const entityName = useEntityName();
  const revert = useRevertRevision(siteId);
  const [note, setNote] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const name = entityName(revision.kind, describeRevision(revision).label);

  const onRevert = () =>
    revert
      .mutateAsync({ revisionId: revision.id, note: note.trim() || undefined, confirm: conflict !== null })
      .then(
        () => {
          alerts.push({ type: 'success', message: t('revert.done') });
          onClose();
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'history-1') setConflict(errorMessage(error));
          else alerts.push({ type: 'error', message: errorMessage(error) });
        },
      );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('revert.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('revert.cancel')}
          </Button>
          <Button
            variant={conflict ? 'danger' : 'primary'}
            loading={revert.isPending}
            loadingLabel={t('revert.reverting')}
            onClick={() => void onRevert()}
          >
            {conflict ? t('revert.confirmAnyway') : t('revert.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('revert.body', { item: name })}</p>
      {conflict && (
        <Callout tone="warning" title={t('revert.laterTitle')} className="mt-4">
          <p>{conflict}</p>
          <LaterChanges siteId={siteId} revision={revision} />
        </Callout>
      )}
      <label className="mt-4 flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('revert.noteLabel')}</span>
        <input
          value={note}
          maxLength={REVISION_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('note.placeholder')}
          className="block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
        />
      </label>
    </Dialog>
  );
}
