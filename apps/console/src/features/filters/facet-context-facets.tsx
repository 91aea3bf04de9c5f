import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Engine } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { useLanguageName } from '../../ui/language-switch.tsx';
import { DragHandle, SortableList } from '../../ui/sortable-list.tsx';
import type { FacetableFieldsAnswer } from './api/get-facetable-fields.ts';
import { FacetValuesEditor } from './facet-values-editor.tsx';
import { contextFacetNameIn, facetOfField, type ContextFacetDraft } from './facet-context-draft.ts';
import { sameValueConfig } from './filters-draft.ts';

type Field = FacetableFieldsAnswer['fields'][number];

interface RowProps {
  facet: ContextFacetDraft;
  position: number;
  count: number;
  fields: ReadonlyMap<string, Field>;
  engines: readonly Engine[];
  /** The engine whose values the value order lists (the context's language, else the one shown). */
  valuesEngine: Engine;
  onChange: (facet: ContextFacetDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function FacetRow({
  facet,
  position,
  count,
  fields,
  engines,
  valuesEngine,
  onChange,
  onMove,
  onRemove,
}: RowProps) {
  const { t } = useTranslation('facets-by-context');
  const filters = useTranslation('filters').t;
  const languageName = useLanguageName();
  const id = useId();
  const [open, setOpen] = useState(!useCanWrite());
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: facet.field });
  const name = contextFacetNameIn(facet, fields, valuesEngine.language);
  const field = fields.get(facet.field);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'rounded-lg bg-white p-3 ring-1 ring-slate-200',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex items-center gap-2">
        <DragHandle
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          label={t('facets.drag', { name, position: position + 1 })}
        />
        <span className="w-5 text-right text-xs font-semibold text-slate-500">{position + 1}</span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
          <p className="text-xs text-slate-500">
            {filters('field', { field: facet.field, count: field?.products ?? 0 })} ·{' '}
            {filters(`kind.${facet.type}`)}
            {!field && ` · ${t('facets.gone')}`}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          <Button
            variant="ghost"
            type="button"
            className="px-2"
            disabled={position === 0}
            onClick={() => onMove(position - 1)}
            aria-label={t('facets.moveUp', { name })}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            type="button"
            className="px-2"
            disabled={position === count - 1}
            onClick={() => onMove(position + 1)}
            aria-label={t('facets.moveDown', { name })}
          >
            ↓
          </Button>
          <Button
            variant="ghostDanger"
            type="button"
            className="px-2"
            onClick={onRemove}
            aria-label={t('facets.remove', { name })}
          >
            {t('facets.removeShort')}
          </Button>
        </div>
      </div>
      <div className="mt-2 pl-16">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((current) => !current)}
          className="text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t(open ? 'facets.close' : 'facets.open', { name })}
        </button>
        <div id={`${id}-details`} hidden={!open} className="mt-3 space-y-3">
          {open && (
            <>
              <div className="grid gap-2 sm:grid-cols-2">
                {engines.map((engine) => (
                  <div key={engine.uuid} className="flex flex-col gap-1">
                    <label
                      htmlFor={`${id}-${engine.language}`}
                      className="text-xs font-medium text-slate-700"
                    >
                      {t('facets.nameIn', { name, language: languageName(engine.language) })}
                    </label>
                    <input
                      id={`${id}-${engine.language}`}
                      value={facet.names[engine.language] ?? ''}
                      maxLength={100}
                      placeholder={contextFacetNameIn({ ...facet, names: {} }, fields, engine.language)}
                      onChange={(event) =>
                        onChange({
                          ...facet,
                          names: { ...facet.names, [engine.language]: event.target.value },
                        })
                      }
                      className={inputClassName(false)}
                    />
                  </div>
                ))}
              </div>
              <p className="text-xs text-slate-500">{t('facets.nameHint')}</p>
              {facet.type !== 'range' && field && (
                <FacetValuesEditor
                  engineId={valuesEngine.uuid}
                  facet={facet.field}
                  name={name}
                  languageName={languageName(valuesEngine.language)}
                  draft={facet.values ?? undefined}
                  // A value order equal to the Filters screen's is not stored: the context follows it.
                  onChange={(saved, draft) =>
                    onChange({ ...facet, values: sameValueConfig(saved, draft) ? null : draft })
                  }
                />
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

interface ContextFacetsProps {
  facets: ContextFacetDraft[];
  /** The site's facetable fields (GET fields/site/{id}/facetable), by field. */
  fields: ReadonlyMap<string, Field>;
  engines: readonly Engine[];
  valuesEngine: Engine;
  onChange: (facets: ContextFacetDraft[]) => void;
}

/**
 * The facets of a context in the order shoppers see them: added from the site's facetable fields,
 * reordered by dragging a handle, by keyboard on it or with the move buttons, removed; each with
 * its name per language and its value order.
 */
export function ContextFacets({ facets, fields, engines, valuesEngine, onChange }: ContextFacetsProps) {
  const { t } = useTranslation('facets-by-context');
  const addId = useId();
  const [adding, setAdding] = useState('');
  const listed = new Set(facets.map((facet) => facet.field));
  const addable = [...fields.values()].filter((field) => !listed.has(field.field));
  const nameOf = (facet: ContextFacetDraft) => contextFacetNameIn(facet, fields, valuesEngine.language);
  const replace = (next: ContextFacetDraft) =>
    onChange(facets.map((facet) => (facet.field === next.field ? next : facet)));
  const add = () => {
    const field = fields.get(adding);
    if (!field) return;
    onChange([...facets, facetOfField(field)]);
    setAdding('');
  };
  return (
    <div className="space-y-3">
      {facets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('facets.none')}</p>
      ) : (
        <SortableList
          items={facets}
          idOf={(facet) => facet.field}
          nameOf={nameOf}
          label={t('facets.label')}
          instructions={t('facets.instructions')}
          onChange={onChange}
        >
          {(facet, position, move) => (
            <FacetRow
              key={facet.field}
              facet={facet}
              position={position}
              count={facets.length}
              fields={fields}
              engines={engines}
              valuesEngine={valuesEngine}
              onChange={replace}
              onMove={move}
              onRemove={() => onChange(facets.filter((each) => each.field !== facet.field))}
            />
          )}
        </SortableList>
      )}
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={addId} className="text-sm font-medium text-slate-800">
              {t('facets.add')}
            </label>
            <select
              id={addId}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              className={inputClassName(false)}
            >
              <option value="">{t('facets.addPlaceholder')}</option>
              {addable.map((field) => (
                <option key={field.field} value={field.field}>
                  {nameOf(facetOfField(field))} ({field.field})
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" type="button" disabled={adding === ''} onClick={add}>
            {t('facets.addButton')}
          </Button>
        </div>
      )}
    </div>
  );
}
