import { zodResolver } from '@hookform/resolvers/zod';
import {
  isLanguage,
  type Language,
  type PreviewChange,
  type ResultsVisibility,
  type Site,
} from '@playboard/domain';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useResultsVisibility } from '../../api/get-results-visibility.ts';
import { useSavedSearchSettings } from '../../api/use-saved-search-settings.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { SearchSettingsPreview, SettingsForm } from '../../ui/settings-form.tsx';
import { useResultsVisibilityProducts } from './api/get-results-visibility-products.ts';
import { useSaveResultsVisibility } from './api/save-results-visibility.ts';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

/** The form's choices: the domain's boolean as two named options, so each is a card a shopper effect explains. */
const formSchema = z.object({
  outOfStock: z.enum(['SHOW', 'HIDE']),
  notAvailableForOrder: z.enum(['SHOW', 'BURY']),
});
type FormValues = z.infer<typeof formSchema>;

const toForm = (value: ResultsVisibility): FormValues => ({
  outOfStock: value.showOutOfStock ? 'SHOW' : 'HIDE',
  notAvailableForOrder: value.notAvailableForOrder,
});
const fromForm = (values: FormValues): ResultsVisibility => ({
  showOutOfStock: values.outOfStock === 'SHOW',
  notAvailableForOrder: values.notAvailableForOrder,
});

function Section({ title, aside, children }: { title: string; aside: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${card} space-y-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** "3 of 120 products" beside a switch: how many products of the catalogue it affects right now. */
function Affected({ siteId, count }: { siteId: string; count: 'outOfStock' | 'notAvailableForOrder' }) {
  const { t } = useTranslation('results-visibility');
  const products = useResultsVisibilityProducts(siteId);
  if (products.isPending) return <span className="text-xs text-slate-500">{t('affected.loading')}</span>;
  if (products.isError) {
    return (
      <span className="text-xs text-rose-700">
        {t('affected.failed')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void products.refetch()}>
          {t('tryAgain')}
        </button>
      </span>
    );
  }
  if (products.data.products === 0)
    return <span className="text-xs text-slate-500">{t('affected.empty')}</span>;
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
      {t(`affected.${count}`, { count: products.data[count], total: products.data.products })}
    </span>
  );
}

interface FormProps {
  site: Site;
  /** The language the preview searches in: the selected engine's, when the search has it. */
  language: Language | undefined;
  saved: ResultsVisibility;
}

function ResultsVisibilityForm({ site, language, saved }: FormProps) {
  const { t } = useTranslation('results-visibility');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const save = useSaveResultsVisibility(site.uuid);
  const savedSettings = useSavedSearchSettings(site.uuid);
  const { control, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(saved),
  });
  const values = useWatch({ control }) as FormValues;

  const onSubmit = handleSubmit((draft) =>
    save.mutateAsync(fromForm(draft)).then(
      (stored) => {
        reset(toForm(stored));
        alerts.push({ type: 'success', message: t('saved') });
      },
      (error: unknown) =>
        alerts.push({ type: 'error', message: `${t('saveFailed')} ${errorMessage(error)}` }),
    ),
  );

  const change: PreviewChange | null = savedSettings
    ? { kind: 'searchSettings', value: { ...savedSettings, resultsVisibility: fromForm(values) } }
    : null;

  return (
    <SettingsForm
      namespace="results-visibility"
      leaveMessage={t('leave')}
      dirty={formState.isDirty}
      saving={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onDiscard={() => reset()}
      aside={
        <SearchSettingsPreview
          namespace="results-visibility"
          site={site}
          language={language}
          change={change}
          incompleteHint={t('previewWaiting')}
        />
      }
    >
      <Section title={t('outOfStock.title')} aside={<Affected siteId={site.uuid} count="outOfStock" />}>
        <RadioGroupField
          control={control}
          name="outOfStock"
          legend={t('outOfStock.legend')}
          columns={2}
          options={[
            { value: 'SHOW', label: t('outOfStock.show'), description: t('outOfStock.showHint') },
            { value: 'HIDE', label: t('outOfStock.hide'), description: t('outOfStock.hideHint') },
          ]}
        />
      </Section>
      <Section
        title={t('notAvailable.title')}
        aside={<Affected siteId={site.uuid} count="notAvailableForOrder" />}
      >
        <RadioGroupField
          control={control}
          name="notAvailableForOrder"
          legend={t('notAvailable.legend')}
          columns={2}
          options={[
            { value: 'SHOW', label: t('notAvailable.show'), description: t('notAvailable.showHint') },
            { value: 'BURY', label: t('notAvailable.bury'), description: t('notAvailable.buryHint') },
          ]}
        />
      </Section>
    </SettingsForm>
  );
}

function ResultsVisibilityScreen({ site, language }: Omit<FormProps, 'saved'>) {
  const { t } = useTranslation('results-visibility');
  const query = useResultsVisibility(site.uuid);
  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;
  return <ResultsVisibilityForm site={site} language={language} saved={query.data} />;
}

/**
 * /results-visibility (spec 1 §3): whether out-of-stock products appear in the storefront's results
 * and whether products shoppers cannot order are shown or buried, with how many products each affects
 * and the storefront's answer with the unsaved choice beside it.
 */
export function Component() {
  const { t } = useTranslation('results-visibility');
  const { site, engine } = useSelection();
  if (!site) return null;
  const language = [engine?.language, ...site.engines.map((each) => each.language)].find(isLanguage);
  return (
    <Page title={t('title')} description={t('intro')} actions={<HistoryLink kind="resultsVisibility" />}>
      <ResultsVisibilityScreen key={site.uuid} site={site} language={language} />
    </Page>
  );
}
