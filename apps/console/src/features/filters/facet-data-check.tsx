import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import type { FacetFinding } from '@playboard/domain';
import { useFacetCheck } from './api/get-facet-check.ts';

export interface FacetDataCheckProps {
  /** The site's engine in the language being edited. */
  engineId: string;
  /** The facets the draft shows, in order. */
  fields: readonly string[];
  /** A display name per field. */
  names: Readonly<Record<string, string>>;
  /** Values already hidden per field, so a fix already applied shows as done. */
  hidden: Readonly<Record<string, readonly string[]>>;
  readOnly?: boolean;
  /** One-click fix: hide these values in this context. */
  onHideValues(field: string, values: readonly string[]): void;
  /** One-click fix: stop showing this facet here. */
  onRemoveFacet(field: string): void;
}

/** How many of a finding's single-product values its text names. */
const EXAMPLES = 3;

/** A single-product finding is done once every value it lists is hidden in this context. */
function isDone(finding: FacetFinding, hidden: readonly string[] = []): boolean {
  if (finding.kind !== 'singleProductValues') return false;
  const already = new Set(hidden);
  return finding.values.every((value) => already.has(value));
}

/** What a finding says, in the UI's language; counts are formatted by the texts (`{{count, number}}`). */
function useFindingText(catalogueProducts: number) {
  const { t, i18n } = useTranslation('facet-check');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumSignificantDigits: 2 });
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  return (finding: FacetFinding, facetProducts: number): string => {
    switch (finding.kind) {
      case 'variants':
        return t('variants', {
          values: list.format(finding.values.map((entry) => entry.value)),
          counts: finding.values.map((entry) => number.format(entry.count)).join(', '),
        });
      case 'mixedUnits':
        return t('mixedUnits', {
          units: list.format(
            finding.units.map((entry) =>
              t('unit', { unit: entry.unit, example: entry.example, count: entry.count }),
            ),
          ),
        });
      case 'fewProducts':
        return t('fewProducts', {
          share: percent.format(finding.share),
          products: facetProducts,
          total: catalogueProducts,
        });
      case 'singleProductValues':
        return t('singleProductValues', {
          count: finding.total,
          examples: list.format(finding.values.slice(0, EXAMPLES)),
        });
    }
  };
}

interface FindingProps {
  field: string;
  finding: FacetFinding;
  text: string;
  done: boolean;
  readOnly: boolean;
  onHideValues: FacetDataCheckProps['onHideValues'];
  onRemoveFacet: FacetDataCheckProps['onRemoveFacet'];
}

/** One finding: what is wrong, then the fix this context can make, or where to make it instead. */
function Finding({ field, finding, text, done, readOnly, onHideValues, onRemoveFacet }: FindingProps) {
  const { t } = useTranslation('facet-check');
  const id = useId();
  const fix = (label: string, onClick: () => void) => (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      disabled={readOnly}
      aria-describedby={id}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <li className="space-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
      <p id={id} className="text-slate-800">
        {text}
      </p>
      {/* Spellings and units come from the shop's feed: its next sync would undo an edit made here. */}
      {(finding.kind === 'variants' || finding.kind === 'mixedUnits') && (
        <p className="text-slate-600">
          {t(finding.kind === 'variants' ? 'renameInShop' : 'oneUnitInShop')} {t('syncUndoes')}
        </p>
      )}
      {finding.kind === 'fewProducts' && fix(t('removeFacet'), () => onRemoveFacet(field))}
      {finding.kind === 'singleProductValues' &&
        (done ? (
          <p className="font-medium text-emerald-700">
            <span aria-hidden="true">✓ </span>
            {t('hidden')}
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {fix(t('hideValues'), () => onHideValues(field, finding.values))}
            {finding.total > finding.values.length && (
              <span className="text-xs text-slate-500">
                {t('hidesListed', { count: finding.values.length })}
              </span>
            )}
          </div>
        ))}
    </li>
  );
}

/**
 * The data problems of the facets a context shows (spellings of one value, mixed units, facets few
 * products have, values of a single product), in plain words under each facet's name, with a
 * one-click fix where the context can make one. It asks the server once the draft's facets settle.
 */
export function FacetDataCheck({
  engineId,
  fields,
  names,
  hidden,
  readOnly = false,
  onHideValues,
  onRemoveFacet,
}: FacetDataCheckProps) {
  const { t } = useTranslation('facet-check');
  const panelId = useId();
  const [open, setOpen] = useState(true);
  // Debounced as a string: a parent passing a new array each render would otherwise restart the timer.
  const settled = JSON.parse(useDebouncedValue(JSON.stringify(fields))) as string[];
  const check = useFacetCheck(engineId, settled);
  const textOf = useFindingText(check.data?.products ?? 0);

  // In the draft's order, and only the facets it still shows: the answer kept on screen while the
  // next one loads can name a facet just removed.
  const answered = new Map(check.data?.facets.map((facet) => [facet.field, facet]));
  const facets = fields.flatMap((field) => {
    const facet = answered.get(field);
    return facet && facet.findings.length > 0 ? [facet] : [];
  });
  const toFix = facets.flatMap((facet) =>
    facet.findings.filter((finding) => !isDone(finding, hidden[facet.field])),
  ).length;

  let body;
  if (fields.length === 0) body = <p className="text-sm text-slate-600">{t('nothingToCheck')}</p>;
  else if (check.isPending) body = <Spinner label={t('loading')} className="text-indigo-600" />;
  else if (check.isError)
    body = (
      <LoadFailed
        title={t('loadFailed')}
        error={check.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void check.refetch()}
      />
    );
  else if (facets.length === 0) body = <p className="text-sm text-emerald-700">{t('clean')}</p>;
  else
    body = (
      <ul className="space-y-4">
        {facets.map((facet) => (
          <li key={facet.field}>
            <p id={`${panelId}-${facet.field}`} className="mb-2 text-sm font-semibold text-slate-900">
              {t('findingsOf', { name: names[facet.field] ?? facet.field })}
            </p>
            <ul aria-labelledby={`${panelId}-${facet.field}`} className="space-y-2">
              {facet.findings.map((finding) => (
                <Finding
                  key={finding.kind}
                  field={facet.field}
                  finding={finding}
                  text={textOf(finding, facet.products)}
                  done={isDone(finding, hidden[facet.field])}
                  readOnly={readOnly}
                  onHideValues={onHideValues}
                  onRemoveFacet={onRemoveFacet}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-lg bg-white ring-1 ring-slate-200">
      <button
        id={`${panelId}-title`}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span aria-hidden="true" className={clsx('text-slate-500 transition-transform', open && 'rotate-90')}>
          ▸
        </span>
        {t('title')}{' '}
        {toFix > 0 && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t('badge', { count: toFix })}
          </span>
        )}
      </button>
      <div id={panelId} hidden={!open} className="space-y-3 border-t border-slate-200 px-4 py-3">
        <p className="text-xs text-slate-500">{t('intro')}</p>
        {body}
      </div>
    </section>
  );
}
