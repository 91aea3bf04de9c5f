import {
  relatedTagsInputSchema,
  type Language,
  type RelatedTags,
  type RelatedTagsInput,
  type Site,
} from '@playboard/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { SidePanelClose } from '../../ui/side-panel.tsx';
import { TuningEditorPanel } from '../../ui/tuning-editor.tsx';
import { useDeleteRelatedTags } from './api/delete-related-tags.ts';
import { useCreateRelatedTags, useUpdateRelatedTags } from './api/save-related-tags.ts';
import { CuratedTags } from './curated-tags.tsx';
import { StorefrontPreview } from './storefront-preview.tsx';

/** What the editor opens on: a query (fixed) with its entry or none yet, or a new query (`query` null). */
export interface EditorTarget {
  query: string | null;
  entry: RelatedTags | null;
  /** The entry was just saved: the panel says so (the alert dock is hidden behind it). */
  saved?: boolean;
}

interface EditorFormProps {
  site: Site;
  language: Language;
  target: EditorTarget;
  onSaved: (entry: RelatedTags) => void;
  onDeleted: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Opens the entry the query already has (after a 409 related-tags-1). */
  onOpenExisting: (query: string) => void;
}

type Draft = Pick<RelatedTagsInput, 'query' | 'tags' | 'hidden'>;

function EditorForm({
  site,
  language,
  target,
  onSaved,
  onDeleted,
  onDirtyChange,
  onOpenExisting,
}: EditorFormProps) {
  const { t } = useTranslation('related-tags');
  const domain = useTranslation('domain').t;
  const common = useTranslation().t;
  const id = useId();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const canWrite = useCanWrite();
  const create = useCreateRelatedTags(site.uuid);
  const update = useUpdateRelatedTags(site.uuid);
  const remove = useDeleteRelatedTags(site.uuid);
  const { entry } = target;
  const [initial] = useState<Draft>(() => ({
    query: entry?.query ?? target.query ?? '',
    tags: entry?.tags ?? [],
    hidden: entry?.hidden ?? [],
  }));
  const [draft, setDraft] = useState<Draft>(initial);
  const [issues, setIssues] = useState<{ query: string | null; tags: string | null }>({
    query: null,
    tags: null,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const saving = useRef(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const fixed = target.query !== null;
  const pending = create.isPending || update.isPending;

  const messageOf = (key: string) =>
    key === 'validation.relatedTagsMin' ? t('editor.nothing') : domain(key, { defaultValue: key });
  const check = (tags: string[]) => {
    const parsed = relatedTagsInputSchema.safeParse({ language, ...draft, tags });
    const issue = parsed.error?.issues.find(
      (each) => each.path[0] === 'tags' && each.message !== 'validation.relatedTagsMin',
    );
    return issue ? messageOf(issue.message) : null;
  };
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setIssues({ query: null, tags: null });
  };

  const save = () => {
    if (saving.current) return;
    const parsed = relatedTagsInputSchema.safeParse({ language, ...draft });
    if (!parsed.success) {
      const on = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      const query = on('query');
      const tags = on('tags');
      setIssues({
        query: query ? messageOf(query) : null,
        tags: tags ? messageOf(tags) : null,
      });
      return;
    }
    saving.current = true;
    setFailure(null);
    const done = {
      onSuccess: (saved: RelatedTags) => {
        alerts.push({ type: 'success', message: t(entry ? 'editor.updated' : 'editor.created') });
        onSaved(saved);
      },
      onError: setFailure,
      onSettled: () => {
        saving.current = false;
      },
    };
    if (entry?.id) update.mutate({ id: entry.id, input: parsed.data }, done);
    else create.mutate(parsed.data, done);
  };

  const deleteEntry = () => {
    if (!entry?.id || remove.isPending) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        alerts.push({ type: 'success', message: t('editor.deleted', { query: entry.query }) });
        onDeleted();
      },
      onError: setFailure,
    });
  };

  let failed;
  if (failure instanceof ApiError && failure.code === 'related-tags-1') {
    failed = (
      <Callout
        tone="error"
        title={t('editor.exists', { query: draft.query.trim() })}
        actions={
          <Button variant="secondary" onClick={() => onOpenExisting(draft.query)}>
            {t('editor.openExisting')}
          </Button>
        }
      >
        {t('editor.existsBody')}
      </Callout>
    );
  } else if (failure) {
    failed = (
      <Callout tone="error" title={t('editor.saveFailed')}>
        {failure instanceof ApiError && failure.status === 400 ? failure.message : errorMessage(failure)}
      </Callout>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        aria-label={t('editor.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite) save();
        }}
        className="space-y-6"
      >
        {/* READ-only (spec 2 §6): the fields show the entry, nothing can be changed or saved. */}
        <fieldset disabled={!canWrite} className="min-w-0 space-y-6">
          <div className="flex flex-col gap-1">
            {fixed ? (
              <>
                <h3 className="text-sm font-medium text-slate-800">{t('editor.query')}</h3>
                <p className="text-base font-semibold text-slate-900">{draft.query}</p>
              </>
            ) : (
              <>
                <label htmlFor={`${id}-query`} className="text-sm font-medium text-slate-800">
                  {t('editor.query')}
                </label>
                <input
                  id={`${id}-query`}
                  value={draft.query}
                  autoFocus
                  aria-invalid={issues.query ? true : undefined}
                  aria-describedby={issues.query ? `${id}-query-error` : undefined}
                  onChange={(event) => change({ query: event.target.value })}
                  className={inputClassName(Boolean(issues.query))}
                />
              </>
            )}
            {issues.query && (
              <p id={`${id}-query-error`} className="text-sm text-rose-700">
                {issues.query}
              </p>
            )}
          </div>
          <CuratedTags
            value={draft.tags}
            onChange={(tags) => change({ tags })}
            check={check}
            error={issues.tags}
            readOnly={!canWrite}
          />
          <div>
            <h3 className="text-sm font-medium text-slate-800">{t('editor.hidden')}</h3>
            <p className="mt-1 text-xs text-slate-500">{t('editor.hiddenHint')}</p>
            {draft.hidden.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('editor.noHidden')}</p>
            ) : (
              <ul aria-label={t('editor.hidden')} className="mt-2 space-y-1.5">
                {draft.hidden.map((hidden) => (
                  <li key={hidden} className="flex items-center justify-between gap-2 text-sm">
                    <span className="text-slate-900">{hidden}</span>
                    {canWrite && (
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        aria-label={t('editor.showAgainLabel', { next: hidden })}
                        onClick={() => change({ hidden: draft.hidden.filter((each) => each !== hidden) })}
                      >
                        {t('editor.showAgain')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </fieldset>
        {failed}
        {target.saved && !dirty && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {t('editor.savedNow')}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <div>
            {canWrite && entry?.id && (
              <Button
                variant="ghostDanger"
                loading={remove.isPending}
                loadingLabel={t('editor.deleting')}
                onClick={() => setConfirming(true)}
              >
                {t('editor.delete')}
              </Button>
            )}
          </div>
          <div className="flex gap-3">
            <SidePanelClose>
              <Button variant="secondary">{canWrite ? t('editor.close') : common('readOnly.close')}</Button>
            </SidePanelClose>
            {canWrite && (
              <Button type="submit" loading={pending} loadingLabel={t('editor.saving')}>
                {t('editor.save')}
              </Button>
            )}
          </div>
        </div>
      </form>
      <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <StorefrontPreview instance={site.instance} query={draft.query} language={language} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('editor.deleteTitle', { query: draft.query })}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('editor.keep')}
        onConfirm={deleteEntry}
      >
        {t('editor.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}

interface RelatedTagsEditorProps extends Omit<EditorFormProps, 'onDirtyChange' | 'onDeleted'> {
  open: boolean;
  onClose: () => void;
}

/**
 * Adds or edits a query's related tags in a side panel: the query (fixed once chosen), the
 * merchant's tags in their order, the catalogue's ones hidden for it (each shown again with a
 * button), Save and Delete; beside them, the tags the storefront offers for the query, as saved.
 * The panel stays open on a save, on the saved entry, so the merchant sees the storefront follow.
 */
export function RelatedTagsEditor({ open, onClose, target, ...props }: RelatedTagsEditorProps) {
  return (
    <TuningEditorPanel
      namespace="related-tags"
      open={open}
      onClose={onClose}
      itemId={target.entry?.id ?? target.query ?? undefined}
      editing={target.query !== null}
    >
      {(form) => (
        // A save starts the form afresh on the saved entry.
        <EditorForm
          key={target.entry?.updatedTime ?? 'new'}
          {...props}
          target={target}
          onDirtyChange={form.onDirtyChange}
          onDeleted={form.onSaved}
        />
      )}
    </TuningEditorPanel>
  );
}
