import {
  categoryPathLabel,
  type Language,
  type PreviewAnswer,
  type PreviewChange,
  type SearchPreviewInput,
} from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchPreview } from '../api/get-search-preview.ts';
import { paths } from '../config/paths.ts';
import { useErrorMessage } from '../lib/errors.ts';
import { useSelection } from '../lib/session.ts';
import { buttonClassName } from './button.tsx';
import { inputClassName } from './form/field-shell.tsx';
import { Spinner } from './spinner.tsx';
import { StorefrontLink } from './storefront-link.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

interface SearchPreviewProps {
  siteId: string;
  /** The catalogue language searched (the engine's). */
  language: Language;
  /** The site's currency, for prices; plain numbers without one. */
  currency: string | null;
  /** The unsaved change (a new, edited or deleted item); null while the draft cannot be applied yet. */
  change: PreviewChange | null;
  /** Why `change` is null (e.g. the group needs a second term): shown instead of the comparison. */
  incompleteHint?: string;
  /** The query searched until the merchant types one, e.g. the group's first term. */
  suggestedQuery?: string;
  /** A browse rule's page (a category or brand page), previewed instead of a search. */
  browse?: PreviewBrowse | undefined;
}

/** The browse page a browse rule names; either is absent until the merchant picks it. */
export interface PreviewBrowse {
  field: 'BRAND' | 'CATEGORY' | undefined;
  value: string | undefined;
}

type Side = 'after' | 'before';

function Products({
  answer,
  marked,
  markLabel,
  currency,
}: {
  answer: PreviewAnswer;
  marked: ReadonlySet<string>;
  markLabel: string;
  currency: string | null;
}) {
  const { t, i18n } = useTranslation('common');
  const price = new Intl.NumberFormat(i18n.language, currency ? { style: 'currency', currency } : {});
  if (answer.products.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">{t('searchPreview.noProducts')}</p>;
  }
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
      {answer.products.map((product) => {
        const isMarked = marked.has(product.id);
        return (
          <li
            key={product.id}
            className={clsx(
              'relative flex flex-col gap-1 rounded-lg p-1.5 text-xs',
              isMarked ? 'bg-emerald-50 ring-2 ring-emerald-500' : 'ring-1 ring-slate-200',
            )}
          >
            {product.image ? (
              <img
                src={product.image}
                alt=""
                loading="lazy"
                className="aspect-square w-full rounded object-contain"
              />
            ) : (
              <div aria-hidden="true" className="aspect-square w-full rounded bg-slate-100" />
            )}
            <span className="line-clamp-2 font-medium text-slate-800">{product.name}</span>
            {product.price !== null && <span className="text-slate-600">{price.format(product.price)}</span>}
            {isMarked && (
              <span className="absolute top-1 left-1 rounded bg-emerald-700 px-1.5 py-0.5 text-[10px] font-semibold text-white">
                {markLabel}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * How the storefront searched (the correction it shows the shopper, the words it dropped, the
 * built-in synonyms it searched), where the answer sends the shopper, and the banners it shows,
 * before its products.
 */
function Extras({ answer }: { answer: PreviewAnswer }) {
  const { t } = useTranslation('common');
  return (
    <>
      {answer.spellchecked && (
        <p className="text-sm text-slate-700">
          {t('searchPreview.spellchecked', { query: answer.spellchecked })}
        </p>
      )}
      {answer.relaxedTerms.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('searchPreview.relaxed', { terms: answer.relaxedTerms.join(', ') })}
        </p>
      )}
      {answer.builtInSynonyms.map((expansion) => (
        <p key={expansion.term} className="text-sm text-slate-700">
          {t('searchPreview.builtInSynonyms', {
            term: expansion.term,
            synonyms: expansion.synonyms.join(', '),
          })}
        </p>
      ))}
      {answer.redirection && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {t('searchPreview.redirection')}{' '}
          <a
            href={answer.redirection.targetUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium underline break-all"
          >
            {answer.redirection.targetUrl}
          </a>
        </p>
      )}
      {answer.banners.length > 0 && (
        <ul className="space-y-2">
          {answer.banners.map((banner) => (
            <li key={`${banner.position}-${banner.assetUrl}`} className="rounded-md ring-1 ring-slate-200">
              <img
                src={banner.assetUrl}
                alt={banner.title ?? ''}
                className="max-h-24 w-full rounded-t-md object-cover"
              />
              <p className="px-2 py-1 text-xs text-slate-600">
                {t('searchPreview.bannerPosition', { position: banner.position })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * What a shopper of this site would get for a query, with the saved configuration and with the
 * change being edited (a synonym group, a redirection, a banner): the totals and "+N products", the
 * first products with the new ones marked, where a redirection sends the shopper, where banners
 * appear. It asks the server once typing pauses and stores nothing: the storefront changes only
 * when the change is saved.
 */
export function SearchPreview({
  siteId,
  language,
  currency,
  change,
  incompleteHint,
  suggestedQuery = '',
  browse,
}: SearchPreviewProps) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [side, setSide] = useState<Side>('after');
  // Once saved, the merchant sees the change where shoppers do (their own storefront on the demo shop).
  const storefront = useSelection().sites.find((candidate) => candidate.uuid === siteId);
  const query = (typed ?? suggestedQuery).trim();
  const page =
    browse?.field && browse.value ? { browseField: browse.field, browseValue: browse.value } : undefined;
  const asked = browse ? page && { query: '', ...page } : query === '' ? undefined : { query };
  const wanted: SearchPreviewInput | null = asked
    ? { language, ...asked, ...(change ? { change } : {}) }
    : null;
  const settled = useDebouncedValue(JSON.stringify(wanted));
  const preview = useSearchPreview(siteId, JSON.parse(settled) as SearchPreviewInput | null);
  const data = wanted ? preview.data : undefined;

  const beforeIds = new Set(data?.before.products.map((product) => product.id));
  const afterIds = new Set(data?.after.products.map((product) => product.id));
  const added = new Set(
    data?.after.products.filter((product) => !beforeIds.has(product.id)).map((p) => p.id),
  );
  const removed = new Set(
    data?.before.products.filter((product) => !afterIds.has(product.id)).map((p) => p.id),
  );
  const difference = data ? data.after.total - data.before.total : 0;

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-4">
      <div>
        <h3 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
          {t('searchPreview.title')}
        </h3>
        <p className="mt-1 text-xs text-slate-500">{t('searchPreview.description')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {storefront && <StorefrontLink site={storefront} variant="ghost" />}
          {asked && (
            <Link to={paths.explain.getHref(page ?? query)} className={buttonClassName('ghost')}>
              {t('searchPreview.explain')}
            </Link>
          )}
        </div>
      </div>
      {browse ? (
        page && (
          <p className="text-sm font-medium text-slate-800">
            {t('searchPreview.page', {
              field: t(`searchPreview.browseFields.${page.browseField}`),
              value: page.browseField === 'CATEGORY' ? categoryPathLabel(page.browseValue) : page.browseValue,
            })}
          </p>
        )
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('searchPreview.query')}
          </label>
          <input
            id={inputId}
            type="search"
            value={typed ?? suggestedQuery}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('searchPreview.placeholder')}
            className={inputClassName(false)}
          />
        </div>
      )}
      {!change && incompleteHint && <p className="text-xs text-amber-700">{incompleteHint}</p>}
      {wanted === null ? (
        <p className="text-sm text-slate-500">
          {t(browse ? 'searchPreview.pickPage' : 'searchPreview.typeQuery')}
        </p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('searchPreview.failed')} {errorMessage(preview.error)}
        </p>
      ) : !data ? (
        <Spinner label={t('searchPreview.loading')} className="text-indigo-600" />
      ) : (
        <div
          aria-busy={preview.isFetching || undefined}
          className={clsx('space-y-3', preview.isFetching && 'opacity-70')}
        >
          <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>{t('searchPreview.totals', { before: data.before.total, after: data.after.total })}</span>
            {change && (
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  difference > 0 && 'bg-emerald-100 text-emerald-800',
                  difference < 0 && 'bg-amber-100 text-amber-800',
                  difference === 0 && 'bg-slate-100 text-slate-700',
                )}
              >
                {difference > 0
                  ? t('searchPreview.more', { count: difference })
                  : difference < 0
                    ? t('searchPreview.fewer', { count: -difference })
                    : t('searchPreview.same')}
              </span>
            )}
          </div>
          <fieldset className="inline-flex rounded-md bg-slate-100 p-0.5">
            <legend className="sr-only">{t('searchPreview.show')}</legend>
            {(['after', 'before'] as const).map((option) => (
              <label
                key={option}
                className={clsx(
                  'cursor-pointer rounded px-3 py-1 text-xs font-medium',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                  side === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
                )}
              >
                <input
                  type="radio"
                  name={`${inputId}-side`}
                  checked={side === option}
                  onChange={() => setSide(option)}
                  className="sr-only"
                />
                {t(option === 'after' ? 'searchPreview.withChange' : 'searchPreview.saved')}
              </label>
            ))}
          </fieldset>
          <Extras answer={data[side]} />
          <Products
            answer={data[side]}
            marked={side === 'after' ? added : removed}
            markLabel={t(side === 'after' ? 'searchPreview.new' : 'searchPreview.removed')}
            currency={currency}
          />
        </div>
      )}
    </section>
  );
}
