import {
  browseFieldsOf,
  type BrowseField,
  type ExplainedProduct,
  type Explanation,
  type Language,
  type PreviewAnswer,
  type TermMatch,
} from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSelection } from '../../lib/session.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
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
import { useExplanation, type ExplainQuery } from './api/get-explanation.ts';
import { CataloguePicker, ProductThumbnail } from '../../ui/catalogue-picker.tsx';
import { valueLabel } from './value-label.ts';

/** What Explain explains: a search, or a browse page (a category or brand page). */
const SUBJECTS = ['search', 'browse'] as const;

type Subject = (typeof SUBJECTS)[number];

const kindStyle: Record<TermMatch['kind'], string> = {
  exact: 'bg-emerald-100 text-emerald-800',
  prefix: 'bg-sky-100 text-sky-800',
  typo: 'bg-amber-100 text-amber-800',
  synonym: 'bg-violet-100 text-violet-800',
};

/** Why one product is where it is: its words matched, its scores, the rules that moved it. */
function ProductWhy({
  product,
  image,
  browse,
}: {
  product: ExplainedProduct;
  image: string | null;
  /** On a browse page products match no words: the page holds them. */
  browse: boolean;
}) {
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
              {/* A browse page matches no words: its products have no text score to read. */}
              <p className="flex flex-wrap gap-x-2 text-xs text-slate-500">
                {!browse &&
                  t('product.scores', {
                    text: score.format(product.textScore),
                    final: score.format(product.score),
                  })}
                {product.reason && (
                  <span className="font-medium text-indigo-700">{t(`reason.${product.reason}`)}</span>
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
                      {match.builtIn ? t('match.builtInSynonym') : t(`match.${match.kind}`)}
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
              <p className="text-xs text-slate-500">{t(browse ? 'product.onPage' : 'product.plain')}</p>
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
      {explanation.builtInSynonyms.map((expansion) => (
        <p key={expansion.term} className="text-sm text-slate-700">
          {t('builtInSynonyms', { term: expansion.term, synonyms: expansion.synonyms.join(', ') })}
        </p>
      ))}
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
        <p className="text-sm text-slate-600">{t(explanation.browse ? 'noPageProducts' : 'noProducts')}</p>
      ) : (
        <ol aria-label={t('products')} className="space-y-2">
          {explanation.products.map((product) => (
            <ProductWhy
              key={product.id}
              product={product}
              image={images.get(product.id) ?? null}
              browse={explanation.browse !== null}
            />
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

/** A segmented choice: explain a search, or a browse page. Radio buttons underneath. */
function SubjectSwitch({ value, onChange }: { value: Subject; onChange: (subject: Subject) => void }) {
  const { t } = useTranslation('explain');
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-md bg-slate-100 p-0.5">
      <legend className="sr-only">{t('subject.label')}</legend>
      {SUBJECTS.map((subject) => (
        <label
          key={subject}
          className={clsx(
            'cursor-pointer rounded px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
            subject === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <input
            type="radio"
            name={name}
            value={subject}
            checked={subject === value}
            onChange={() => onChange(subject)}
            className="sr-only"
          />
          {t(`subject.${subject}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The browse page to explain: its field, then a value picked from the catalogue's real ones. */
function BrowsePagePicker({
  siteId,
  language,
  fields,
  field,
  value,
  onChange,
}: {
  siteId: string;
  language: Language;
  fields: readonly BrowseField[];
  field: BrowseField;
  value: string;
  onChange: (page: { field: BrowseField; value: string }) => void;
}) {
  const { t } = useTranslation('explain');
  const selectId = useId();
  const [picking, setPicking] = useState(value === '');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            {t('browse.field')}
          </label>
          <select
            id={selectId}
            value={field}
            onChange={(event) => {
              onChange({ field: event.target.value as BrowseField, value: '' });
              setPicking(true);
            }}
            className={inputClassName(false)}
          >
            {fields.map((option) => (
              <option key={option} value={option}>
                {t(`browse.fields.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {value !== '' && (
          <p className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            {t('browse.page', { field: t(`browse.fields.${field}`), value: valueLabel(field, value) })}
            {!picking && (
              <Button variant="ghost" className="px-2 py-1" onClick={() => setPicking(true)}>
                {t('browse.change')}
              </Button>
            )}
          </p>
        )}
      </div>
      {picking && (
        <CataloguePicker
          key={field}
          siteId={siteId}
          language={language}
          field={field}
          label={t(`browse.find.${field}`)}
          picked={new Set(value === '' ? [] : [value])}
          addLabel={(picked) => t('browse.choose', { value: picked.label })}
          onAdd={(picked) => {
            onChange({ field, value: picked.value });
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

function Explain({ site, engines, engineId, language }: LanguageScope) {
  const { t } = useTranslation('explain');
  const { selectEngine } = useSelection();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const fields = browseFieldsOf(site.platform);
  const askedField = params.get('browseField');
  const [subject, setSubject] = useState<Subject>(askedField === null ? 'search' : 'browse');
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [page, setPage] = useState({
    field: fields.find((field) => field === askedField) ?? fields[0]!,
    value: params.get('browseValue') ?? '',
  });
  const query = useDebouncedValue(typed.trim());
  const input: ExplainQuery | null =
    subject === 'search'
      ? query
        ? { language, query }
        : null
      : page.value
        ? { language, browseField: page.field, browseValue: page.value }
        : null;
  const explain = useExplanation(site.uuid, input);
  const data = input ? explain.data : undefined;
  const pageName = t('browse.page', {
    field: t(`browse.fields.${page.field}`),
    value: valueLabel(page.field, page.value),
  });

  // The address keeps what is explained, so it can be shared or reloaded.
  const remember = (next: { subject: Subject; query: string; page: typeof page }) =>
    setParams(
      next.subject === 'search'
        ? next.query
          ? { q: next.query }
          : {}
        : next.page.value
          ? { browseField: next.page.field, browseValue: next.page.value }
          : {},
      { replace: true },
    );

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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubjectSwitch
            value={subject}
            onChange={(next) => {
              setSubject(next);
              remember({ subject: next, query: typed.trim(), page });
            }}
          />
          <LanguageSwitch engines={engines} value={engineId} onChange={selectEngine} label={t('language')} />
        </div>
        {subject === 'search' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              {t('query')}
            </label>
            <input
              id={inputId}
              type="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                remember({ subject, query: event.target.value.trim(), page });
              }}
              placeholder={t('placeholder')}
              className={inputClassName(false)}
            />
          </div>
        ) : (
          <BrowsePagePicker
            siteId={site.uuid}
            language={language}
            fields={fields}
            field={page.field}
            value={page.value}
            onChange={(next) => {
              setPage(next);
              remember({ subject, query: typed.trim(), page: next });
            }}
          />
        )}
        {!input ? (
          subject === 'search' ? (
            <EmptyState
              title={t('empty.title')}
              example={<p className="text-sm text-slate-700">{t('empty.example')}</p>}
            >
              {t('empty.body')}
            </EmptyState>
          ) : (
            <EmptyState
              title={t('browseEmpty.title')}
              example={<p className="text-sm text-slate-700">{t('browseEmpty.example')}</p>}
            >
              {t('browseEmpty.body')}
            </EmptyState>
          )
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
              {subject === 'search'
                ? t('total', { count: data.after.total, query })
                : t('browseTotal', { count: data.after.total, page: pageName })}
            </p>
            <ExplanationView explanation={data.explanation} answer={data.after} />
          </div>
        )}
      </div>
    </Page>
  );
}

/**
 * Explain (issue 17): for a query or a browse page (a category or brand page), the storefront's
 * answer with, per product, the words it matched and how, its text score, the rules that moved it;
 * the products rules hid; the redirection and banners that applied.
 */
export function Component() {
  return <LanguageScoped namespace="explain">{(scope) => <Explain {...scope} />}</LanguageScoped>;
}
