import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { DragHandle, SortableList } from '../../ui/sortable-list.tsx';

interface RowProps {
  next: string;
  position: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function CuratedRow({ next, position, count, readOnly, onMove, onRemove }: RowProps) {
  const { t } = useTranslation('related-tags');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: next, disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'flex items-center gap-2 rounded-lg bg-white px-2 py-1.5 ring-1 ring-slate-200',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      {!readOnly && (
        <DragHandle
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          label={t('editor.drag', { next, position: position + 1 })}
        />
      )}
      <span className="w-5 text-right text-xs font-semibold text-slate-500">{position + 1}</span>
      <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{next}</span>
      {!readOnly && (
        <div className="flex shrink-0 items-center">
          <Button
            variant="ghost"
            className="px-2"
            disabled={position === 0}
            onClick={() => onMove(position - 1)}
            aria-label={t('editor.moveUp', { next })}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            className="px-2"
            disabled={position === count - 1}
            onClick={() => onMove(position + 1)}
            aria-label={t('editor.moveDown', { next })}
          >
            ↓
          </Button>
          <Button
            variant="ghostDanger"
            className="px-2"
            onClick={onRemove}
            aria-label={t('editor.remove', { next })}
          >
            {t('editor.removeShort')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The merchant's tags of a query in the order the storefront offers them: one added with
 * Enter (refused with `check`'s message), reordered by dragging a handle, by keyboard on it or with
 * the move buttons, removed with its button.
 */
export function CuratedTags({
  value,
  onChange,
  check,
  error,
  readOnly,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  /** Why the list with this one added is refused (a duplicate, too long), or null. */
  check: (candidate: string[]) => string | null;
  /** The list's error from the last save attempt. */
  error: string | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation('related-tags');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const message = refused ?? error;
  const add = () => {
    const next = text.trim();
    if (next === '') return;
    const candidate = [...value, next];
    const why = check(candidate);
    setRefused(why);
    if (why) return;
    onChange(candidate);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('editor.tags')}
        </label>
        <input
          id={id}
          ref={input}
          value={text}
          placeholder={t('editor.tagsPlaceholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setRefused(null);
          }}
          onKeyDown={onKeyDown}
          className={inputClassName(Boolean(message))}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('editor.tagsHint')}
        </p>
        {message && (
          <p id={`${id}-error`} className="text-sm text-rose-700">
            {message}
          </p>
        )}
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('editor.noTags')}</p>
      ) : (
        <SortableList
          items={value}
          idOf={(next) => next}
          nameOf={(next) => next}
          label={t('editor.order')}
          instructions={t('editor.instructions')}
          onChange={onChange}
        >
          {(next, position, move) => (
            <CuratedRow
              key={next}
              next={next}
              position={position}
              count={value.length}
              readOnly={readOnly}
              onMove={move}
              onRemove={() => {
                onChange(value.filter((each) => each !== next));
                input.current?.focus();
              }}
            />
          )}
        </SortableList>
      )}
    </div>
  );
}
