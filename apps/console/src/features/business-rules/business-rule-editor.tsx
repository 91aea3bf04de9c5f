import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessRuleInputSchema,
  platformCapabilities,
  resolveRuleErrorMessageKey,
  RULE_TERM_MAX_LENGTH,
  TERMS,
  type BusinessRule,
  type BusinessRuleField,
  type BusinessRuleInput,
  type Language,
  type Site,
} from '@playboard/domain';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TuningEditorForm, TuningEditorPanel, useTuningSave } from '../../ui/tuning-editor.tsx';
import { useCreateBusinessRule } from './api/create-business-rule.ts';
import { useUpdateBusinessRule } from './api/update-business-rule.ts';
import { CatalogueValuesField } from './catalogue-values-field.tsx';
import { olderRuleConflict } from './rule-conflict.ts';

interface BusinessRuleEditorProps {
  site: Site;
  language: Language;
  /** The rule edited; null for a new one. */
  rule: BusinessRule | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A failed save's text (spec 1 §8): 409 says a rule for all searches exists or a term is taken,
 * naming the rule the server reports; 404 says the rule is gone; anything else as the handler reads it.
 */
function useSaveErrorMessage() {
  const { t } = useTranslation(['business-rules', 'domain']);
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404))
      return errorMessage(error);
    const text = t(resolveRuleErrorMessageKey(error.status, error.body), { ns: 'domain' });
    const other = error.status === 409 ? olderRuleConflict(error) : undefined;
    if (!other) return text;
    const rule = t('editor.otherRule', {
      ranking:
        other.field === 'IS_NEW'
          ? t('fields.IS_NEW')
          : t('ranking', { field: t(`fields.${other.field}`), values: other.values }),
      type: t(`types.${other.type}`),
    });
    return [
      text,
      other.terms.length > 0
        ? t('editor.termsTaken', { terms: other.terms.join(', '), rule })
        : t('editor.allSearchesTaken', { rule }),
    ].join(' ');
  };
}

interface EditorFormProps extends Omit<BusinessRuleEditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, language, rule, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation('business-rules');
  const fields = platformCapabilities[site.platform].businessRulesFieldOptions;
  const { save, saving, failure, errorMessage } = useTuningSave({
    namespace: 'business-rules',
    item: rule,
    create: useCreateBusinessRule(site.uuid),
    update: useUpdateBusinessRule(site.uuid),
    onSaved,
    errorMessage: useSaveErrorMessage(),
  });
  const firstField: BusinessRuleField = fields[0] ?? 'PRODUCT_ID';
  const { control, handleSubmit, formState, setValue } = useForm({
    resolver: zodResolver(businessRuleInputSchema),
    mode: 'onChange',
    defaultValues: {
      language,
      field: rule?.field ?? firstField,
      type: rule?.type ?? 'BOOST',
      values: rule?.values ?? (firstField === 'IS_NEW' ? ['true'] : []),
      matchingQueries: rule?.matchingQueries ?? [],
    },
  });
  const draft = useWatch({ control });
  const field = draft.field ?? firstField;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Values belong to a field: another field starts with none (new products need no value).
  const shownField = useRef(field);
  useEffect(() => {
    if (shownField.current === field) return;
    shownField.current = field;
    setValue('values', field === 'IS_NEW' ? ['true'] : [], { shouldDirty: true, shouldValidate: true });
  }, [field, setValue]);
  const parsed = businessRuleInputSchema.safeParse(draft);
  const change = parsed.success ? { kind: 'businessRule' as const, id: rule?.id, value: parsed.data } : null;
  const submit = handleSubmit((input: BusinessRuleInput) => save(input));

  return (
    <TuningEditorForm
      namespace="business-rules"
      onSubmit={(event) => void submit(event)}
      saving={saving}
      failure={failure ? errorMessage(failure) : null}
      preview={{ site, language, change, suggestedQuery: draft.matchingQueries?.[0] ?? undefined }}
    >
      <SelectField
        control={control}
        name="field"
        label={t('editor.field')}
        hint={t('editor.fieldHint')}
        options={fields.map((value) => ({ value, label: t(`fields.${value}`) }))}
      />
      <RadioGroupField
        control={control}
        name="type"
        legend={t('editor.type')}
        columns={2}
        options={[
          { value: 'BOOST', label: t('types.BOOST'), description: t('editor.boostHint') },
          { value: 'BURY', label: t('types.BURY'), description: t('editor.buryHint') },
        ]}
      />
      <CatalogueValuesField
        key={field}
        control={control}
        name="values"
        field={field}
        siteId={site.uuid}
        language={language}
      />
      <TermsField
        control={control}
        name="matchingQueries"
        label={t('editor.queries')}
        hint={t('editor.queriesHint', { max: TERMS.max, length: RULE_TERM_MAX_LENGTH })}
        placeholder={t('editor.queriesPlaceholder')}
      />
    </TuningEditorForm>
  );
}

/**
 * Creates or edits a business rule (older version) in a side panel, with the storefront's answer for
 * a query beside the form: the boosted or buried products move there before the rule is saved.
 */
export function BusinessRuleEditor({ open, onClose, ...props }: BusinessRuleEditorProps) {
  return (
    <TuningEditorPanel
      namespace="business-rules"
      open={open}
      onClose={onClose}
      itemId={props.rule?.id}
      editing={props.rule !== null}
    >
      {(form) => <EditorForm {...form} {...props} />}
    </TuningEditorPanel>
  );
}
