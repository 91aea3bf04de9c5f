import { PRODUCT_LABELS } from '@playboard/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductLabelAvailability } from './api/get-product-labels.ts';
import type { CustomisationFormValues } from './customisation-form.ts';

type Label = (typeof PRODUCT_LABELS)[number];

interface LabelsFieldProps {
  control: Control<CustomisationFormValues>;
  /** What the catalogue carries; undefined while it loads or when it could not be read. */
  availability: ProductLabelAvailability[] | undefined;
}

/** The product-card labels to show, each with how many products of the catalogue carry it. */
export function LabelsField({ control, availability }: LabelsFieldProps) {
  const { t } = useTranslation('customisation');
  const { field } = useController({ control, name: 'productCard.labels' });
  const selected = new Set(field.value);
  const toggle = (label: Label, on: boolean) =>
    field.onChange(PRODUCT_LABELS.filter((key) => (key === label ? on : selected.has(key))));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('card.labels')}</legend>
      <p className="mt-1 text-xs text-slate-500">{t('card.labelsHint')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PRODUCT_LABELS.map((label) => {
          const entry = availability?.find((item) => item.key === label);
          return (
            <label key={label} className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                name={field.name}
                checked={selected.has(label)}
                onChange={(event) => toggle(label, event.target.checked)}
                onBlur={field.onBlur}
                className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              />
              <span>
                <span className="block">{t(`card.label.${label}`)}</span>
                {entry && (
                  <span className="block text-xs text-slate-500">
                    {entry.available
                      ? t('card.labelProducts', { count: entry.products })
                      : t('card.labelUnavailable')}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
