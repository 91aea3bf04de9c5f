import { describeRevision, type ConfigRevision } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { NoteEditor } from './note-editor.tsx';
import { RevisionDiff } from './revision-diff.tsx';
import { useEntityName, useWhen } from './revision-words.ts';

/** One change of the timeline: what and who, when (relative, exact on hover), its diff, its note, revert. */
export function RevisionEntry({
  siteId,
  revision,
  onRevert,
}: {
  siteId: string;
  revision: ConfigRevision;
  onRevert: (revision: ConfigRevision) => void;
}) {
  const { t } = useTranslation('history');
  const when = useWhen()(revision.createdAt);
  const entityName = useEntityName();
  const description = describeRevision(revision);
  const what = entityName(revision.kind, description.label);
  return (
    <article
      aria-label={what}
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            {what} <span className="font-normal text-slate-600">{t(`actions.${description.action}`)}</span>
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">
            {t('entry.by', { actor: revision.actor?.email ?? t('entry.system') })} ·{' '}
            <time dateTime={revision.createdAt} title={when.exact}>
              {when.relative}
            </time>
            <span className="sr-only"> ({when.exact})</span>
            {revision.revertOf && <> · {t('entry.revertOf')}</>}
          </p>
        </div>
        <Button
          variant="secondary"
          aria-label={t('revert.buttonLabel', { item: what })}
          onClick={() => onRevert(revision)}
        >
          {t('revert.button')}
        </Button>
      </header>
      {description.changes.length > 0 ? (
        <RevisionDiff kind={revision.kind} changes={description.changes} />
      ) : (
        <p className="text-sm text-slate-500">{t('entry.noChanges')}</p>
      )}
      <NoteEditor siteId={siteId} revision={revision} />
    </article>
  );
}
