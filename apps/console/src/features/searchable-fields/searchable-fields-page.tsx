import { zodResolver } from '@hookform/resolvers/zod';
import { isLanguage, type Language, type PreviewChange, type Site } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchableFields, type SearchableFieldsAnswer } from '../../api/get-searchable-fields.ts';
import { useSavedSearchSettings } from '../../api/use-saved-search-settings.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { SearchSettingsPreview, SettingsForm } from '../../ui/settings-form.tsx';
import { useSaveSearchableFields } from './api/save-searchable-fields.ts';
import {
  formValues,
  presetOf,
  searchableFieldsFormSchema,
  toInput,
  WEIGHT_MAX,
  WEIGHT_PRESETS,
  type SearchableFieldsFormValues,
  type WeightPreset,
} from './searchable-fields-form.ts';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

interface RowProps {
  control: Control<SearchableFieldsFormValues>;
  index: number;
  /** The only active field: it cannot be switched off. */
  last: boolean;
  lastHintId: string;
}

/** One field: searched or not, and how much a match in it counts (low, normal, high or a number). */
function FieldRow({ control, index, last, lastHintId }: RowProps) {
  const { t } = useTranslation('searchable-fields');
  const id = useId();
  const name = useWatch({ control, name: `fields.${index}.field` });
  const active = useController({ control, name: `fields.${index}.active` });
  const weight = useController({ control, name: `fields.${index}.weight` });
  const [custom, setCustom] = useState(() => presetOf(weight.field.value) === 'custom');
  const choice = custom ? 'custom' : presetOf(weight.field.value);
  const error = weight.fieldState.error?.message;
  const label = t(`fields.${name}.label`);
  return (
    <tr className={clsx(!active.field.value && 'text-slate-500')}>
      <th scope="row" className="py-3 pr-4 text-left align-top font-normal">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{t(`fields.${name}.hint`)}</span>
      </th>
      <td className="py-3 pr-4 align-top">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            ref={active.field.ref}
            checked={active.field.value}
            onChange={(event) => active.field.onChange(event.target.checked)}
            onBlur={active.field.onBlur}
            disabled={last}
            aria-describedby={last ? lastHintId : undefined}
            className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
          <span>{t('searched', { field: label })}</span>
        </label>
      </td>
      <td className="py-3 align-top">
        <div className="flex flex-wrap items-start gap-2">
          <label htmlFor={`${id}-preset`} className="sr-only">
            {t('weightOf', { field: label })}
          </label>
          <select
            id={`${id}-preset`}
            value={choice}
            disabled={!active.field.value}
            onChange={(event) => {
              const next = event.target.value as WeightPreset | 'custom';
              setCustom(next === 'custom');
              if (next !== 'custom') weight.field.onChange(WEIGHT_PRESETS[next]);
            }}
            className={clsx(inputClassName(false), 'w-36')}
          >
            {(Object.keys(WEIGHT_PRESETS) as WeightPreset[]).map((preset) => (
              <option key={preset} value={preset}>
                {t(`weights.${preset}`, { weight: WEIGHT_PRESETS[preset] })}
              </option>
            ))}
            <option value="custom">{t('weights.custom')}</option>
          </select>
          {choice === 'custom' && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-number`} className="sr-only">
                {t('customWeightOf', { field: label })}
              </label>
              <input
                id={`${id}-number`}
                type="number"
                inputMode="decimal"
                step="0.1"
                min={0.1}
                max={WEIGHT_MAX}
                ref={weight.field.ref}
                value={Number.isNaN(weight.field.value) ? '' : weight.field.value}
                onChange={(event) => weight.field.onChange(event.target.valueAsNumber)}
                onBlur={weight.field.onBlur}
                disabled={!active.field.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={clsx(inputClassName(Boolean(error)), 'w-24')}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-600">
                  {t('weightRange', { max: WEIGHT_MAX })}
                </p>
              )}
            </div>
          )}
        </div>
      </td>
    </tr>
  );
}

interface FormProps {
  site: Site;
  /** The language the preview searches in: the selected engine's, when the search has it. */
  language: Language | undefined;
  saved: SearchableFieldsAnswer;
}

function SearchableFieldsForm({ site, language, saved }: FormProps) {
  const { t } = useTranslation('searchable-fields');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const save = useSaveSearchableFields(site.uuid);
  const savedSettings = useSavedSearchSettings(site.uuid);
  const lastHintId = useId();
  // Remounts the rows, which keep whether a custom weight is being typed, on save and discard.
  const [version, setVersion] = useState(0);
  const { control, handleSubmit, reset, formState } = useForm<SearchableFieldsFormValues>({
    resolver: zodResolver(searchableFieldsFormSchema),
    mode: 'onChange',
    defaultValues: formValues(saved),
  });
  const fields = useWatch({ control, name: 'fields' });
  const activeCount = fields.filter((field) => field.active).length;
  const parsed = searchableFieldsFormSchema.safeParse({ fields });

  const onSubmit = handleSubmit((draft) =>
    save.mutateAsync(toInput(draft)).then(
      (stored) => {
        reset(formValues(stored));
        setVersion((current) => current + 1);
        alerts.push({ type: 'success', message: t('saved') });
      },
      (error: unknown) =>
        alerts.push({ type: 'error', message: `${t('saveFailed')} ${errorMessage(error)}` }),
    ),
  );
  const discard = () => {
    reset();
    setVersion((current) => current + 1);
  };

  const change: PreviewChange | null =
    savedSettings && parsed.success
      ? {
          kind: 'searchSettings',
          value: {
            ...savedSettings,
            searchableFields: parsed.data.fields.map(({ field, active, weight }) => ({
              name: field,
              active,
              weight,
            })),
          },
        }
      : null;

  return (
    <SettingsForm
      namespace="searchable-fields"
      leaveMessage={t('leave')}
      dirty={formState.isDirty}
      saving={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onDiscard={discard}
      aside={
        <SearchSettingsPreview
          namespace="searchable-fields"
          site={site}
          language={language}
          change={change}
          incompleteHint={savedSettings ? t('previewInvalid') : t('previewWaiting')}
        />
      }
    >
      <section className={`${card} space-y-3`}>
        <table className="w-full text-sm">
          <caption className="text-left text-base font-semibold text-slate-900">{t('tableCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-500">
              <th scope="col" className="py-2 pr-4">
                {t('columns.field')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('columns.active')}
              </th>
              <th scope="col" className="py-2">
                {t('columns.weight')}
              </th>
            </tr>
          </thead>
          <tbody key={version} className="divide-y divide-slate-100">
            {fields.map((field, index) => (
              <FieldRow
                key={field.field}
                control={control}
                index={index}
                last={field.active && activeCount === 1}
                lastHintId={lastHintId}
              />
            ))}
          </tbody>
        </table>
        <p
          id={lastHintId}
          className={clsx('text-xs', activeCount === 1 ? 'text-amber-800' : 'text-slate-500')}
        >
          {t('lastActive')}
        </p>
        <p className="text-xs text-slate-500">{t('weightsHint')}</p>
      </section>
    </SettingsForm>
  );
}

function SearchableFieldsScreen({ site, language }: Omit<FormProps, 'saved'>) {
  const { t } = useTranslation('searchable-fields');
  const query = useSearchableFields(site.uuid);
  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;
  return <SearchableFieldsForm site={site} language={language} saved={query.data} />;
}

/**
 * /searchable-fields (spec 1 §3, §5): which product text a search looks in and how much a match in
 * each counts, with the storefront's answer for a query with the unsaved weights beside it.
 */
export function Component() {
  const { t } = useTranslation('searchable-fields');
  const { site, engine } = useSelection();
  if (!site) return null;
  const language = [engine?.language, ...site.engines.map((each) => each.language)].find(isLanguage);
  return (
    <Page title={t('title')} description={t('intro')} actions={<HistoryLink kind="searchableFields" />}>
      <SearchableFieldsScreen key={site.uuid} site={site} language={language} />
    </Page>
  );
}
