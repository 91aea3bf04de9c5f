import {
  categoryPathLabel,
  type FacetConfig,
  type Language,
  type PreviewAnswer,
  type SearchPreviewInput,
} from '@playboard/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchPreview } from '../../api/get-search-preview.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import type { ContextDraft } from './facet-context-draft.ts';

/** One side of the preview: the filter groups a shopper sees, in order, with their first values. */
function FacetPanel({ title, answer }: { title: string; answer: PreviewAnswer }) {
  const { t } = useTranslation('facets-by-context');
  const id = useId();
  const facets = answer.facets ?? [];
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <h4 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h4>
      <p className="mb-2 text-xs text-slate-500">{t('preview.products', { count: answer.total })}</p>
      {facets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('preview.noFacets')}</p>
      ) : (
        <ol aria-label={t('preview.groups', { side: title })} className="space-y-3">
          {facets.map((facet) => (
            <li key={facet.id} className="space-y-1">
              <p className="text-sm font-medium text-slate-900">{facet.label}</p>
              {facet.values.length === 0 ? (
                <p className="text-xs text-slate-500">{t('preview.noValues')}</p>
              ) : (
                <ul className="space-y-0.5 text-xs text-slate-700">
                  {facet.values.map((value) => (
                    <li key={value.value} className="flex justify-between gap-2">
                      <span className="truncate">
                        {facet.type === 'hierarchical' ? categoryPathLabel(value.value) : value.value}
                      </span>
                      <span className="text-slate-500 tabular-nums">{value.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface FacetContextPreviewProps {
  siteId: string;
  /** The language shown: the context's own, else the one selected in the console. */
  language: Language;
  draft: ContextDraft;
  /** The saved configuration edited; undefined for a new one. */
  id: string | undefined;
  /** The draft as the API would save it; null while it cannot be saved. */
  value: FacetConfig | null;
}

/**
 * The filter panel of the context's storefront page (its first query, or its page) as shoppers see
 * it now and with the unsaved edit, asked for once typing pauses; nothing is stored.
 */
export function FacetContextPreview({ siteId, language, draft, id, value }: FacetContextPreviewProps) {
  const { t } = useTranslation('facets-by-context');
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const query = draft.kind === 'search' ? draft.queries[0] : undefined;
  const page = draft.kind !== 'search' && draft.page ? draft.page : undefined;
  const where =
    query !== undefined
      ? { query }
      : page !== undefined && draft.kind !== 'search'
        ? { browseField: draft.kind, browseValue: page }
        : null;
  const wanted: SearchPreviewInput | null = where
    ? {
        language,
        query: '',
        ...where,
        facets: true,
        ...(value ? { change: { kind: 'facetConfig' as const, ...(id ? { id } : {}), value } } : {}),
      }
    : null;
  const settled = useDebouncedValue(JSON.stringify(wanted));
  const preview = useSearchPreview(siteId, JSON.parse(settled) as SearchPreviewInput | null);
  const data = wanted ? preview.data : undefined;

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {t('preview.title')}
        </h3>
        <p className="mt-1 text-xs text-slate-500">
          {query !== undefined
            ? t('preview.forQuery', { query })
            : page !== undefined
              ? t('preview.forPage', {
                  page: draft.kind === 'CATEGORY' ? categoryPathLabel(page) : page,
                  field: t(`kinds.${draft.kind}`),
                })
              : t(draft.kind === 'search' ? 'preview.typeQuery' : 'preview.pickPage')}
        </p>
      </div>
      {wanted === null ? null : preview.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('preview.failed')} {errorMessage(preview.error)}{' '}
          <button
            type="button"
            className="font-medium underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            onClick={() => void preview.refetch()}
          >
            {t('tryAgain')}
          </button>
        </p>
      ) : !data ? (
        <Spinner label={t('preview.loading')} className="text-indigo-600" />
      ) : (
        <div
          aria-busy={preview.isFetching || undefined}
          className={clsx('grid gap-3 sm:grid-cols-2', preview.isFetching && 'opacity-70')}
        >
          <FacetPanel title={t('preview.before')} answer={data.before} />
          <FacetPanel title={t('preview.after')} answer={data.after} />
        </div>
      )}
      {!value && wanted !== null && <p className="text-xs text-amber-700">{t('preview.incomplete')}</p>}
    </section>
  );
}
