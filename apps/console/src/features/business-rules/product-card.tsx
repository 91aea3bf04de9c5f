import type { Language } from '@playboard/domain';
import { useCatalogueValues, type CatalogueValue } from '../../api/get-catalogue-values.ts';
import { ProductThumbnail } from '../../ui/catalogue-picker.tsx';

/**
 * A product of a rule by name and image: from what the merchant picked now, else looked up in the
 * catalogue by its id (a saved rule stores ids only).
 */
export function useProduct(
  siteId: string,
  language: Language,
  id: string,
  picked: CatalogueValue | undefined,
) {
  const lookup = useCatalogueValues(siteId, {
    field: 'PRODUCT_ID',
    language,
    q: picked ? undefined : id,
    limit: 5,
  });
  const found = picked ?? lookup.data?.values.find((value) => value.value === id);
  return {
    name: found?.label ?? id,
    image: found?.image ?? null,
    /** False when shoppers cannot order it now (out of stock, discontinued); null when not known. */
    available: found?.available ?? null,
  };
}

/** A product's image, name and id, as a rule lists it. */
export function ProductCard({
  siteId,
  language,
  id,
  picked,
}: {
  siteId: string;
  language: Language;
  id: string;
  picked: CatalogueValue | undefined;
}) {
  const product = useProduct(siteId, language, id, picked);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <ProductThumbnail image={product.image} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{product.name}</p>
        <p className="truncate text-xs text-slate-500">{id}</p>
      </div>
    </div>
  );
}
