import type { Language, Site } from '@playboard/domain';
import { Fragment, useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../lib/access.ts';
import { useErrorMessage } from '../lib/errors.ts';
import { useAlerts } from './alerts/use-alerts.ts';
import { Button } from './button.tsx';
import { Callout } from './callout.tsx';
import { SearchPreview, type PreviewBrowse } from './search-preview.tsx';
import { SidePanel, SidePanelClose } from './side-panel.tsx';

type PreviewChange = Parameters<typeof SearchPreview>[0]['change'];

interface TuningEditorPanelProps {
  /** The screen's message namespace: `editor.unsaved`, `editor.editTitle`, `editor.createTitle`, `editor.description`. */
  namespace: string;
  open: boolean;
  onClose: () => void;
  /** The id of the item edited; undefined for a new one. The form starts afresh for another item. */
  itemId: string | undefined;
  /** Whether an existing item is edited (the panel's title says so). */
  editing: boolean;
  children: (form: { onSaved: () => void; onDirtyChange: (dirty: boolean) => void }) => ReactNode;
}

/**
 * The side panel a tuning item (a synonym group, a redirection, a banner) is created or edited in:
 * it asks before closing on unsaved changes and closes at once when nothing changed or on save.
 */
export function TuningEditorPanel({
  namespace,
  open,
  onClose,
  itemId,
  editing,
  children,
}: TuningEditorPanelProps) {
  const { t } = useTranslation(namespace);
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      unsavedChanges={dirty ? t('editor.unsaved') : undefined}
      size="wide"
      title={t(editing ? 'editor.editTitle' : 'editor.createTitle')}
      description={t('editor.description')}
    >
      {open && (
        <Fragment key={itemId ?? 'new'}>{children({ onSaved: close, onDirtyChange: setDirty })}</Fragment>
      )}
    </SidePanel>
  );
}

interface Mutation<Variables> {
  mutate: (
    variables: Variables,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Saves a tuning item: creates a new one or updates the one edited, says so (`editor.created`,
 * `editor.updated`) and calls `onSaved`, or says why it failed. `failure` is the last save's error,
 * for the panel: while it is open, the modal hides the alert dock from screen readers.
 */
export function useTuningSave<Input>({
  namespace,
  item,
  create,
  update,
  onSaved,
  errorMessage: saveErrorMessage,
}: {
  namespace: string;
  item: { id?: string } | null;
  create: Mutation<Input>;
  update: Mutation<{ id: string; input: Input }>;
  onSaved: () => void;
  /** The text of a failed save; the API error's message by default. */
  errorMessage?: (error: unknown) => string;
}) {
  const { t } = useTranslation(namespace);
  const alerts = useAlerts();
  const defaultErrorMessage = useErrorMessage();
  const errorMessage = saveErrorMessage ?? defaultErrorMessage;
  const save = (input: Input) => {
    const done = {
      onSuccess: () => {
        alerts.push({ type: 'success', message: t(item ? 'editor.updated' : 'editor.created') });
        onSaved();
      },
      onError: (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    };
    if (item?.id) update.mutate({ id: item.id, input }, done);
    else create.mutate(input, done);
  };
  return {
    save,
    saving: create.isPending || update.isPending,
    failure: item ? update.error : create.error,
    errorMessage,
  };
}

interface TuningEditorFormProps {
  /** The screen's message namespace: `editor.form`, `editor.cancel`, `editor.save`, `editor.saving`, `editor.previewIncomplete`. */
  namespace: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The last save's error text, shown above the buttons until the next save. */
  failure: string | null;
  /** The preview beside the form: the storefront's answer with the unsaved change applied. */
  preview?: {
    site: Site;
    language: Language;
    change: PreviewChange;
    suggestedQuery: string | undefined;
    /** A browse rule's page, previewed instead of a search. */
    browse?: PreviewBrowse | undefined;
  };
  /** Another preview instead, for a change the search preview's products do not show (a filter panel). */
  aside?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/** A tuning editor's body: the form with its error and Cancel / Save, the search preview (or `aside`) beside it. */
export function TuningEditorForm({
  namespace,
  onSubmit,
  saving,
  failure,
  preview,
  aside,
  children,
}: TuningEditorFormProps) {
  const { t } = useTranslation(namespace);
  const common = useTranslation().t;
  const canWrite = useCanWrite();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        aria-label={t('editor.form')}
        noValidate
        onSubmit={canWrite ? onSubmit : (event) => event.preventDefault()}
        className="space-y-6"
      >
        {/* READ-only (spec 2 §6): the fields show the item, nothing can be changed or saved. */}
        <fieldset disabled={!canWrite} className="min-w-0 space-y-6">
          {children}
        </fieldset>
        {failure !== null && !saving && <Callout tone="error">{failure}</Callout>}
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <SidePanelClose>
            <Button variant="secondary">{canWrite ? t('editor.cancel') : common('readOnly.close')}</Button>
          </SidePanelClose>
          {canWrite && (
            <Button type="submit" loading={saving} loadingLabel={t('editor.saving')}>
              {t('editor.save')}
            </Button>
          )}
        </div>
      </form>
      <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        {aside ??
          (preview && (
            <SearchPreview
              siteId={preview.site.uuid}
              language={preview.language}
              currency={preview.site.currency}
              change={preview.change}
              incompleteHint={t('editor.previewIncomplete')}
              suggestedQuery={preview.suggestedQuery}
              browse={preview.browse}
            />
          ))}
      </div>
    </div>
  );
}
