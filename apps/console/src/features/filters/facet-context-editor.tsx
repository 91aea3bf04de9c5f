import {
  categoryPathLabel,
  DEFAULT_FACET_CONFIG_ID,
  facetErrorBodySchema,
  TERMS,
  type Engine,
  type FacetConfigDocument,
  type FacetSuggestions,
  type Language,
  type Site,
} from '@playboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CataloguePicker } from '../../ui/catalogue-picker.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useCanWrite } from '../../lib/access.ts';
import { useLanguageName } from '../../ui/language-switch.tsx';
import { TuningEditorForm, TuningEditorPanel } from '../../ui/tuning-editor.tsx';
import { useFacetableFields, type FacetableFieldsAnswer } from './api/get-facetable-fields.ts';
import { useFacetConfigsById } from './api/get-facet-configs.ts';
import { getFacetSuggestionsQueryOptions } from './api/get-facet-suggestions.ts';
import { useSaveFacetConfig } from './api/save-facet-config.ts';
import { ContextFacets } from './facet-context-facets.tsx';
import {
  contextFacetNameIn,
  draftOfConfig,
  draftProblems,
  newContextDraft,
  suggestedOrder,
  toFacetConfig,
  type ContextDraft,
} from './facet-context-draft.ts';
import { FacetContextPreview } from './facet-context-preview.tsx';
import { FacetDataCheck } from './facet-data-check.tsx';
import { useContextName } from './facet-contexts-table.tsx';

/** The ids a 409 names (spec 2 §8: `error.conflictingElements`); empty for another error. */
function conflictingIdsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  return facetErrorBodySchema.safeParse(error.body).data?.error.conflictingElements ?? [];
}

/**
 * The text of a Facets API error (spec 2 §8: its message, from the `error` field: a 400 names the
 * field it refuses), else the console's usual message.
 */
function useFacetErrorMessage() {
  const errorMessage = useErrorMessage();
  return (error: unknown) =>
    (error instanceof ApiError && facetErrorBodySchema.safeParse(error.body).data?.error.message) ||
    errorMessage(error);
}

/** The saved configurations a 409 named, each by its name and where it applies, with a link to open it. */
function Conflicts({ instance, ids }: { instance: string; ids: string[] }) {
  const { t } = useTranslation('facets-by-context');
  const contextName = useContextName();
  const saved = ids.filter((id) => id !== DEFAULT_FACET_CONFIG_ID);
  const found = useFacetConfigsById(instance, saved);
  return (
    <Callout tone="error" title={t('conflicts.title', { count: ids.length })}>
      <p className="mb-2">{t('conflicts.body')}</p>
      <ul aria-label={t('conflicts.label')} className="space-y-1">
        {ids.includes(DEFAULT_FACET_CONFIG_ID) && (
          <li>
            <Link to={paths.filters.getHref()} className="font-medium underline">
              {t('conflicts.default')}
            </Link>
          </li>
        )}
        {saved.map((id, index) => {
          const config = found[index]?.data;
          const name = config ? contextName(config) : t('conflicts.unnamed', { id });
          return (
            <li key={id}>
              <Link to={paths.facetsByContext.getHref(id)} className="font-medium underline">
                {t('conflicts.open', { name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}

/** What a suggestion found: how many searches it read, over how many days; nothing when none had filters. */
function SuggestionNote({ suggestions }: { suggestions: FacetSuggestions }) {
  const { t } = useTranslation('facets-by-context');
  return (
    <p role="status" className="text-xs text-slate-600">
      {suggestions.searches === 0
        ? t('suggest.noData', { days: suggestions.days })
        : t('suggest.done', { count: suggestions.searches, days: suggestions.days })}
    </p>
  );
}

interface EditorProps {
  site: Site;
  engines: Engine[];
  /** The language the console shows; the preview and values use it for a context of every language. */
  language: Language;
  /** The configuration edited; null for a new one. */
  config: FacetConfigDocument | null;
  open: boolean;
  onClose: () => void;
}

interface FormProps extends Omit<EditorProps, 'open' | 'onClose'> {
  fields: FacetableFieldsAnswer;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, engines, language, config, fields, onSaved, onDirtyChange }: FormProps) {
  // The data check's texts load with the form's, so the check does not suspend the editor later.
  const { t } = useTranslation(['facets-by-context', 'facet-check']);
  const alerts = useAlerts();
  const errorMessage = useFacetErrorMessage();
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const languageId = useId();
  const save = useSaveFacetConfig(site.instance);
  const mainLanguage = engines[0]?.language ?? language;
  const [initial] = useState(() => (config ? draftOfConfig(config, mainLanguage) : newContextDraft()));
  const [tried, setTried] = useState(false);
  // Set from a save until it fails (a saved form closes): a second Enter or click would post twice.
  const submitting = useRef(false);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [suggestion, setSuggestion] = useState<
    | { state: 'loading' }
    | { state: 'done'; data: FacetSuggestions }
    | { state: 'failed'; error: unknown }
    | null
  >(null);
  const { control, handleSubmit, setValue } = useForm<ContextDraft>({ defaultValues: initial });
  const draft = useWatch({ control }) as ContextDraft;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A page belongs to its kind: switching between searches, category and brand pages starts without one.
  const shownKind = useRef(draft.kind);
  useEffect(() => {
    if (shownKind.current === draft.kind) return;
    shownKind.current = draft.kind;
    setValue('page', '');
  }, [draft.kind, setValue]);

  const byField = new Map(fields.fields.map((field) => [field.field, field]));
  const problems = draftProblems(draft);
  const savable = !problems.context && !problems.facets;
  const value = savable ? toFacetConfig(draft, mainLanguage) : null;
  const shownLanguage = (draft.language || language) as Language;
  const valuesEngine = engines.find((engine) => engine.language === shownLanguage) ?? engines[0]!;
  const canWrite = useCanWrite();

  // The data check's fixes are edits of this context, seen in the preview before saving.
  const hideValues = (field: string, values: readonly string[]) =>
    setValue(
      'facets',
      draft.facets.map((facet) => {
        if (facet.field !== field) return facet;
        const current = facet.values ?? { sort: 'count' as const, pinned: [], hidden: [] };
        const hidden = [...new Set([...current.hidden, ...values])];
        return {
          ...facet,
          values: { ...current, pinned: current.pinned.filter((v) => !hidden.includes(v)), hidden },
        };
      }),
      { shouldDirty: true },
    );
  const removeFacet = (field: string) =>
    setValue(
      'facets',
      draft.facets.filter((facet) => facet.field !== field),
      { shouldDirty: true },
    );

  const suggest = async () => {
    setSuggestion({ state: 'loading' });
    try {
      const data = await queryClient.fetchQuery(getFacetSuggestionsQueryOptions(site.uuid, draft.queries));
      setSuggestion({ state: 'done', data });
      if (data.searches > 0) {
        setValue('facets', suggestedOrder(draft.facets, data.facets), { shouldDirty: true });
      }
    } catch (error) {
      setSuggestion({ state: 'failed', error });
    }
  };

  const submit = handleSubmit(() => {
    setTried(true);
    if (!value || submitting.current) return;
    submitting.current = true;
    setConflicts([]);
    save.mutate(
      { id: config?.id, config: value },
      {
        onSuccess: () => {
          alerts.push({ type: 'success', message: t(config ? 'editor.updated' : 'editor.created') });
          onSaved();
        },
        onError: (error) => {
          submitting.current = false;
          setConflicts(conflictingIdsOf(error));
          alerts.push({ type: 'error', message: errorMessage(error) });
        },
      },
    );
  });
  const failure = save.error && conflictingIdsOf(save.error).length === 0 ? errorMessage(save.error) : null;

  return (
    <TuningEditorForm
      namespace="facets-by-context"
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      failure={failure}
      aside={
        <FacetContextPreview
          siteId={site.uuid}
          language={shownLanguage}
          draft={draft}
          id={config?.id}
          value={value}
        />
      }
    >
      <TextField
        control={control}
        name="title"
        label={t('editor.title')}
        hint={t('editor.titleHint')}
        autoFocus
      />
      <RadioGroupField
        control={control}
        name="kind"
        legend={t('editor.kind')}
        columns={3}
        options={[
          { value: 'search', label: t('kinds.search'), description: t('editor.searchHint') },
          { value: 'CATEGORY', label: t('kinds.CATEGORY'), description: t('editor.categoryHint') },
          { value: 'BRAND', label: t('kinds.BRAND'), description: t('editor.brandHint') },
        ]}
      />
      {draft.kind === 'search' ? (
        <TermsField
          control={control}
          name="queries"
          label={t('editor.queries')}
          hint={t('editor.queriesHint', { max: TERMS.max })}
          placeholder={t('editor.queriesPlaceholder')}
        />
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {draft.page
              ? t('editor.page', {
                  field: t(`kinds.${draft.kind}`),
                  page: draft.kind === 'CATEGORY' ? categoryPathLabel(draft.page) : draft.page,
                })
              : t('editor.pageNone')}
          </p>
          <CataloguePicker
            key={draft.kind}
            siteId={site.uuid}
            language={shownLanguage}
            field={draft.kind}
            label={t(`editor.pick.${draft.kind}`)}
            picked={new Set(draft.page ? [draft.page] : [])}
            addLabel={(picked) => t('editor.choose', { value: picked.label })}
            onAdd={(picked) => setValue('page', picked.value, { shouldDirty: true })}
          />
        </div>
      )}
      {tried && problems.context && (
        <p role="alert" className="text-sm text-rose-700">
          {t(draft.kind === 'search' ? 'problems.queries' : 'problems.page')}
        </p>
      )}
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
      <section aria-labelledby={`${languageId}-facets`} className="space-y-3">
        <div>
          <h3 id={`${languageId}-facets`} className="text-sm font-semibold text-slate-900">
            {t('facets.title')}
          </h3>
          <p className="mt-1 text-xs text-slate-500">{t('facets.hint')}</p>
        </div>
        <ContextFacets
          facets={draft.facets}
          fields={byField}
          engines={engines}
          valuesEngine={valuesEngine}
          onChange={(facets) => setValue('facets', facets, { shouldDirty: true })}
        />
        {tried && problems.facets && (
          <p role="alert" className="text-sm text-rose-700">
            {t('problems.facets')}
          </p>
        )}
        {draft.kind === 'search' && (
          <div className="space-y-1">
            <Button
              variant="secondary"
              type="button"
              disabled={draft.queries.length === 0 || draft.facets.length < 2}
              loading={suggestion?.state === 'loading'}
              loadingLabel={t('suggest.loading')}
              onClick={() => void suggest()}
            >
              {t('suggest.button')}
            </Button>
            {suggestion?.state === 'done' && <SuggestionNote suggestions={suggestion.data} />}
            {suggestion?.state === 'failed' && (
              <p role="alert" className="text-xs text-rose-700">
                {t('suggest.failed')} {errorMessage(suggestion.error)}
              </p>
            )}
          </div>
        )}
        <FacetDataCheck
          engineId={valuesEngine.uuid}
          fields={draft.facets.map((facet) => facet.field)}
          names={Object.fromEntries(
            draft.facets.map((facet) => [
              facet.field,
              contextFacetNameIn(facet, byField, valuesEngine.language),
            ]),
          )}
          hidden={Object.fromEntries(draft.facets.map((facet) => [facet.field, facet.values?.hidden ?? []]))}
          readOnly={!canWrite}
          onHideValues={hideValues}
          onRemoveFacet={removeFacet}
        />
      </section>
      <div>
        <CheckboxField control={control} name="inheritance" label={t('editor.inheritance')} />
        <p className="mt-1 pl-7 text-xs text-slate-500">{t('editor.inheritanceHint')}</p>
      </div>
      <div>
        <CheckboxField control={control} name="enabled" label={t('editor.enabled')} />
        <p className="mt-1 pl-7 text-xs text-slate-500">{t('editor.enabledHint')}</p>
      </div>
      {conflicts.length > 0 && <Conflicts instance={site.instance} ids={conflicts} />}
    </TuningEditorForm>
  );
}

/** The site's facetable fields, then the form: its facets are added from them and named after them. */
function EditorBody(props: Omit<FormProps, 'fields'>) {
  const { t } = useTranslation('facets-by-context');
  const fields = useFacetableFields(props.site.uuid);
  if (fields.isError) {
    return (
      <Callout tone="error" title={t('editor.fieldsFailed')}>
        <Button variant="secondary" onClick={() => void fields.refetch()}>
          {t('tryAgain')}
        </Button>
      </Callout>
    );
  }
  if (!fields.data) return <p className="text-sm text-slate-600">{t('editor.fieldsLoading')}</p>;
  return <EditorForm {...props} fields={fields.data} />;
}

/**
 * Creates or edits a facet configuration for a context (spec 2 §3, §5): the searches or the
 * category or brand page it is for, its language, its facets in order with their names and value
 * orders, whether the usual filters follow; the filter panel now and with the edit beside it.
 * A 409 names the configurations that already apply to the same searches or page.
 */
export function FacetContextEditor({ open, onClose, ...props }: EditorProps) {
  return (
    <TuningEditorPanel
      namespace="facets-by-context"
      open={open}
      onClose={onClose}
      itemId={props.config?.id}
      editing={props.config !== null}
    >
      {(form) => <EditorBody {...form} {...props} />}
    </TuningEditorPanel>
  );
}
