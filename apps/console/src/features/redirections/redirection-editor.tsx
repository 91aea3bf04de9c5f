import { zodResolver } from '@hookform/resolvers/zod';
import {
  redirectionInputSchema,
  type Language,
  type Redirection,
  type RedirectionInput,
  type Site,
} from '@playboard/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { SearchPreview } from '../../ui/search-preview.tsx';
import { SidePanel, SidePanelClose } from '../../ui/side-panel.tsx';
import { useCreateRedirection } from './api/create-redirection.ts';
import { useUpdateRedirection } from './api/update-redirection.ts';

interface RedirectionEditorProps {
  site: Site;
  language: Language;
  /** The redirection edited; null for a new one. */
  redirection: Redirection | null;
  open: boolean;
  onClose: () => void;
}

/**
 * An error's text; search-extensions-7 (spec 1 §8) names the term the server found taken, which
 * its message quotes: `Redirection term "returns" already exists…`.
 */
function useSaveErrorMessage() {
  const { t } = useTranslation('redirections');
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'search-extensions-7') {
      const term = /"([^"]+)"/.exec(error.message)?.[1];
      if (term) return t('editor.termTaken', { term });
    }
    return errorMessage(error);
  };
}

interface EditorFormProps extends Omit<RedirectionEditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, language, redirection, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation('redirections');
  const alerts = useAlerts();
  const saveErrorMessage = useSaveErrorMessage();
  const create = useCreateRedirection(site.uuid);
  const update = useUpdateRedirection(site.uuid);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(redirectionInputSchema),
    mode: 'onChange',
    defaultValues: {
      language,
      matchingQueries: redirection?.matchingQueries ?? [],
      targetUrl: redirection?.targetUrl ?? '',
      enabled: redirection?.enabled ?? true,
      // The activation window, when the redirection has one, is kept as it is.
      ...(redirection?.schedule ? { schedule: redirection.schedule } : {}),
    },
  });
  const draft = useWatch({ control });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const parsed = redirectionInputSchema.safeParse(draft);
  const change = parsed.success
    ? { kind: 'redirection' as const, id: redirection?.id, value: parsed.data }
    : null;
  const saving = create.isPending || update.isPending;
  // Also in the panel: while it is open, the modal hides the alert dock from screen readers.
  const failure = redirection ? update.error : create.error;

  const submit = handleSubmit((input: RedirectionInput) => {
    const done = {
      onSuccess: () => {
        alerts.push({ type: 'success', message: t(redirection ? 'editor.updated' : 'editor.created') });
        onSaved();
      },
      onError: (error: unknown) => alerts.push({ type: 'error', message: saveErrorMessage(error) }),
    };
    if (redirection?.id) update.mutate({ id: redirection.id, input }, done);
    else create.mutate(input, done);
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        aria-label={t('editor.form')}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-6"
      >
        <TermsField
          control={control}
          name="matchingQueries"
          label={t('editor.terms')}
          hint={t('editor.termsHint')}
          placeholder={t('editor.termsPlaceholder')}
          autoFocus
        />
        <TextField
          control={control}
          name="targetUrl"
          type="url"
          label={t('editor.targetUrl')}
          hint={t('editor.targetUrlHint')}
          placeholder={t('editor.targetUrlPlaceholder')}
        />
        <div>
          <CheckboxField control={control} name="enabled" label={t('editor.enabled')} />
          <p className="mt-1 pl-7 text-xs text-slate-500">{t('editor.enabledHint')}</p>
        </div>
        {failure && !saving && <Callout tone="error">{saveErrorMessage(failure)}</Callout>}
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <SidePanelClose>
            <Button variant="secondary">{t('editor.cancel')}</Button>
          </SidePanelClose>
          <Button type="submit" loading={saving} loadingLabel={t('editor.saving')}>
            {t('editor.save')}
          </Button>
        </div>
      </form>
      <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <SearchPreview
          siteId={site.uuid}
          language={language}
          currency={site.currency}
          change={change}
          incompleteHint={t('editor.previewIncomplete')}
          suggestedQuery={draft.matchingQueries?.[0] ?? undefined}
        />
      </div>
    </div>
  );
}

/**
 * Creates or edits a redirection in a side panel, with the storefront's answer for a query beside
 * the form: where the shopper would go, before the redirection is saved.
 */
export function RedirectionEditor({ open, onClose, ...props }: RedirectionEditorProps) {
  const { t } = useTranslation('redirections');
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
      title={t(props.redirection ? 'editor.editTitle' : 'editor.createTitle')}
      description={t('editor.description')}
    >
      {open && (
        <EditorForm
          key={props.redirection?.id ?? 'new'}
          onSaved={close}
          onDirtyChange={setDirty}
          {...props}
        />
      )}
    </SidePanel>
  );
}
