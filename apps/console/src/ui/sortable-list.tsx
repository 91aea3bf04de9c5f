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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** What screen readers call an item while it moves. */
  nameOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  /** How to reorder by keyboard, naming what the items are. */
  instructions: string;
  onChange: (items: T[]) => void;
  /** A row (each uses `useSortable` with its id and a {@link DragHandle}); `move` puts it at another position. */
  children: (item: T, position: number, move: (to: number) => void) => ReactNode;
}

/**
 * A list reordered by dragging a handle, by keyboard on the handle (Space or Enter to lift, arrows
 * to move, Space to drop, Escape to cancel) or with a row's own move buttons; each move is announced.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  label,
  instructions,
  onChange,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation('common');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => idOf(item) === id) + 1;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((each) => idOf(each) === id);
    return item === undefined ? String(id) : nameOf(item);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.start', { name: name(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.over', { name: name(active.id), position: positionOf(over.id), count: items.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('sortable.end', { name: name(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('sortable.cancel', { name: name(active.id) }),
  };
  const move = (from: number, to: number) => onChange(arrayMove([...items], from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="space-y-2">
          {items.map((item, position) => children(item, position, (to) => move(position, to)))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** The grip a row is dragged by (and lifted with by keyboard): `useSortable`'s activator. */
export function DragHandle({
  label,
  ref,
  ...props
}: { label: string; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      ref={ref}
      {...props}
      aria-label={label}
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
  );
}
