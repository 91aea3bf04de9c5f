import type { Language } from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionText } from './action-text.tsx';
import { Button } from './button.tsx';
import { inputClassName } from './form/field-shell.tsx';
import { InlineLoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useCatalogueValues, type CatalogueValue } from '../api/get-catalogue-values.ts';

/** How many values a search lists at once; typing more finds the others. */
const VALUES_SHOWN = 20;

/** A product's first image, or a grey square when it has none. */
export function ProductThumbnail({ image, size = 'md' }: { image: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8' : 'size-12';
  return image ? (
    <img
      src={image}
      alt=""
      loading="lazy"
      className={`${box} shrink-0 rounded object-contain ring-1 ring-slate-200`}
    />
  ) : (
    <div aria-hidden="true" className={`${box} shrink-0 rounded bg-slate-100`} />
  );
}

interface CataloguePickerProps {
  siteId: string;
  language: Language;
  /** The rule field whose values are listed: products are found by name or id, the others listed at once. */
  field: 'BRAND' | 'CATEGORY' | 'PRODUCT_ID';
  /** The search box's label, naming what is picked ("Product to pin"). */
  label: string;
  /** Values already picked: their button says so and is disabled. */
  picked: ReadonlySet<string>;
  /** The add button's name for a value ("Pin {{name}}"); it shows without the value's own words. */
  addLabel: (value: CatalogueValue) => string;
  onAdd: (value: CatalogueValue) => void;
}

/**
 * Finds the values a rule field takes in the catalogue (brands and categories with their number of
 * products, products with their image), to add to a rule: the merchant picks real values, not ids.
 */
export function CataloguePicker({
  siteId,
  language,
  field,
  label,
  picked,
  addLabel,
  onAdd,
}: CataloguePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const search = useCatalogueValues(siteId, { field, language, q: q || undefined, limit: VALUES_SHOWN });
  const waiting = field === 'PRODUCT_ID' && q === '';
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here; it must not submit the rule.
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder={t(
            field === 'PRODUCT_ID' ? 'cataloguePicker.productPlaceholder' : 'cataloguePicker.placeholder',
          )}
          className={inputClassName(false)}
        />
      </div>
      {waiting ? null : search.isError ? (
        <InlineLoadFailed
          title={t('cataloguePicker.failed')}
          error={search.error}
          retryLabel={t('cataloguePicker.tryAgain')}
          onRetry={() => void search.refetch()}
        />
      ) : !search.data ? (
        <Spinner label={t('cataloguePicker.searching')} className="text-indigo-600" />
      ) : search.data.values.length === 0 ? (
        <p className="text-sm text-slate-500">
          {q ? t('cataloguePicker.none', { query: q }) : t('cataloguePicker.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('cataloguePicker.results', { label })}
          aria-busy={search.isFetching || undefined}
          className="max-h-72 space-y-1.5 overflow-y-auto"
        >
          {search.data.values.map((value) => {
            const added = picked.has(value.value);
            return (
              <li
                key={value.value}
                className="flex items-center gap-3 rounded-lg p-1.5 ring-1 ring-slate-200"
              >
                {field === 'PRODUCT_ID' && <ProductThumbnail image={value.image} />}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{value.label}</p>
                  <p className="truncate text-xs text-slate-500">
                    {field === 'PRODUCT_ID'
                      ? value.value
                      : t('cataloguePicker.products', { count: value.products })}
                  </p>
                </div>
                <Button variant="secondary" type="button" disabled={added} onClick={() => onAdd(value)}>
                  <ActionText
                    text={added ? t('cataloguePicker.addedName', { name: value.label }) : addLabel(value)}
                    value={value.label}
                  />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
