import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { PickedProduct } from './featured-products-form.ts';

interface SortableProductsProps {
  products: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
}

/** A product's first image, or a grey square when it has none. */
export function ProductThumbnail({ image }: { image: string | null }) {
  return image ? (
    <img
      src={image}
      alt=""
      loading="lazy"
      className="size-12 shrink-0 rounded object-contain ring-1 ring-slate-200"
    />
  ) : (
    <div aria-hidden="true" className="size-12 shrink-0 rounded bg-slate-100" />
  );
}

interface ItemProps {
  product: PickedProduct;
  position: number;
  count: number;
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortableItem({ product, position, count, label, onMove, onRemove }: ItemProps) {
  const { t } = useTranslation('featured-products');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: product.id,
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'flex items-center gap-3 rounded-lg bg-white p-2 ring-1',
        product.inCatalogue ? 'ring-slate-200' : 'ring-2 ring-rose-300',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('picked.drag', { name: label, position: position + 1 })}
        className="cursor-grab rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <span className="w-5 text-right text-xs font-semibold text-slate-500">{position + 1}</span>
      <ProductThumbnail image={product.image} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{label}</p>
        <p className="truncate text-xs text-slate-500">{product.id}</p>
        {!product.inCatalogue && (
          <p className="mt-0.5 text-xs font-medium text-rose-700">{t('picked.gone')}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          type="button"
          disabled={position === 0}
          onClick={() => onMove(position - 1)}
          aria-label={t('picked.moveUp', { name: label })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          type="button"
          disabled={position === count - 1}
          onClick={() => onMove(position + 1)}
          aria-label={t('picked.moveDown', { name: label })}
        >
          ↓
        </Button>
        <Button
          variant="ghost"
          type="button"
          onClick={onRemove}
          aria-label={t('picked.remove', { name: label })}
        >
          {t('picked.removeShort')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The recommended products in the order the empty query shows them, reordered by dragging a handle,
 * by keyboard on the handle (Space or Enter to lift, arrows to move, Space to drop, Escape to cancel)
 * or with the move buttons; each move is announced to screen readers.
 */
export function SortableProducts({ products, onChange }: SortableProductsProps) {
  const { t } = useTranslation('featured-products');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => {
    const product = products.find((each) => each.id === id);
    return product?.name ?? String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => products.findIndex((each) => each.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('announce.start', { name: labelOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('announce.over', {
            name: labelOf(active.id),
            position: positionOf(over.id),
            count: products.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('announce.end', { name: labelOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('announce.cancel', { name: labelOf(active.id) }),
  };
  const move = (from: number, to: number) => onChange(arrayMove(products, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('announce.instructions') } }}
    >
      <SortableContext items={products.map((product) => product.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('picked.label')} className="space-y-2">
          {products.map((product, position) => (
            <SortableItem
              key={product.id}
              product={product}
              position={position}
              count={products.length}
              label={product.name ?? product.id}
              onMove={(to) => move(position, to)}
              onRemove={() => onChange(products.filter((each) => each.id !== product.id))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
