import { zodResolver } from '@hookform/resolvers/zod';
import {
  redirectionInputSchema,
  type Language,
  type Redirection,
  type RedirectionInput,
  type Site,
} from '@playboard/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { TuningEditorForm, TuningEditorPanel, useTuningSave } from '../../ui/tuning-editor.tsx';
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
  const { save, saving, failure, errorMessage } = useTuningSave({
    namespace: 'redirections',
    item: redirection,
    create: useCreateRedirection(site.uuid),
    update: useUpdateRedirection(site.uuid),
    onSaved,
    errorMessage: useSaveErrorMessage(),
  });
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
  const submit = handleSubmit((input: RedirectionInput) => save(input));

  return (
    <TuningEditorForm
      namespace="redirections"
      onSubmit={(event) => void submit(event)}
      saving={saving}
      failure={failure ? errorMessage(failure) : null}
      preview={{ site, language, change, suggestedQuery: draft.matchingQueries?.[0] ?? undefined }}
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
    </TuningEditorForm>
  );
}

/**
 * Creates or edits a redirection in a side panel, with the storefront's answer for a query beside
 * the form: where the shopper would go, before the redirection is saved.
 */
export function RedirectionEditor({ open, onClose, ...props }: RedirectionEditorProps) {
  return (
    <TuningEditorPanel
      namespace="redirections"
      open={open}
      onClose={onClose}
      itemId={props.redirection?.id}
      editing={props.redirection !== null}
    >
      {(form) => <EditorForm {...form} {...props} />}
    </TuningEditorPanel>
  );
}
