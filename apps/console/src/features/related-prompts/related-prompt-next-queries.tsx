import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { normalizeTerm, RULE_TERM_MAX_LENGTH, STOREFRONT_PROMPT_NEXT_QUERIES_MAX } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { DragHandle, SortableList } from '../../ui/sortable-list.tsx';

interface RowProps {
  query: string;
  position: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function NextQueryRow({ query, position, count, onMove, onRemove }: RowProps) {
  const { t } = useTranslation('related-prompts');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: query });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <DragHandle
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        label={t('next.drag', { query, position: position + 1 })}
      />
      <span className="w-5 text-right text-xs font-semibold text-slate-500">{position + 1}</span>
      <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{query}</span>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          type="button"
          className="px-2"
          disabled={position === 0}
          onClick={() => onMove(position - 1)}
          aria-label={t('next.moveUp', { query })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          type="button"
          className="px-2"
          disabled={position === count - 1}
          onClick={() => onMove(position + 1)}
          aria-label={t('next.moveDown', { query })}
        >
          ↓
        </Button>
        <Button
          variant="ghostDanger"
          type="button"
          className="px-2"
          onClick={onRemove}
          aria-label={t('next.remove', { query })}
        >
          {t('next.removeShort')}
        </Button>
      </div>
    </li>
  );
}

interface NextQueriesProps {
  queries: string[];
  onChange: (queries: string[]) => void;
}

/**
 * The searches a prompt offers once opened, in the order shoppers see them: added by typing (Enter
 * or Add), reordered by dragging a handle, by keyboard on it or with the move buttons, removed.
 */
export function NextQueries({ queries, onChange }: NextQueriesProps) {
  const { t } = useTranslation('related-prompts');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = queries.length >= STOREFRONT_PROMPT_NEXT_QUERIES_MAX;
  const add = () => {
    const query = text.trim();
    if (query === '') return;
    if (queries.some((each) => normalizeTerm(each) === normalizeTerm(query))) {
      setProblem(t('next.duplicate', { query }));
      return;
    }
    onChange([...queries, query]);
    setText('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {t('next.title')}
        </h3>
        <p className="mt-1 text-xs text-slate-500">
          {t('next.hint', { max: STOREFRONT_PROMPT_NEXT_QUERIES_MAX })}
        </p>
      </div>
      {queries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('next.none')}</p>
      ) : (
        <SortableList
          items={queries}
          idOf={(query) => query}
          nameOf={(query) => query}
          label={t('next.label')}
          instructions={t('next.instructions')}
          onChange={onChange}
        >
          {(query, position, move) => (
            <NextQueryRow
              key={query}
              query={query}
              position={position}
              count={queries.length}
              onMove={move}
              onRemove={() => onChange(queries.filter((each) => each !== query))}
            />
          )}
        </SortableList>
      )}
      {full ? (
        <p className="text-xs text-slate-600">
          {t('next.full', { max: STOREFRONT_PROMPT_NEXT_QUERIES_MAX })}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-add`} className="text-sm font-medium text-slate-800">
              {t('next.add')}
            </label>
            <input
              id={`${id}-add`}
              value={text}
              maxLength={RULE_TERM_MAX_LENGTH}
              placeholder={t('next.addPlaceholder')}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={inputClassName(problem !== null)}
            />
          </div>
          <Button variant="secondary" type="button" disabled={text.trim() === ''} onClick={add}>
            {t('next.addButton')}
          </Button>
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs font-medium text-rose-600">
          {problem}
        </p>
      )}
    </section>
  );
}
