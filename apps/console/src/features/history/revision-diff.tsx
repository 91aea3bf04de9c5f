import {
  SEARCH_SETTINGS_PARTS,
  type ConfigRevisionKind,
  type RevisionChange,
  type RevisionValue,
} from '@playboard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A path's steps: named fields and, in brackets, the key of an item of a list (`[brand]`). */
function stepsOf(path: string): { name?: string; item?: string }[] {
  return [...path.matchAll(/\[([^\]]*)\]|([^.[\]]+)/g)].map(([, item, name]) =>
    item === undefined ? { name: name! } : { item },
  );
}

/** "showOutOfStock" → "Show out of stock", for a field no locale names. */
function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const parts: readonly ConfigRevisionKind[] = SEARCH_SETTINGS_PARTS;

/** A change's path as history reads it: a part of the search settings under its kind, as the older whole named it. */
const scoped = (kind: ConfigRevisionKind, path: string) =>
  parts.includes(kind) ? `${kind}${path.startsWith('[') ? '' : '.'}${path}` : path;

/** A rule's element as history keys it (`BRAND: Nike`) with its field in the screens' words ("Brand: Nike"). */
function elementName(t: TFunction<'history'>, item: string): string | undefined {
  const [, field, value] = /^([A-Z_]+): (.+)$/.exec(item) ?? [];
  if (field === undefined) return undefined;
  return `${t(`values.field.${field}`, { defaultValue: humanize(field.toLowerCase()) })}: ${value}`;
}

/**
 * The merchant's name of a changed field, in the screens' words: a named path as the locale names
 * it (`resultsVisibility.showOutOfStock`), else each step by its name and each item of a list by
 * its own ("Brand › Weight", "“price” › Position"); a whole list (facets) goes by its kind.
 */
export function useFieldName(kind: ConfigRevisionKind): (path: string) => string {
  const { t } = useTranslation('history');
  return (change) => {
    if (change === '') return t(`kinds.${kind}`);
    const path = scoped(kind, change);
    const named = t(`fields.${path}`, { defaultValue: '' });
    if (typeof named === 'string' && named !== '') return named;
    const owner = stepsOf(path)[0]?.name ?? kind;
    return stepsOf(path)
      .map(({ name, item }) =>
        item === undefined
          ? t(`fields.${name}`, { defaultValue: humanize(name!) })
          : t(`items.${owner}.${item}`, { defaultValue: `“${elementName(t, item) ?? item}”` }),
      )
      .join(' › ');
  };
}

/** The last named step of a path: the field whose value shows (`type`, `sort`, `position`). */
const fieldOf = (path: string) => stepsOf(path).findLast((step) => step.name !== undefined)?.name ?? '';

/**
 * A value in the screens' words: an option by its label (`recommended` → "Products you pick",
 * `BANNER` → "Banner"), a filter's 0-based position as the 1-based one the Filters screen shows.
 */
export function useShownValue(
  kind: ConfigRevisionKind,
): (path: string, value: RevisionValue) => RevisionValue {
  const { t } = useTranslation('history');
  return (path, value) => {
    const field = fieldOf(path);
    if (value.type === 'number' && kind === 'facets' && field === 'position') {
      return { type: 'number', value: value.value + 1 };
    }
    if (value.type !== 'text') return value;
    const label = t(`values.${field}.${value.value}`, { defaultValue: '' });
    return typeof label === 'string' && label !== '' ? { type: 'text', value: label } : value;
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

/**
 * A word of a list as its screen shows it: a searchable field by its name ("Brand"), another item
 * by the value it is known by.
 */
function useItemName(kind: ConfigRevisionKind): (path: string, term: string) => string {
  const { t } = useTranslation('history');
  return (path, term) => {
    const owner = stepsOf(scoped(kind, path))[0]?.name ?? kind;
    return t(`items.${owner}.${term}`, { defaultValue: elementName(t, term) ?? term });
  };
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
  const shown = useShownValue(kind);
  const itemName = useItemName(kind);
  return (
    <dl className="space-y-1.5 text-sm text-slate-700">
      {changes.map((change) => (
        <div key={`${change.type} ${change.path}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="text-slate-500">{fieldName(change.path)}:</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            {change.type === 'terms' ? (
              <>
                <Chips terms={change.added.map((term) => itemName(change.path, term))} tone="added" />
                <Chips terms={change.removed.map((term) => itemName(change.path, term))} tone="removed" />
              </>
            ) : only === 'after' || change.before.type === 'none' ? (
              // A value set where there was none (a created item) shows alone, never "None → …".
              <ValueView value={shown(change.path, change.after)} />
            ) : change.after.type === 'none' ? (
              <span className="line-through decoration-rose-400">
                <ValueView value={shown(change.path, change.before)} />
                <span className="sr-only"> ({t('diff.removedValue')})</span>
              </span>
            ) : (
              <>
                <ValueView value={shown(change.path, change.before)} />
                <span aria-hidden="true" className="text-slate-400">
                  →
                </span>
                <span className="sr-only"> {t('diff.to')} </span>
                <ValueView value={shown(change.path, change.after)} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
