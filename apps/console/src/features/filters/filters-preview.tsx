import { facetNameIn } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner.tsx';
import { useFacetValues } from './facet-values-editor.tsx';
import { bucketText, listedValues, type FacetDraft, type ValuesDraft } from './filters-draft.ts';

/** Values each facet of the preview lists, as a storefront's first screen shows them. */
const PREVIEW_VALUES = 5;

function useFormat() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number) => number.format(value);
}

function PreviewValues({
  engineId,
  facet,
  draft,
}: {
  engineId: string;
  facet: string;
  draft: ValuesDraft | undefined;
}) {
  const { t } = useTranslation('filters');
  const { values, current } = useFacetValues(engineId, facet, draft);
  if (values.isError) return <p className="text-xs text-rose-700">{t('preview.valuesFailed')}</p>;
  if (!values.data || !current) {
    return <Spinner label={t('preview.loadingValues')} size="small" className="text-indigo-600" />;
  }
  const listed = listedValues(values.data.values, current).slice(0, PREVIEW_VALUES);
  if (listed.length === 0) return <p className="text-xs text-slate-600">{t('preview.noValues')}</p>;
  return (
    <ul className="space-y-0.5 text-sm text-slate-700">
      {listed.map((entry) => (
        <li key={entry.value} className="flex justify-between gap-2">
          <span className="truncate">
            {entry.value}
            {entry.pinned && <span className="ml-1 text-xs text-indigo-700">{t('preview.pinned')}</span>}
          </span>
          <span className="text-slate-500 tabular-nums">{entry.count}</span>
        </li>
      ))}
    </ul>
  );
}

function PreviewFacet({
  facet,
  engineId,
  language,
  draft,
}: {
  facet: FacetDraft;
  engineId: string;
  language: string;
  draft: ValuesDraft | undefined;
}) {
  const { t } = useTranslation('filters');
  const format = useFormat();
  return (
    <li className="space-y-1 border-b border-slate-100 pb-3 last:border-0">
      <p className="text-sm font-semibold text-slate-900">{facetNameIn(facet, language)}</p>
      {facet.type !== 'range' ? (
        <PreviewValues engineId={engineId} facet={facet.field} draft={draft} />
      ) : facet.range ? (
        <p className="text-xs text-slate-600">{t('preview.recut')}</p>
      ) : (
        <ul className="space-y-0.5 text-sm text-slate-700">
          {facet.ranges.map((range) => (
            <li key={`${range.from}-${range.to}`}>{bucketText(range, format, t)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

interface FiltersPreviewProps {
  facets: FacetDraft[];
  engineId: string;
  language: string;
  languageName: string;
  valuesDraftOf: (facet: string) => ValuesDraft | undefined;
  dirty: boolean;
}

/** The filters a shopper would see in this language with the unsaved changes, before they are saved. */
export function FiltersPreview({
  facets,
  engineId,
  language,
  languageName,
  valuesDraftOf,
  dirty,
}: FiltersPreviewProps) {
  const { t } = useTranslation('filters');
  return (
    <section aria-labelledby="filters-preview-title" className="space-y-3">
      <div>
        <h3 id="filters-preview-title" className="text-sm font-semibold text-slate-900">
          {t('preview.title', { language: languageName })}
        </h3>
        <p className="mt-1 text-xs text-slate-500">{t(dirty ? 'preview.unsaved' : 'preview.saved')}</p>
      </div>
      {facets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('preview.none')}</p>
      ) : (
        <ol aria-label={t('preview.listLabel')} className="space-y-3">
          {facets.map((facet) => (
            <PreviewFacet
              key={facet.field}
              facet={facet}
              engineId={engineId}
              language={language}
              draft={valuesDraftOf(facet.field)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
