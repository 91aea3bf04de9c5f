import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Language, PinnedElement } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { DragHandle, SortableList } from '../../ui/sortable-list.tsx';
import type { CatalogueValue } from '../../api/get-catalogue-values.ts';
import { ElementOptions } from './element-options.tsx';
import { CataloguePicker } from '../../ui/catalogue-picker.tsx';
import { ProductCard, useProduct } from './product-card.tsx';

interface PinnedProductsProps {
  siteId: string;
  language: Language;
  pins: PinnedElement[];
  /** Products picked in this editor, with their names and images. */
  known: ReadonlyMap<string, CatalogueValue>;
  /** Element ids in conflict or invalid, marked. */
  problems: ReadonlySet<string>;
  onPick: (value: CatalogueValue) => void;
  onChange: (pins: PinnedElement[]) => void;
}

/** Positions follow the order: the first pin is held at 1, the second at 2… */
const numbered = (pins: PinnedElement[]) => pins.map((pin, index) => ({ ...pin, position: index + 1 }));

function PinRow({
  siteId,
  language,
  pin,
  index,
  count,
  picked,
  problem,
  onMove,
  onChange,
  onRemove,
}: {
  siteId: string;
  language: Language;
  pin: PinnedElement;
  index: number;
  count: number;
  picked: CatalogueValue | undefined;
  problem: boolean;
  onMove: (to: number) => void;
  onChange: (pin: PinnedElement) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('query-ranking');
  const { name, available } = useProduct(siteId, language, pin.fieldValue, picked);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: pin.id,
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'rounded-lg bg-white p-2 ring-1',
        problem ? 'ring-2 ring-rose-400' : 'ring-slate-200',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex items-center gap-2">
        <DragHandle
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          label={t('pins.drag', { name, position: index + 1 })}
        />
        <span
          className="w-6 text-right text-sm font-semibold text-indigo-700"
          aria-label={t('pins.position', { position: index + 1 })}
        >
          {index + 1}
        </span>
        <ProductCard siteId={siteId} language={language} id={pin.fieldValue} picked={picked} />
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            type="button"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('pins.moveUp', { name })}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            type="button"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('pins.moveDown', { name })}
          >
            ↓
          </Button>
          <Button variant="ghost" type="button" onClick={onRemove} aria-label={t('pins.remove', { name })}>
            {t('element.removeShort')}
          </Button>
        </div>
      </div>
      {available === false && (
        <p role="status" className="mt-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {t(pin.allowUnavailable ? 'pins.outOfStockAllowed' : 'pins.outOfStock', { name })}
        </p>
      )}
      <ElementOptions
        name={name}
        value={pin}
        stock
        onChange={(options) => onChange({ ...pin, ...options })}
      />
    </li>
  );
}

/**
 * Products held at positions of the answer (spec 2 §3, pinned elements): picked from the catalogue
 * with their images, put in order by dragging a handle, by keyboard on the handle (Space or Enter
 * to lift, arrows to move, Space to drop, Escape to cancel) or with the move buttons.
 */
export function PinnedProducts({
  siteId,
  language,
  pins,
  known,
  problems,
  onPick,
  onChange,
}: PinnedProductsProps) {
  const { t } = useTranslation('query-ranking');
  return (
    <section aria-labelledby="pins-title" className="space-y-3">
      <div>
        <h3 id="pins-title" className="text-sm font-semibold text-slate-900">
          {t('pins.title')}
        </h3>
        <p className="text-xs text-slate-500">{t('pins.description')}</p>
      </div>
      {pins.length > 0 && (
        <SortableList
          items={pins}
          idOf={(pin) => pin.id}
          nameOf={(pin) => known.get(pin.fieldValue)?.label ?? pin.fieldValue}
          label={t('pins.label')}
          instructions={t('pins.instructions')}
          onChange={(next) => onChange(numbered(next))}
        >
          {(pin, index, move) => (
            <PinRow
              key={pin.id}
              siteId={siteId}
              language={language}
              pin={pin}
              index={index}
              count={pins.length}
              picked={known.get(pin.fieldValue)}
              problem={problems.has(pin.id)}
              onMove={move}
              onChange={(next) => onChange(pins.map((each) => (each.id === pin.id ? next : each)))}
              onRemove={() => onChange(numbered(pins.filter((each) => each.id !== pin.id)))}
            />
          )}
        </SortableList>
      )}
      <CataloguePicker
        siteId={siteId}
        language={language}
        field="PRODUCT_ID"
        label={t('pins.find')}
        picked={new Set(pins.map((pin) => pin.fieldValue))}
        addLabel={(value) => t('pins.add', { name: value.label })}
        onAdd={(value) => {
          onPick(value);
          onChange(
            numbered([
              ...pins,
              {
                id: crypto.randomUUID(),
                fieldName: 'PRODUCT_ID',
                fieldValue: value.value,
                position: pins.length + 1,
                filters: {},
                schedule: {},
              },
            ]),
          );
        }}
      />
    </section>
  );
}
