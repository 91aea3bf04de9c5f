import { zodResolver } from '@hookform/resolvers/zod';
import {
  synonymGroupInputSchema,
  type Language,
  type Site,
  type SynonymGroup,
  type SynonymGroupInput,
} from '@playboard/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TuningEditorForm, TuningEditorPanel, useTuningSave } from '../../ui/tuning-editor.tsx';
import { useCreateSynonym } from './api/create-synonym.ts';
import { useUpdateSynonym } from './api/update-synonym.ts';

interface SynonymEditorProps {
  site: Site;
  language: Language;
  /** The group edited; null for a new one. */
  group: SynonymGroup | null;
  open: boolean;
  onClose: () => void;
}

/** What one-way means for these terms: the first finds the others, not the reverse. */
function OneWayHint({ terms, oneWay }: { terms: string[]; oneWay: boolean }) {
  const { t } = useTranslation('synonyms');
  const [first, ...others] = terms;
  if (!oneWay) return <p className="mt-1 pl-7 text-xs text-slate-500">{t('oneWay.off')}</p>;
  if (first === undefined || others.length === 0)
    return <p className="mt-1 pl-7 text-xs text-slate-500">{t('oneWay.onGeneric')}</p>;
  return (
    <p className="mt-1 pl-7 text-xs text-slate-500">{t('oneWay.on', { first, others: others.join(', ') })}</p>
  );
}

interface EditorFormProps extends Omit<SynonymEditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, language, group, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation('synonyms');
  const { save, saving, failure, errorMessage } = useTuningSave({
    namespace: 'synonyms',
    item: group,
    create: useCreateSynonym(site.uuid),
    update: useUpdateSynonym(site.uuid),
    onSaved,
  });
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(synonymGroupInputSchema),
    mode: 'onChange',
    defaultValues: { language, terms: group?.terms ?? [], oneWay: group?.oneWay ?? false },
  });
  const draft = useWatch({ control });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const parsed = synonymGroupInputSchema.safeParse(draft);
  const change = parsed.success ? { kind: 'synonym' as const, id: group?.id, value: parsed.data } : null;
  const submit = handleSubmit((input: SynonymGroupInput) => save(input));

  return (
    <TuningEditorForm
      namespace="synonyms"
      onSubmit={(event) => void submit(event)}
      saving={saving}
      failure={failure ? errorMessage(failure) : null}
      preview={{ site, language, change, suggestedQuery: draft.terms?.[0] ?? undefined }}
    >
      <TermsField
        control={control}
        name="terms"
        label={t('editor.terms')}
        placeholder={t('editor.termsPlaceholder')}
        autoFocus
      />
      <div>
        <CheckboxField control={control} name="oneWay" label={t('oneWay.label')} />
        <OneWayHint
          terms={draft.terms?.filter((term) => term !== undefined) ?? []}
          oneWay={draft.oneWay ?? false}
        />
      </div>
    </TuningEditorForm>
  );
}

/**
 * Creates or edits a synonym group in a side panel, with the storefront's answer for a query beside
 * the form, the group applied before it is saved.
 */
export function SynonymEditor({ open, onClose, ...props }: SynonymEditorProps) {
  return (
    <TuningEditorPanel
      namespace="synonyms"
      open={open}
      onClose={onClose}
      itemId={props.group?.id}
      editing={props.group !== null}
    >
      {(form) => <EditorForm {...form} {...props} />}
    </TuningEditorPanel>
  );
}
