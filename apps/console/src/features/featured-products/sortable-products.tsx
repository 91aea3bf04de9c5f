import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { DragHandle, SortableList } from '../../ui/sortable-list.tsx';
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
      <DragHandle
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        label={t('picked.drag', { name: label, position: position + 1 })}
      />
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
  return (
    <SortableList
      items={products}
      idOf={(product) => product.id}
      nameOf={(product) => product.name ?? product.id}
      label={t('picked.label')}
      instructions={t('announce.instructions')}
      onChange={onChange}
    >
      {(product, position, move) => (
        <SortableItem
          key={product.id}
          product={product}
          position={position}
          count={products.length}
          label={product.name ?? product.id}
          onMove={move}
          onRemove={() => onChange(products.filter((each) => each.id !== product.id))}
        />
      )}
    </SortableList>
  );
}
