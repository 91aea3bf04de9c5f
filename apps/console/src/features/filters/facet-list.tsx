import { useCanWrite } from '../../lib/access.ts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { facetNameIn, type FacetType } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { DragHandle, SortableList } from '../../ui/sortable-list.tsx';
import { bucketText, problemsOf, type FacetDraft } from './filters-draft.ts';

function useNumberFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}

interface RangeBoundsProps {
  facet: FacetDraft;
  name: string;
  onChange: (range: FacetDraft['range']) => void;
}

/** A range facet's buckets now, the catalogue's real lowest and highest value, and new bounds to cut. */
function RangeBounds({ facet, name, onChange }: RangeBoundsProps) {
  const { t } = useTranslation('filters');
  const id = useId();
  const format = useNumberFormat();
  const shown = facet.range ?? facet.bounds ?? { min: Number.NaN, max: Number.NaN };
  const problem = problemsOf(facet).range;
  const set = (bound: 'min' | 'max', value: number) => onChange({ ...shown, [bound]: value });
  const box = (bound: 'min' | 'max') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${bound}`} className="text-xs font-medium text-slate-700">
        {t(`range.${bound}`)} <span className="sr-only">{name}</span>
      </label>
      <input
        id={`${id}-${bound}`}
        type="number"
        inputMode="decimal"
        value={Number.isNaN(shown[bound]) ? '' : shown[bound]}
        onChange={(event) => set(bound, event.target.valueAsNumber)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        className={clsx(inputClassName(problem !== null), 'w-28')}
      />
    </div>
  );
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {box('min')}
        {box('max')}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {facet.bounds
          ? t('range.catalogue', { min: format(facet.bounds.min), max: format(facet.bounds.max) })
          : t('range.noCatalogue')}{' '}
        {facet.range
          ? t('range.recut')
          : facet.ranges.length > 0
            ? t('range.buckets', {
                buckets: facet.ranges.map((range) => bucketText(range, format, t)).join(' · '),
              })
            : t('range.newBuckets')}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-700">
          {t(`range.${problem}`)}
        </p>
      )}
    </div>
  );
}

interface FacetRowProps {
  facet: FacetDraft;
  position: number;
  count: number;
  language: string;
  onChange: (facet: FacetDraft) => void;
  onMove: (to: number) => void;
  /** The editor of its values in the chosen language, for value and category facets. */
  values: ReactNode;
}

function FacetRow({ facet, position, count, language, onChange, onMove, values }: FacetRowProps) {
  const { t } = useTranslation('filters');
  const id = useId();
  // A member who only reads sees every facet's values open, since the toggle is disabled for them.
  const [open, setOpen] = useState(!useCanWrite());
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: facet.field });
  const name = facetNameIn(facet, language);
  const labelEmpty = problemsOf(facet).emptyLabels.includes(language);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'rounded-lg bg-white p-3 ring-1 ring-slate-200',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex flex-wrap items-start gap-3">
        <DragHandle
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          label={t('shown.drag', { name, position: position + 1 })}
        />
        <span className="mt-2 w-5 text-right text-xs font-semibold text-slate-500">{position + 1}</span>
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor={`${id}-label`} className="text-xs font-medium text-slate-700">
            {t('shown.nameIn', { field: facet.field, language })}
          </label>
          <input
            id={`${id}-label`}
            value={facet.label[language] ?? ''}
            maxLength={100}
            onChange={(event) =>
              onChange({ ...facet, label: { ...facet.label, [language]: event.target.value } })
            }
            aria-invalid={labelEmpty || undefined}
            aria-describedby={labelEmpty ? `${id}-label-error` : `${id}-about`}
            className={inputClassName(labelEmpty)}
          />
          {labelEmpty && (
            <p id={`${id}-label-error`} role="alert" className="text-xs font-medium text-rose-700">
              {t('shown.nameMissing')}
            </p>
          )}
          <p id={`${id}-about`} className="text-xs text-slate-500">
            {t('field', { field: facet.field, count: facet.products })}
            {facet.variation && ` · ${t('variation')}`}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-kind`} className="text-xs font-medium text-slate-700">
            {t('kind.label')} <span className="sr-only">{name}</span>
          </label>
          {facet.kinds.length > 1 ? (
            <select
              id={`${id}-kind`}
              value={facet.type}
              onChange={(event) => onChange({ ...facet, type: event.target.value as FacetType })}
              className={clsx(inputClassName(false), 'w-44')}
            >
              {facet.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </select>
          ) : (
            <p id={`${id}-kind`} className="py-2 text-sm text-slate-800">
              {t(`kind.${facet.type}`)}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-1 self-center">
          <Button
            variant="ghost"
            type="button"
            disabled={position === 0}
            onClick={() => onMove(position - 1)}
            aria-label={t('shown.moveUp', { name })}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            type="button"
            disabled={position === count - 1}
            onClick={() => onMove(position + 1)}
            aria-label={t('shown.moveDown', { name })}
          >
            ↓
          </Button>
          <label className="inline-flex items-center gap-2 px-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              checked
              onChange={() => onChange({ ...facet, selected: false, range: null })}
              className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            />
            <span>{t('showIn', { name })}</span>
          </label>
        </div>
      </div>
      <div className="mt-3 pl-16">
        {facet.type === 'range' ? (
          <RangeBounds facet={facet} name={name} onChange={(range) => onChange({ ...facet, range })} />
        ) : (
          <>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-values`}
              onClick={() => setOpen((current) => !current)}
              className="text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {t(open ? 'values.close' : 'values.open', { name })}
            </button>
            <div id={`${id}-values`} hidden={!open} className="mt-3">
              {open && values}
            </div>
          </>
        )}
      </div>
    </li>
  );
}

interface ShownFacetsProps {
  facets: FacetDraft[];
  language: string;
  onChange: (facets: FacetDraft[]) => void;
  onEdit: (facet: FacetDraft) => void;
  valuesOf: (facet: FacetDraft) => ReactNode;
}

/**
 * The facets shoppers see, in their order: reordered by dragging a handle, by keyboard on it (Space
 * or Enter to lift, arrows to move, Space to drop, Escape to cancel) or with the move buttons.
 */
export function ShownFacets({ facets, language, onChange, onEdit, valuesOf }: ShownFacetsProps) {
  const { t } = useTranslation('filters');
  if (facets.length === 0) return <p className="text-sm text-slate-600">{t('shown.none')}</p>;
  return (
    <SortableList
      items={facets}
      idOf={(facet) => facet.field}
      nameOf={(facet) => facetNameIn(facet, language)}
      label={t('shown.label')}
      instructions={t('announce.instructions')}
      onChange={onChange}
    >
      {(facet, position, move) => (
        <FacetRow
          key={facet.field}
          facet={facet}
          position={position}
          count={facets.length}
          language={language}
          onChange={onEdit}
          onMove={move}
          values={valuesOf(facet)}
        />
      )}
    </SortableList>
  );
}

/** The catalogue's other fields: each can be switched on, joining the end of the shown facets. */
export function OtherFields({
  facets,
  language,
  onShow,
}: {
  facets: FacetDraft[];
  language: string;
  onShow: (facet: FacetDraft) => void;
}) {
  const { t } = useTranslation('filters');
  if (facets.length === 0) return <p className="text-sm text-slate-600">{t('others.none')}</p>;
  return (
    <ul aria-label={t('others.label')} className="divide-y divide-slate-100">
      {facets.map((facet) => {
        const name = facetNameIn(facet, language);
        return (
          <li key={facet.field} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div>
              <p className="text-sm font-medium text-slate-900">{name}</p>
              <p className="text-xs text-slate-500">
                {t('field', { field: facet.field, count: facet.products })} · {t(`kind.${facet.type}`)}
                {facet.variation && ` · ${t('variation')}`}
              </p>
            </div>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                role="switch"
                checked={false}
                onChange={() => onShow({ ...facet, selected: true })}
                className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              />
              <span>{t('showIn', { name })}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
