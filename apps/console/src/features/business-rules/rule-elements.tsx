import type { BusinessRuleField, HiddenElement, Language, RankingElement } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import type { CatalogueValue } from '../../api/get-catalogue-values.ts';
import { ElementOptions } from './element-options.tsx';
import { CataloguePicker } from '../../ui/catalogue-picker.tsx';
import { ProductCard, useProduct } from './product-card.tsx';
import { valueLabel } from './value-label.ts';

type Element = RankingElement | HiddenElement;

interface RuleElementsProps<E extends Element> {
  /** The list's key in the rule and its texts: productsRanking, attributesRanking, hiddenProducts, hiddenAttributes. */
  list: 'productsRanking' | 'attributesRanking' | 'hiddenProducts' | 'hiddenAttributes';
  siteId: string;
  language: Language;
  elements: E[];
  /** Products picked in this editor, with their names and images. */
  known: ReadonlyMap<string, CatalogueValue>;
  /** Element ids in conflict or invalid, marked. */
  problems: ReadonlySet<string>;
  /** Attribute lists: the platform's attribute fields (spec 2 §5); products lists leave it out. */
  attributeFields?: readonly BusinessRuleField[];
  onPick: (value: CatalogueValue) => void;
  onChange: (elements: E[]) => void;
}

/** Boost or bury, as a choice on the element. */
function ActionSelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: 'BOOST' | 'BURY';
  onChange: (value: 'BOOST' | 'BURY') => void;
}) {
  const { t } = useTranslation('query-ranking');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('element.action', { name })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as 'BOOST' | 'BURY')}
        className={clsx(inputClassName(false), 'w-auto py-1')}
      >
        <option value="BOOST">{t('actions.BOOST')}</option>
        <option value="BURY">{t('actions.BURY')}</option>
      </select>
    </>
  );
}

function ElementRow<E extends Element>({
  siteId,
  language,
  element,
  product,
  picked,
  problem,
  onChange,
  onRemove,
}: {
  siteId: string;
  language: Language;
  element: E;
  product: boolean;
  picked: CatalogueValue | undefined;
  problem: boolean;
  onChange: (element: E) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('query-ranking');
  const { name: productName } = useProduct(siteId, language, product ? element.fieldValue : '', picked);
  const name = product
    ? productName
    : t('element.attribute', {
        field: t(`fields.${element.fieldName}`, { defaultValue: element.fieldName }),
        value: valueLabel(element.fieldName, element.fieldValue),
      });
  return (
    <li
      className={clsx('rounded-lg bg-white p-2 ring-1', problem ? 'ring-2 ring-rose-400' : 'ring-slate-200')}
    >
      <div className="flex items-center gap-2">
        {product ? (
          <ProductCard siteId={siteId} language={language} id={element.fieldValue} picked={picked} />
        ) : (
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{name}</p>
        )}
        {element.action !== 'HIDE' && (
          <ActionSelect
            name={name}
            value={element.action}
            onChange={(action) => onChange({ ...element, action })}
          />
        )}
        <Button variant="ghost" type="button" onClick={onRemove} aria-label={t('element.remove', { name })}>
          {t('element.removeShort')}
        </Button>
      </div>
      {problem && <p className="mt-1 text-xs font-medium text-rose-700">{t('element.conflict')}</p>}
      <ElementOptions
        name={name}
        value={element}
        stock={element.action === 'BOOST'}
        onChange={(options) => onChange({ ...element, ...options })}
      />
    </li>
  );
}

/**
 * One list of a query ranking rule (spec 2 §3): products or attribute values, boosted or buried, or
 * hidden; each picked from the catalogue, with its own schedule and filters.
 */
export function RuleElements<E extends Element>({
  list,
  siteId,
  language,
  elements,
  known,
  problems,
  attributeFields,
  onPick,
  onChange,
}: RuleElementsProps<E>) {
  const { t } = useTranslation('query-ranking');
  const fieldId = useId();
  const hide = list === 'hiddenProducts' || list === 'hiddenAttributes';
  const [field, setField] = useState<BusinessRuleField | undefined>(attributeFields?.[0]);
  const pickerField = attributeFields ? field : 'PRODUCT_ID';
  const titleId = `${fieldId}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {t(`${list}.title`)}
        </h3>
        <p className="text-xs text-slate-500">{t(`${list}.description`)}</p>
      </div>
      {elements.length > 0 && (
        <ul aria-label={t(`${list}.title`)} className="space-y-2">
          {elements.map((element) => (
            <ElementRow
              key={element.id}
              siteId={siteId}
              language={language}
              element={element}
              product={!attributeFields}
              picked={known.get(element.fieldValue)}
              problem={problems.has(element.id)}
              onChange={(next) => onChange(elements.map((each) => (each.id === element.id ? next : each)))}
              onRemove={() => onChange(elements.filter((each) => each.id !== element.id))}
            />
          ))}
        </ul>
      )}
      {attributeFields && (
        <div className="flex items-center gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            {t('element.field')}
          </label>
          <select
            id={fieldId}
            value={field ?? ''}
            onChange={(event) => setField(event.target.value as BusinessRuleField)}
            className={clsx(inputClassName(false), 'w-auto py-1.5')}
          >
            {attributeFields.map((option) => (
              <option key={option} value={option}>
                {t(`fields.${option}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {pickerField && pickerField !== 'IS_NEW' && (
        <CataloguePicker
          key={pickerField}
          siteId={siteId}
          language={language}
          field={pickerField}
          label={t(`${list}.find`)}
          picked={
            new Set(elements.filter((each) => each.fieldName === pickerField).map((each) => each.fieldValue))
          }
          addLabel={(value) => t(`${list}.add`, { name: value.label })}
          onAdd={(value) => {
            onPick(value);
            const added = {
              id: crypto.randomUUID(),
              fieldName: pickerField,
              fieldValue: value.value,
              filters: {},
              schedule: {},
              action: hide ? 'HIDE' : 'BOOST',
            } as E;
            onChange([...elements, added]);
          }}
        />
      )}
      {pickerField === 'IS_NEW' && (
        <Button
          variant="secondary"
          type="button"
          disabled={elements.some((each) => each.fieldName === 'IS_NEW')}
          onClick={() =>
            onChange([
              ...elements,
              {
                id: crypto.randomUUID(),
                fieldName: 'IS_NEW',
                fieldValue: 'true',
                filters: {},
                schedule: {},
                action: hide ? 'HIDE' : 'BOOST',
              } as E,
            ])
          }
        >
          {t(`${list}.addNew`)}
        </Button>
      )}
    </section>
  );
}
