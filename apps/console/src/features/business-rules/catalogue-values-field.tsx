import type { BusinessRuleField, Language } from '@playboard/domain';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { CatalogueValue } from '../../api/get-catalogue-values.ts';
import { useProduct } from './product-card.tsx';
import { CataloguePicker, ProductThumbnail } from '../../ui/catalogue-picker.tsx';
import { valueLabel } from './value-label.ts';

interface CatalogueValuesFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding the rule's values (a list of strings). */
  name: FieldPath<T>;
  field: BusinessRuleField;
  siteId: string;
  language: Language;
}

/** A chosen value as a chip: a product by its name and image (looked up by id when saved), with its remove button. */
function ValueChip({
  siteId,
  language,
  field,
  value,
  picked,
  onRemove,
}: {
  siteId: string;
  language: Language;
  field: BusinessRuleField;
  value: string;
  picked: CatalogueValue | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation('business-rules');
  const product = field === 'PRODUCT_ID';
  const found = useProduct(siteId, language, product ? value : '', picked);
  const label = product ? found.name : (picked?.label ?? valueLabel(field, value));
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs font-medium text-indigo-900 ring-1 ring-indigo-200">
      {product && <ProductThumbnail image={found.image} size="sm" />}
      <span>{label}</span>
      <Button
        variant="ghost"
        className="px-1.5 py-0.5"
        aria-label={t('values.remove', { value: label })}
        onClick={onRemove}
      >
        ×
      </Button>
    </li>
  );
}

/**
 * The values a business rule ranks, picked from the catalogue's real ones: brands and categories
 * with their number of products, products found by name with their image; new products need none.
 */
export function CatalogueValuesField<T extends FieldValues>({
  control,
  name,
  field,
  siteId,
  language,
}: CatalogueValuesFieldProps<T>) {
  const { t } = useTranslation(['business-rules', 'domain']);
  const { field: values, fieldState } = useController({ control, name });
  const selected = (values.value as string[] | undefined) ?? [];
  // What the merchant reads of a value picked here (a product's name and image).
  const [known, setKnown] = useState<ReadonlyMap<string, CatalogueValue>>(new Map());
  const error = fieldState.error?.message ?? fieldState.error?.root?.message;
  const remove = (value: string) => values.onChange(selected.filter((each) => each !== value));

  if (field === 'IS_NEW') return <p className="text-sm text-slate-600">{t('values.isNew')}</p>;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t(`values.legend.${field}`)}</legend>
      {selected.length > 0 ? (
        <ul aria-label={t('values.selected')} className="flex flex-wrap gap-2">
          {selected.map((value) => (
            <ValueChip
              key={value}
              siteId={siteId}
              language={language}
              field={field}
              value={value}
              picked={known.get(value)}
              onRemove={() => remove(value)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-500">{t('values.noneSelected')}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {t(error, { ns: 'domain', defaultValue: error })}
        </p>
      )}
      <CataloguePicker
        siteId={siteId}
        language={language}
        field={field}
        label={t(`values.find.${field}`)}
        picked={new Set(selected)}
        addLabel={(entry) => t('values.add', { value: entry.label })}
        onAdd={(entry) => {
          setKnown((current) => new Map(current).set(entry.value, entry));
          values.onChange([...selected, entry.value]);
        }}
      />
    </fieldset>
  );
}
