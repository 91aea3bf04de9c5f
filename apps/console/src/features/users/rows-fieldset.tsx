import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';

interface RowsFieldsetProps<R extends { key: string }> {
  legend: string;
  hint: string;
  /** Shown while there is no row. */
  empty: string;
  rows: R[];
  onChange: (rows: R[]) => void;
  /** The row the add button appends. */
  newRow: () => R;
  addText: string;
  removeText: string;
  /** The remove button's accessible name, for the row numbered from 1. */
  removeLabel: (number: number) => string;
  /** What is wrong with the rows, shown under the add button. */
  error?: string | false;
  /** A row's fields, labelled with its number; `update` merges a change into that row. */
  children: (row: R, number: number, update: (change: Partial<R>) => void) => ReactNode;
}

/**
 * A list of rows the user adds and removes, each a few fields side by side: the role assignments
 * of the user editor, the policies of a guest invitation.
 */
export function RowsFieldset<R extends { key: string }>({
  legend,
  hint,
  empty,
  rows,
  onChange,
  newRow,
  addText,
  removeText,
  removeLabel,
  error,
  children,
}: RowsFieldsetProps<R>) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-xs text-slate-500">{hint}</p>
      {rows.length === 0 && <p className="text-sm text-slate-600">{empty}</p>}
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            {children(row, index + 1, (change) =>
              onChange(rows.map((each) => (each.key === row.key ? { ...each, ...change } : each))),
            )}
            <Button
              type="button"
              variant="ghostDanger"
              aria-label={removeLabel(index + 1)}
              onClick={() => onChange(rows.filter((each) => each.key !== row.key))}
            >
              {removeText}
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" onClick={() => onChange([...rows, newRow()])}>
        {addText}
      </Button>
      {error && <p className="text-sm text-rose-700">{error}</p>}
    </fieldset>
  );
}
