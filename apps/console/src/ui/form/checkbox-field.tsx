import type { ReactNode } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorId } from './field-shell.tsx';

export interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** May contain links (legal texts). */
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  className,
}: CheckboxFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation(['domain', 'common']);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId(id)} role="alert" className="mt-1 pl-7 text-xs font-medium text-rose-600">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
