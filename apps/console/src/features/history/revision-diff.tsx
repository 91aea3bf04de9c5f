import {
  SEARCH_SETTINGS_PARTS,
  type ConfigRevisionKind,
  type RevisionChange,
  type RevisionValue,
} from '@playboard/domain';
import { useTranslation } from 'react-i18next';

/** "searchableFields[brand].weight" → "Searchable fields › brand › weight", for fields without a name of their own. */
function humanize(path: string): string {
  const words = path
    .replace(/\[([^\]]*)\]/g, '.$1')
    .split('.')
    .map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  const text = words.join(' › ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const parts: readonly ConfigRevisionKind[] = SEARCH_SETTINGS_PARTS;

/**
 * The merchant's name of a changed field; a whole list (facets) goes by its kind. A part of the
 * search settings, a kind of its own now, names its fields as the older whole did.
 */
export function useFieldName(kind: ConfigRevisionKind): (path: string) => string {
  const { t } = useTranslation('history');
  return (change) => {
    if (change === '') return t(`kinds.${kind}`);
    const path = parts.includes(kind) ? `${kind}${change.startsWith('[') ? '' : '.'}${change}` : change;
    return t(`fields.${path}`, { defaultValue: humanize(path) });
  };
}

export function ValueView({ value }: { value: RevisionValue }) {
  const { t, i18n } = useTranslation('history');
  switch (value.type) {
    case 'colour':
      return (
        <span className="inline-flex items-center gap-1.5 font-mono">
          <span
            aria-hidden
            data-testid="swatch"
            className="inline-block size-4 rounded ring-1 ring-slate-900/20"
            style={{ backgroundColor: value.value }}
          />
          {value.value}
        </span>
      );
    case 'boolean':
      return <span className="font-medium">{value.value ? t('diff.on') : t('diff.off')}</span>;
    case 'number':
      return <span className="font-medium">{new Intl.NumberFormat(i18n.language).format(value.value)}</span>;
    case 'text':
      return <span className="font-medium break-all">{value.value}</span>;
    case 'none':
      return <span className="text-slate-500 italic">{t('diff.none')}</span>;
  }
}

function Chips({ terms, tone }: { terms: string[]; tone: 'added' | 'removed' }) {
  const { t } = useTranslation('history');
  if (terms.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="sr-only">{t(`diff.${tone}`)}:</span>
      {terms.map((term) => (
        <span
          key={term}
          className={
            tone === 'added'
              ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/30'
              : 'rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-800 line-through ring-1 ring-rose-600/30'
          }
        >
          <span aria-hidden>{tone === 'added' ? '+ ' : '− '}</span>
          {term}
        </span>
      ))}
    </span>
  );
}

/**
 * A revision's differences in words: lists of words as green (added) and red (removed) chips, other
 * fields as "field: old → new" with colours as swatches and switches as on/off. With `only: 'after'`
 * (what an entity holds, not a change) a field shows its value alone.
 */
export function RevisionDiff({
  kind,
  changes,
  only,
}: {
  kind: ConfigRevisionKind;
  changes: RevisionChange[];
  only?: 'after';
}) {
  const { t } = useTranslation('history');
  const fieldName = useFieldName(kind);
  return (
    <dl className="space-y-1.5 text-sm text-slate-700">
      {changes.map((change) => (
        <div key={`${change.type} ${change.path}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="text-slate-500">{fieldName(change.path)}:</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            {change.type === 'terms' ? (
              <>
                <Chips terms={change.added} tone="added" />
                <Chips terms={change.removed} tone="removed" />
              </>
            ) : only === 'after' ? (
              <ValueView value={change.after} />
            ) : (
              <>
                <ValueView value={change.before} />
                <span aria-hidden="true" className="text-slate-400">
                  →
                </span>
                <span className="sr-only"> {t('diff.to')} </span>
                <ValueView value={change.after} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
