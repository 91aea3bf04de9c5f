import {
  attributeFields,
  browseFieldsOf,
  LANGUAGE_PIVOT,
  queryRankingRuleInputSchema,
  queryRankingRuleSchema,
  ruleProblems,
  TERMS,
  type Language,
  type QueryRankingRule,
  type RuleConflict,
  type Site,
} from '@playboard/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Callout } from '../../ui/callout.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { TuningEditorForm, TuningEditorPanel } from '../../ui/tuning-editor.tsx';
import type { CatalogueValue } from '../../api/get-catalogue-values.ts';
import { useSaveQueryRankingRule } from './api/save-query-ranking-rule.ts';
import { LegacyRuleView } from './legacy-rule-view.tsx';
import { PinnedProducts } from './pinned-products.tsx';
import { CataloguePicker } from '../../ui/catalogue-picker.tsx';
import { conflictsOf } from './rule-conflict.ts';
import { RuleElements } from './rule-elements.tsx';
import { SimulatorPanel } from './simulator-panel.tsx';
import { valueLabel } from './value-label.ts';

interface QueryRankingEditorProps {
  site: Site;
  /** The catalogue language the preview, the picker and a new rule start in. */
  language: Language;
  /** The rule edited; null for a new one. */
  rule: QueryRankingRule | null;
  open: boolean;
  onClose: () => void;
}

/** A new rule: a search rule for the catalogue language shown, enabled, with nothing in it yet. */
function newRule(language: Language): QueryRankingRule {
  return queryRankingRuleSchema.parse({
    criteria: { pivots: [{ name: LANGUAGE_PIVOT, values: [language] }] },
  });
}

/** Why the rule cannot be saved yet (spec 2 §4, §5), in the merchant's words. */
function Problems({ rule, problems }: { rule: QueryRankingRule; problems: ReturnType<typeof ruleProblems> }) {
  const { t } = useTranslation('query-ranking');
  const messages = [
    problems.conditions && t(rule.endpointId === 'browse' ? 'problems.browse' : 'problems.search'),
    problems.empty && !rule.id && t('problems.empty'),
    problems.invalidElements.length > 0 && t('problems.invalid', { count: problems.invalidElements.length }),
    problems.conflictingElements.length > 0 &&
      t('problems.conflicting', { count: problems.conflictingElements.length }),
  ].filter((message): message is string => typeof message === 'string');
  if (messages.length === 0) return null;
  return (
    <Callout tone="warning" title={t('problems.title')}>
      <ul className="list-disc space-y-1 pl-4">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Callout>
  );
}

/** The rules a 409 listed (spec 2 §8): which saved rules already apply to the same searches. */
function Conflicts({ conflicts }: { conflicts: RuleConflict[] }) {
  const { t } = useTranslation('query-ranking');
  return (
    <Callout tone="error" title={t('conflicts.title', { count: conflicts.length })}>
      <p className="mb-2">{t('conflicts.body')}</p>
      <ul aria-label={t('conflicts.label')} className="space-y-2">
        {conflicts.map((conflict) => (
          <li key={conflict.id} className="space-y-1">
            <p className="text-xs text-slate-700">{t('conflicts.rule', { id: conflict.id })}</p>
            {conflict.queries.length > 0 ? (
              <TermChips terms={conflict.queries} />
            ) : (
              <p className="text-xs italic">{t('appliesTo.allSearches')}</p>
            )}
          </li>
        ))}
      </ul>
    </Callout>
  );
}

interface EditorFormProps extends Omit<QueryRankingEditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, language, rule, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation(['query-ranking', 'common']);
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const languageId = useId();
  const save = useSaveQueryRankingRule(site.instance);
  const [conflicts, setConflicts] = useState<RuleConflict[]>([]);
  const [tried, setTried] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<string, CatalogueValue>>(new Map());
  const { control, handleSubmit, formState, setValue, getValues } = useForm<QueryRankingRule>({
    defaultValues: rule ?? newRule(language),
  });
  const draft = useWatch({ control }) as QueryRankingRule;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Spec 2 §4: a search rule has no browse field or value, a browse rule no queries; switching
  // between them leaves what the other kind holds behind.
  const endpoint = draft.endpointId;
  const shownEndpoint = useRef(endpoint);
  useEffect(() => {
    if (shownEndpoint.current === endpoint) return;
    shownEndpoint.current = endpoint;
    const criteria = getValues('criteria');
    setValue(
      'criteria',
      endpoint === 'browse'
        ? { ...criteria, queries: [] }
        : { ...criteria, browseField: undefined, browseValue: undefined },
      { shouldDirty: true },
    );
  }, [endpoint, getValues, setValue]);
  // A browse value belongs to its field: another field (or every browse page) starts without one.
  const browseField = draft.criteria.browseField;
  const shownBrowseField = useRef(browseField);
  useEffect(() => {
    if (shownBrowseField.current === browseField) return;
    shownBrowseField.current = browseField;
    setValue('criteria.browseValue', undefined, { shouldDirty: true });
  }, [browseField, setValue]);

  const problems = ruleProblems(draft, site.platform);
  const marked = new Set([...problems.invalidElements, ...problems.conflictingElements]);
  const savable =
    !problems.conditions &&
    (!problems.empty || Boolean(rule?.id)) &&
    problems.invalidElements.length === 0 &&
    problems.conflictingElements.length === 0;
  const { id: _id, ...body } = draft;
  const value = queryRankingRuleInputSchema.safeParse(body);
  const change =
    savable && value.success && !problems.empty
      ? { kind: 'queryRankingRule' as const, id: rule?.id, value: value.data }
      : null;
  const pick = (picked: CatalogueValue) => setKnown((current) => new Map(current).set(picked.value, picked));
  const update = <K extends keyof QueryRankingRule>(key: K, next: QueryRankingRule[K]) =>
    setValue(key as never, next as never, { shouldDirty: true });
  const pivotLanguage = draft.criteria.pivots.find((pivot) => pivot.name === LANGUAGE_PIVOT)?.values[0] ?? '';
  // What each of the rule's lists is given: the catalogue to pick from, the products picked so far
  // (named, with images) and the elements marked as invalid or in conflict.
  const lists = { siteId: site.uuid, language, known, problems: marked, onPick: pick };
  const platformAttributes = attributeFields(site.platform);
  const attributeLists = { ...lists, attributeFields: platformAttributes };
  const willDelete = Boolean(rule?.id) && problems.empty;

  const submit = handleSubmit(() => {
    setTried(true);
    if (!savable) return;
    setConflicts([]);
    save.mutate(draft, {
      onSuccess: (result) => {
        alerts.push({
          type: 'success',
          message: t(
            `editor.${result.kind === 'create' ? 'created' : result.kind === 'delete' ? 'deleted' : 'updated'}`,
          ),
        });
        onSaved();
      },
      onError: (error) => {
        setConflicts(conflictsOf(error));
        alerts.push({ type: 'error', message: errorMessage(error) });
      },
    });
  });
  const failure = save.error && conflictsOf(save.error).length === 0 ? errorMessage(save.error) : null;

  return (
    <TuningEditorForm
      namespace="query-ranking"
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      failure={failure}
      preview={{
        site,
        language,
        change,
        suggestedQuery: draft.criteria.queries[0],
        // A browse rule acts on its page only: the preview shows that page, not a search.
        browse:
          draft.endpointId === 'browse'
            ? {
                field: draft.criteria.browseField as 'BRAND' | 'CATEGORY' | undefined,
                value: draft.criteria.browseValue,
              }
            : undefined,
      }}
    >
      <TextField
        control={control}
        name="title"
        label={t('editor.title')}
        hint={t('editor.titleHint')}
        autoFocus
      />
      <div>
        <CheckboxField control={control} name="criteria.enabled" label={t('editor.enabled')} />
        <p className="mt-1 pl-7 text-xs text-slate-500">{t('editor.enabledHint')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={languageId} className="text-sm font-medium text-slate-800">
          {t('editor.language')}
        </label>
        <select
          id={languageId}
          value={pivotLanguage}
          onChange={(event) =>
            update('criteria', {
              ...draft.criteria,
              pivots: [
                ...draft.criteria.pivots.filter((pivot) => pivot.name !== LANGUAGE_PIVOT),
                ...(event.target.value ? [{ name: LANGUAGE_PIVOT, values: [event.target.value] }] : []),
              ],
            })
          }
          className={inputClassName(false)}
        >
          <option value="">{t('languages.all')}</option>
          {site.engines.map((engine) => (
            <option key={engine.uuid} value={engine.language}>
              {t(`languages.${engine.language}`, { defaultValue: engine.language })}
            </option>
          ))}
        </select>
      </div>
      <RadioGroupField
        control={control}
        name="endpointId"
        legend={t('editor.endpoint')}
        columns={2}
        options={[
          { value: 'search', label: t('endpoints.search'), description: t('editor.searchHint') },
          { value: 'browse', label: t('endpoints.browse'), description: t('editor.browseHint') },
        ]}
      />
      {draft.endpointId === 'search' ? (
        <TermsField
          control={control}
          name="criteria.queries"
          label={t('editor.queries')}
          hint={t('editor.queriesHint', { max: TERMS.max })}
          placeholder={t('editor.queriesPlaceholder')}
        />
      ) : (
        <div className="space-y-3">
          <SelectField
            control={control}
            name="criteria.browseField"
            label={t('editor.browseField')}
            options={[
              { value: '', label: t('editor.browseFieldPlaceholder') },
              ...browseFieldsOf(site.platform).map((field) => ({
                value: field,
                label: t(`fields.${field}`),
              })),
            ]}
          />
          {draft.criteria.browseField && (
            <>
              <p className="text-sm text-slate-700">
                {draft.criteria.browseValue
                  ? t('editor.browseValue', {
                      value: valueLabel(draft.criteria.browseField ?? '', draft.criteria.browseValue),
                    })
                  : t('editor.browseValueNone')}
              </p>
              <CataloguePicker
                key={draft.criteria.browseField}
                siteId={site.uuid}
                language={language}
                field={draft.criteria.browseField as 'BRAND' | 'CATEGORY'}
                label={t('editor.browsePick')}
                picked={new Set(draft.criteria.browseValue ? [draft.criteria.browseValue] : [])}
                addLabel={(picked) => t('editor.browseChoose', { value: picked.label })}
                onAdd={(picked) => update('criteria', { ...draft.criteria, browseValue: picked.value })}
              />
            </>
          )}
        </div>
      )}
      <PinnedProducts
        {...lists}
        pins={draft.pinnedProducts}
        onChange={(pins) => update('pinnedProducts', pins)}
      />
      <RuleElements
        {...lists}
        list="hiddenProducts"
        elements={draft.hiddenProducts}
        onChange={(elements) => update('hiddenProducts', elements)}
      />
      <RuleElements
        {...lists}
        list="productsRanking"
        elements={draft.productsRanking}
        onChange={(elements) => update('productsRanking', elements)}
      />
      {platformAttributes.length > 0 && (
        <>
          <RuleElements
            {...attributeLists}
            list="attributesRanking"
            elements={draft.attributesRanking}
            onChange={(elements) => update('attributesRanking', elements)}
          />
          <RuleElements
            {...attributeLists}
            list="hiddenAttributes"
            elements={draft.hiddenAttributes}
            onChange={(elements) => update('hiddenAttributes', elements)}
          />
        </>
      )}
      {(tried || problems.conflictingElements.length > 0) && <Problems rule={draft} problems={problems} />}
      {conflicts.length > 0 && <Conflicts conflicts={conflicts} />}
      {willDelete && <Callout tone="warning">{t('editor.willDelete')}</Callout>}
      {rule?.id && <LegacyRuleView instance={site.instance} id={rule.id} />}
      {draft.endpointId === 'browse' ? (
        <p className="rounded-lg bg-indigo-50/50 p-4 text-sm text-slate-700 ring-1 ring-indigo-100">
          {t('simulator.browse')}
        </p>
      ) : (
        <SimulatorPanel
          siteId={site.uuid}
          draft={change}
          saving={save.isPending}
          saveLabel={t('simulator.save')}
        />
      )}
    </TuningEditorForm>
  );
}

/**
 * Creates or edits a query ranking rule (spec 2 §3–§5) in a side panel: where it applies, the
 * products it pins, hides, boosts or buries and the attribute values it ranks or hides, each with its
 * schedule and filters; the storefront's answer with the draft beside the form and the simulator
 * under it. Saving follows spec 2 §4 and lists the conflicting rules a 409 names.
 */
export function QueryRankingEditor({ open, onClose, ...props }: QueryRankingEditorProps) {
  return (
    <TuningEditorPanel
      namespace="query-ranking"
      open={open}
      onClose={onClose}
      itemId={props.rule?.id}
      editing={props.rule !== null}
    >
      {(form) => <EditorForm {...form} {...props} />}
    </TuningEditorPanel>
  );
}
