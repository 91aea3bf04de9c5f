import type { ExplainedProduct, Explanation, PreviewAnswer, TermMatch } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSelection } from '../../lib/session.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StorefrontLink } from '../../ui/storefront-link.tsx';
import { LanguageScoped, type LanguageScope } from '../../ui/tuning-list-page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useExplanation } from './api/get-explanation.ts';
import { ProductThumbnail } from './product-picker.tsx';

const kindStyle: Record<TermMatch['kind'], string> = {
  exact: 'bg-emerald-100 text-emerald-800',
  prefix: 'bg-sky-100 text-sky-800',
  typo: 'bg-amber-100 text-amber-800',
  synonym: 'bg-violet-100 text-violet-800',
};

/** Why one product is where it is: its words matched, its scores, the rules that moved it. */
function ProductWhy({ product, image }: { product: ExplainedProduct; image: string | null }) {
  const { t, i18n } = useTranslation('explain');
  const score = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <article aria-label={t('product.label', { position: product.position, name: product.name })}>
        <div className="flex items-start gap-3">
          <span className="w-6 pt-1 text-right text-sm font-semibold text-slate-500">{product.position}</span>
          <ProductThumbnail image={image} />
          <div className="min-w-0 flex-1 space-y-2">
            <div>
              <p className="font-medium text-slate-900">{product.name}</p>
              <p className="text-xs text-slate-500">
                {t('product.scores', {
                  text: score.format(product.textScore),
                  final: score.format(product.score),
                })}
                {product.reason && (
                  <span className="ml-2 font-medium text-indigo-700">{t(`reason.${product.reason}`)}</span>
                )}
              </p>
            </div>
            {product.matches.length > 0 && (
              <ul aria-label={t('product.matches')} className="flex flex-wrap gap-1.5">
                {product.matches.map((match, index) => (
                  <li
                    key={`${match.term}-${match.field}-${index}`}
                    className="rounded bg-slate-50 px-2 py-0.5 text-xs ring-1 ring-slate-200"
                  >
                    {t('match.text', {
                      term: match.term,
                      matched: match.matched,
                      field: t(`fields.${match.field}`, { defaultValue: match.field }),
                    })}{' '}
                    <span className={clsx('rounded px-1 text-[10px] font-semibold', kindStyle[match.kind])}>
                      {t(`match.${match.kind}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {product.rules.length > 0 && (
              <ul aria-label={t('product.rules')} className="space-y-1 text-xs">
                {product.rules.map((rule, index) => (
                  <li key={`${rule.ruleId}-${index}`} className="text-slate-800">
                    <span className="font-semibold">
                      {rule.effect === 'pin'
                        ? t('effect.pin', { position: rule.position })
                        : t(`effect.${rule.effect}`)}
                    </span>{' '}
                    {t('effect.by', { rule: rule.name, element: rule.element })}
                  </li>
                ))}
              </ul>
            )}
            {product.buriedBySettings && (
              <p className="text-xs text-amber-700">{t('product.buriedBySettings')}</p>
            )}
            {product.matches.length === 0 && product.rules.length === 0 && !product.reason && (
              <p className="text-xs text-slate-500">{t('product.plain')}</p>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/** The answer explained: what applied to the whole answer, then each product, then what rules hid. */
function ExplanationView({ explanation, answer }: { explanation: Explanation; answer: PreviewAnswer }) {
  const { t } = useTranslation('explain');
  const images = new Map(answer.products.map((product) => [product.id, product.image]));
  return (
    <div className="space-y-4">
      {explanation.redirection && (
        <Callout tone="info" title={t('redirection.title')}>
          {t('redirection.body', { url: explanation.redirection.targetUrl })}
        </Callout>
      )}
      {explanation.spellchecked && (
        <p className="text-sm text-slate-700">{t('spellchecked', { query: explanation.spellchecked })}</p>
      )}
      {explanation.relaxedTerms.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('relaxed', { terms: explanation.relaxedTerms.join(', ') })}
        </p>
      )}
      {explanation.banners.length > 0 && (
        <ul aria-label={t('banners.label')} className="space-y-1 text-sm text-slate-700">
          {explanation.banners.map((banner) => (
            <li key={banner.id}>
              {t('banners.item', { title: banner.title ?? banner.id, position: banner.position })}
            </li>
          ))}
        </ul>
      )}
      {explanation.products.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noProducts')}</p>
      ) : (
        <ol aria-label={t('products')} className="space-y-2">
          {explanation.products.map((product) => (
            <ProductWhy key={product.id} product={product} image={images.get(product.id) ?? null} />
          ))}
        </ol>
      )}
      {explanation.hiddenTotal > 0 && (
        <section aria-labelledby="hidden-title" className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <h3 id="hidden-title" className="text-sm font-semibold text-slate-900">
            {t('hidden.title', { count: explanation.hiddenTotal })}
          </h3>
          <ul className="mt-2 space-y-1 text-xs text-slate-700">
            {explanation.hidden.map((product) => (
              <li key={product.id}>
                {t('hidden.item', {
                  name: product.name,
                  rules: product.rules.map((rule) => rule.name).join(', '),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Explain({ site, engines, engineId, language }: LanguageScope) {
  const { t } = useTranslation('explain');
  const { selectEngine } = useSelection();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(typed.trim());
  const explain = useExplanation(site.uuid, query ? { language, query } : null);
  const data = query ? explain.data : undefined;
  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <StorefrontLink site={site} variant="ghost" />
          <Link to={paths.businessRules.getHref()} className={buttonClassName('secondary')}>
            {t('rules')}
          </Link>
        </>
      }
    >
      <div className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              {t('query')}
            </label>
            <input
              id={inputId}
              type="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setParams(event.target.value.trim() ? { q: event.target.value.trim() } : {}, {
                  replace: true,
                });
              }}
              placeholder={t('placeholder')}
              className={inputClassName(false)}
            />
          </div>
          <LanguageSwitch engines={engines} value={engineId} onChange={selectEngine} label={t('language')} />
        </div>
        {!query ? (
          <EmptyState
            title={t('empty.title')}
            example={<p className="text-sm text-slate-700">{t('empty.example')}</p>}
          >
            {t('empty.body')}
          </EmptyState>
        ) : explain.isError ? (
          <LoadFailed
            title={t('failed')}
            error={explain.error}
            retryLabel={t('tryAgain')}
            onRetry={() => void explain.refetch()}
          />
        ) : !data ? (
          <Spinner label={t('loading')} className="text-indigo-600" />
        ) : !data.explanation ? (
          <Callout tone="warning">{t('unavailable')}</Callout>
        ) : (
          <div
            aria-busy={explain.isFetching || undefined}
            className={clsx(explain.isFetching && 'opacity-70')}
          >
            <p role="status" className="mb-3 text-sm text-slate-700">
              {t('total', { count: data.after.total, query })}
            </p>
            <ExplanationView explanation={data.explanation} answer={data.after} />
          </div>
        )}
      </div>
    </Page>
  );
}

/**
 * Explain (issue 17): for a query, the storefront's answer with, per product, the words it matched
 * and how, its text score, the rules that moved it; the products rules hid; the redirection and
 * banners that applied.
 */
export function Component() {
  return <LanguageScoped namespace="explain">{(scope) => <Explain {...scope} />}</LanguageScoped>;
}
