import { FEATURED_PRODUCTS, type Language } from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionText } from '../../ui/action-text.tsx';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useCatalogueProductSearch, type CatalogueProduct } from './api/search-catalogue-products.ts';
import { ProductThumbnail } from './sortable-products.tsx';

interface ProductPickerProps {
  siteId: string;
  language: Language;
  /** Ids already in the list: their Add is replaced by "Added". */
  picked: ReadonlySet<string>;
  onAdd: (product: CatalogueProduct) => void;
}

/** Finds catalogue products as a shopper's search would, each with its image, to add to the list. */
export function ProductPicker({ siteId, language, picked, onAdd }: ProductPickerProps) {
  const { t } = useTranslation('featured-products');
  const id = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim());
  const search = useCatalogueProductSearch(siteId, language, query);
  const full = picked.size >= FEATURED_PRODUCTS.max;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('picker.label')}
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('picker.placeholder')}
          className={inputClassName(false)}
        />
        <p className="text-xs text-slate-500">
          {full ? t('picker.full', { max: FEATURED_PRODUCTS.max }) : t('picker.hint')}
        </p>
      </div>
      {query === '' ? null : search.isError ? (
        <InlineLoadFailed
          title={t('picker.failed')}
          error={search.error}
          retryLabel={t('tryAgain')}
          onRetry={() => void search.refetch()}
        />
      ) : !search.data ? (
        <Spinner label={t('picker.searching')} className="text-indigo-600" />
      ) : search.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('picker.none', { query })}</p>
      ) : (
        <ul aria-label={t('picker.results')} className="max-h-96 space-y-2 overflow-y-auto">
          {search.data.map((product) => {
            const added = picked.has(product.id);
            return (
              <li key={product.id} className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-slate-200">
                <ProductThumbnail image={product.image} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{product.name}</p>
                  <p className="truncate text-xs text-slate-500">{product.id}</p>
                </div>
                <Button
                  variant="secondary"
                  type="button"
                  disabled={added || full}
                  onClick={() => onAdd(product)}
                >
                  <ActionText
                    text={t(added ? 'picker.addedName' : 'picker.add', { name: product.name })}
                    value={product.name}
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
