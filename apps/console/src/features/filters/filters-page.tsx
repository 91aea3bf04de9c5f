import { facetNameIn, isLanguage, type Engine, type Site } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { LanguageSwitch, useLanguageName } from '../../ui/language-switch.tsx';
import { LeavePrompt } from '../../ui/leave-prompt.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { SaveBar, useRevealAboveSaveBar } from '../../ui/save-bar.tsx';
import { useFacetableFields, type FacetableFieldsAnswer } from './api/get-facetable-fields.ts';
import { useSaveFilters, type ValueConfigChange } from './api/save-filters.ts';
import { OtherFields, ShownFacets } from './facet-list.tsx';
import { FacetValuesEditor } from './facet-values-editor.tsx';
import {
  draftOf,
  hasProblems,
  problemsOf,
  sameValueConfig,
  toInput,
  toValueConfig,
  type FacetDraft,
  type ValuesDraft,
} from './filters-draft.ts';
import { FiltersPreview } from './filters-preview.tsx';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

/** A value configuration being edited, with the saved one it started from. */
interface ValuesEdit {
  engineId: string;
  facet: string;
  saved: ValuesDraft;
  draft: ValuesDraft;
}

const valuesKey = (engineId: string, facet: string) => `${engineId}\u0000${facet}`;

interface FormProps {
  site: Site;
  engines: Engine[];
  engine: Engine;
  onEngine: (engineId: string) => void;
  saved: FacetableFieldsAnswer;
}

function FiltersForm({ site, engines, engine, onEngine, saved }: FormProps) {
  const { t } = useTranslation('filters');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const languageName = useLanguageName();
  const save = useSaveFilters(site.uuid);
  const saveBar = useRevealAboveSaveBar();
  const canWrite = useCanWrite();
  const [facets, setFacets] = useState<FacetDraft[]>(() => draftOf(saved));
  const [valueEdits, setValueEdits] = useState<Record<string, ValuesEdit>>({});

  const baseline = JSON.stringify(toInput(draftOf(saved)));
  const facetsDirty = JSON.stringify(toInput(facets)) !== baseline;
  const changedValues = Object.values(valueEdits).filter((edit) => !sameValueConfig(edit.saved, edit.draft));
  const dirty = facetsDirty || changedValues.length > 0;
  const shown = facets.filter((facet) => facet.selected);
  const others = facets.filter((facet) => !facet.selected);
  const invalid = shown.filter((facet) => hasProblems(problemsOf(facet)));

  const replace = (next: FacetDraft) =>
    setFacets((current) => current.map((facet) => (facet.field === next.field ? next : facet)));
  // A field switched on joins the end of the shown facets; one switched off goes back among the others.
  const showField = (next: FacetDraft) =>
    setFacets((current) => [
      ...current.filter((facet) => facet.selected),
      next,
      ...current.filter((facet) => !facet.selected && facet.field !== next.field),
    ]);
  const editShown = (next: FacetDraft) => {
    if (next.selected) replace(next);
    else {
      setFacets((current) => [
        ...current.filter((facet) => facet.selected && facet.field !== next.field),
        next,
        ...current.filter((facet) => !facet.selected),
      ]);
    }
  };
  const reorder = (ordered: FacetDraft[]) => setFacets([...ordered, ...others]);
  const editValues = (facet: string) => (savedDraft: ValuesDraft, draft: ValuesDraft) =>
    setValueEdits((current) => ({
      ...current,
      [valuesKey(engine.uuid, facet)]: { engineId: engine.uuid, facet, saved: savedDraft, draft },
    }));
  const valuesDraftOf = (facet: string) => valueEdits[valuesKey(engine.uuid, facet)]?.draft;

  const onSave = () => {
    if (invalid.length > 0) {
      alerts.push({
        type: 'error',
        message: t('fixFirst', {
          names: invalid.map((facet) => facetNameIn(facet, engine.language)).join(', '),
        }),
      });
      return;
    }
    const valueConfigs: ValueConfigChange[] = changedValues.map(({ engineId, facet, draft }) => ({
      engineId,
      facet,
      config: toValueConfig(draft),
    }));
    save.mutate(
      { facets: facetsDirty ? toInput(facets) : null, valueConfigs },
      {
        onSuccess: (stored) => {
          setFacets(draftOf(stored ?? saved));
          setValueEdits({});
          alerts.push({ type: 'success', message: t('saved') });
        },
        onError: (error) =>
          alerts.push({ type: 'error', message: `${t('saveFailed')} ${errorMessage(error)}` }),
      },
    );
  };
  const discard = () => {
    setFacets(draftOf(saved));
    setValueEdits({});
  };

  return (
    <div className="space-y-6">
      <LeavePrompt when={canWrite && dirty} message={t('leave')} />
      <div className="flex flex-wrap items-center gap-3">
        <LanguageSwitch engines={engines} value={engine.uuid} onChange={onEngine} label={t('language')} />
        {engines.length > 1 && <p className="text-xs text-slate-500">{t('languageHint')}</p>}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          noValidate
          aria-label={t('formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            if (canWrite) onSave();
          }}
          onFocus={saveBar.reveal}
          className="space-y-6"
        >
          {!canWrite && <ReadOnlyNotice />}
          {/* READ-only (spec 2 §6): the facets and their values show, nothing can be changed or saved. */}
          <fieldset disabled={!canWrite} className="min-w-0 space-y-6">
            <section aria-labelledby="filters-shown" className={`${card} space-y-3`}>
              <div>
                <h2 id="filters-shown" className="text-base font-semibold text-slate-900">
                  {t('shown.title')}
                </h2>
                <p className="mt-1 text-sm text-slate-600">{t('shown.hint')}</p>
              </div>
              <ShownFacets
                facets={shown}
                language={engine.language}
                onChange={reorder}
                onEdit={editShown}
                valuesOf={(facet) => (
                  <FacetValuesEditor
                    key={engine.uuid}
                    engineId={engine.uuid}
                    facet={facet.field}
                    name={facetNameIn(facet, engine.language)}
                    languageName={languageName(engine.language)}
                    draft={valuesDraftOf(facet.field)}
                    onChange={editValues(facet.field)}
                  />
                )}
              />
            </section>
            <section aria-labelledby="filters-others" className={`${card} space-y-3`}>
              <div>
                <h2 id="filters-others" className="text-base font-semibold text-slate-900">
                  {t('others.title')}
                </h2>
                <p className="mt-1 text-sm text-slate-600">{t('others.hint')}</p>
              </div>
              <OtherFields facets={others} language={engine.language} onShow={showField} />
            </section>
          </fieldset>
          <SaveBar
            ref={saveBar.bar}
            dirty={dirty}
            saving={save.isPending}
            onDiscard={discard}
            labels={{ discard: t('discard'), save: t('save'), saving: t('saving') }}
          />
        </form>
        <aside aria-label={t('previewLabel')} className={`${card} xl:sticky xl:top-6 xl:self-start`}>
          <FiltersPreview
            facets={shown}
            engineId={engine.uuid}
            language={engine.language}
            languageName={languageName(engine.language)}
            valuesDraftOf={valuesDraftOf}
            dirty={dirty}
          />
        </aside>
      </div>
    </div>
  );
}

function FiltersScreen({ site, engines, engine, onEngine }: Omit<FormProps, 'saved'>) {
  const { t } = useTranslation('filters');
  const query = useFacetableFields(site.uuid);
  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;
  if (query.data.fields.length === 0) {
    return (
      <EmptyState
        title={t('empty.title')}
        example={
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
            {t('empty.example')}
          </p>
        }
      >
        {t('empty.body')}
      </EmptyState>
    );
  }
  return <FiltersForm site={site} engines={engines} engine={engine} onEngine={onEngine} saved={query.data} />;
}

/**
 * /filters (spec 1 §3, §7): what shoppers can filter a search by. The catalogue's facetable fields,
 * each shown or not, in order, named per language, with its kind, a range's bounds and how its
 * values are listed; the filters a shopper would see beside them before saving.
 */
export function Component() {
  const { t } = useTranslation('filters');
  const { site, engine, selectEngine } = useSelection();
  if (!site) return null;
  const engines = site.engines.filter((candidate) => isLanguage(candidate.language));
  const current = engines.find((candidate) => candidate.uuid === engine?.uuid) ?? engines[0];
  return (
    <Page
      title={t('title')}
      description={
        <>
          <p>{t('intro')}</p>
          <Link
            to={paths.facetsByContext.getHref()}
            className="mt-2 inline-block font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            {t('contextsLink')}
          </Link>
        </>
      }
      actions={<HistoryLink kind="facets" />}
    >
      {current ? (
        <FiltersScreen
          key={site.uuid}
          site={site}
          engines={engines}
          engine={current}
          onEngine={selectEngine}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('noLanguage')}</p>
      )}
    </Page>
  );
}
