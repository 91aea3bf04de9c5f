import { zodResolver } from '@hookform/resolvers/zod';
import { REVISION_NOTE_MAX_LENGTH, type ConfigRevision } from '@playboard/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useAnnotateRevision } from './api/annotate-revision.ts';

const noteForm = z.object({
  note: z.string().trim().max(REVISION_NOTE_MAX_LENGTH, { error: 'validation.maxlength' }),
});

/**
 * A change's note, edited in place: "Add a note" (or the note and "Edit the note") opens a field;
 * Enter saves, Escape or Cancel leaves it as it was. An emptied note is taken away.
 */
export function NoteEditor({ siteId, revision }: { siteId: string; revision: ConfigRevision }) {
  const { t } = useTranslation('history');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const annotate = useAnnotateRevision(siteId);
  const [editing, setEditing] = useState(false);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(noteForm),
    mode: 'onTouched',
    defaultValues: { note: revision.note ?? '' },
  });

  const close = () => {
    reset({ note: revision.note ?? '' });
    setEditing(false);
  };
  const onSubmit = handleSubmit(({ note }) =>
    annotate.mutateAsync({ revisionId: revision.id, note: note || null }).then(
      (saved) => {
        reset({ note: saved.note ?? '' });
        setEditing(false);
        alerts.push({ type: 'success', message: t('note.saved') });
      },
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  if (!editing) {
    return (
      <div className="flex flex-wrap items-baseline gap-2 text-sm">
        {revision.note && (
          <p className="text-slate-700">
            <span className="sr-only">{t('note.label')}: </span>“{revision.note}”
          </p>
        )}
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {revision.note ? t('note.edit') : t('note.add')}
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        control={control}
        name="note"
        label={t('note.label')}
        placeholder={t('note.placeholder')}
        autoFocus
        className="min-w-64 flex-1"
      />
      <Button type="submit" loading={annotate.isPending} loadingLabel={t('note.saving')}>
        {t('note.save')}
      </Button>
      <Button variant="ghost" onClick={close}>
        {t('note.cancel')}
      </Button>
    </form>
  );
}
