import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorId } from './field-shell.tsx';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Cards side by side instead of a list. */
  columns?: 2 | 3 | 5;
  className?: string;
}

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 5: 'sm:grid-cols-5' };

/** One choice among a few, each a card with a label and an optional description. */
export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  columns,
  className,
}: RadioGroupFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation(['domain', 'common']);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <fieldset className={className} aria-describedby={error ? errorId(id) : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={clsx('mt-2 grid gap-3', columns && grid[columns])}>
        {options.map((option) => {
          const checked = field.value === option.value;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg bg-white p-3 text-sm ring-1 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                checked ? 'ring-2 ring-indigo-600' : 'ring-slate-300 hover:ring-slate-400',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                ref={checked ? field.ref : undefined}
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
              />
              <span>
                <span className="block font-medium text-slate-900">{option.label}</span>
                {option.description && (
                  <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId(id)} role="alert" className="mt-1 text-xs font-medium text-rose-600">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </fieldset>
  );
}
