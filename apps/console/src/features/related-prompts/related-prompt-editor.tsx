import { zodResolver } from '@hookform/resolvers/zod';
import { TERMS, TEXT_MAX_LENGTH, type Engine, type RelatedPromptDocument } from '@playboard/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useLanguageName } from '../../ui/language-switch.tsx';
import { TuningEditorForm, TuningEditorPanel } from '../../ui/tuning-editor.tsx';
import { useSaveRelatedPrompt } from './api/save-related-prompt.ts';
import {
  bodyOfForm,
  fieldOfRefusal,
  formOf,
  otherPivotsOf,
  promptFormSchema,
  type PromptForm,
} from './related-prompt-draft.ts';
import { useRelatedPromptErrorMessage } from './related-prompt-errors.ts';
import { NextQueries } from './related-prompt-next-queries.tsx';
import { RelatedPromptPreview } from './related-prompt-preview.tsx';

interface EditorProps {
  instance: string;
  engines: Engine[];
  /** The catalog language shown in the console: the preview's for a prompt of every language. */
  language: string;
  /** The prompt edited; null for a new one. */
  prompt: RelatedPromptDocument | null;
  /** A new prompt's fields to start from (a proposal reviewed); a blank prompt without. */
  initial?: PromptForm | undefined;
  open: boolean;
  onClose: () => void;
}

interface FormProps extends Omit<EditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ instance, engines, language, prompt, initial, onSaved, onDirtyChange }: FormProps) {
  const { t } = useTranslation('related-prompts');
  const alerts = useAlerts();
  const errorMessage = useRelatedPromptErrorMessage();
  const languageName = useLanguageName();
  const languageId = useId();
  const save = useSaveRelatedPrompt(instance);
  // Set from a save until it fails (a saved form closes): a second Enter or click would post twice.
  const submitting = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setValue, setError, formState } = useForm<PromptForm>({
    resolver: zodResolver(promptFormSchema),
    defaultValues: prompt ? formOf(prompt) : (initial ?? formOf(null)),
  });
  const draft = useWatch({ control }) as PromptForm;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const others = Object.entries(otherPivotsOf(prompt));

  const submit = handleSubmit((values) => {
    if (submitting.current) return;
    submitting.current = true;
    setFailure(null);
    save.mutate(
      { id: prompt?.id, prompt: bodyOfForm(values, prompt) },
      {
        onSuccess: () => {
          alerts.push({ type: 'success', message: t(prompt ? 'editor.updated' : 'editor.created') });
          onSaved();
        },
        onError: (error) => {
          submitting.current = false;
          const message = errorMessage(error);
          // A 400 naming a field (the image the server could not show) is told under that field.
          const refused =
            error instanceof ApiError && error.status === 400 ? fieldOfRefusal(message) : undefined;
          if (refused) setError(refused.field, { message: refused.message }, { shouldFocus: true });
          else setFailure(message);
          alerts.push({ type: 'error', message });
        },
      },
    );
  });

  return (
    <TuningEditorForm
      namespace="related-prompts"
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      failure={null}
      aside={
        <RelatedPromptPreview
          instance={instance}
          query={draft.queries[0]}
          language={draft.language || language}
          id={prompt?.id}
          draft={{
            text: draft.suggestionText,
            imageUrl: draft.imageUrl,
            active: draft.active,
            nextQueries: draft.nextQueries,
            otherPivots: others.length > 0,
          }}
        />
      }
    >
      <TermsField
        control={control}
        name="queries"
        label={t('editor.queries')}
        hint={t('editor.queriesHint', { max: TERMS.max })}
        placeholder={t('editor.queriesPlaceholder')}
        autoFocus
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={languageId} className="text-sm font-medium text-slate-800">
          {t('editor.language')}
        </label>
        <select
          id={languageId}
          value={draft.language}
          onChange={(event) => setValue('language', event.target.value, { shouldDirty: true })}
          className={inputClassName(false)}
        >
          <option value="">{t('editor.allLanguages')}</option>
          {engines.map((engine) => (
            <option key={engine.uuid} value={engine.language}>
              {languageName(engine.language)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        control={control}
        name="suggestionText"
        label={t('editor.text')}
        hint={t('editor.textHint')}
        maxLength={TEXT_MAX_LENGTH.value}
      />
      <TextField
        control={control}
        name="imageUrl"
        type="url"
        label={t('editor.image')}
        hint={t('editor.imageHint')}
        placeholder="https://"
      />
      <NextQueries
        queries={draft.nextQueries}
        onChange={(queries) => setValue('nextQueries', queries, { shouldDirty: true })}
      />
      <div>
        <CheckboxField control={control} name="active" label={t('editor.active')} />
        <p className="mt-1 pl-7 text-xs text-slate-500">{t('editor.activeHint')}</p>
      </div>
      {others.length > 0 && (
        <Callout title={t('editor.otherPivots')}>
          <ul className="space-y-0.5">
            {others.map(([name, value]) => (
              <li key={name}>{t('editor.pivot', { name, value })}</li>
            ))}
          </ul>
        </Callout>
      )}
      {failure !== null && !save.isPending && (
        <Callout
          tone="error"
          title={t('editor.failed')}
          actions={
            <Button variant="secondary" type="button" onClick={() => void submit()}>
              {t('tryAgain')}
            </Button>
          }
        >
          {failure}
        </Callout>
      )}
    </TuningEditorForm>
  );
}

/**
 * Creates or edits a related prompt (spec 2 §3, §4): the searches it answers, its language, its
 * text and image, its next queries in order, on or off; the layer's prompts for its first search
 * beside it. A 400 shows under the field it names, or above the buttons.
 */
export function RelatedPromptEditor({ open, onClose, ...props }: EditorProps) {
  return (
    <TuningEditorPanel
      namespace="related-prompts"
      open={open}
      onClose={onClose}
      itemId={props.prompt?.id}
      editing={props.prompt !== null}
    >
      {(form) => <EditorForm {...form} {...props} />}
    </TuningEditorPanel>
  );
}
