import type { ReactNode } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, inputClassName } from './field-shell.tsx';

export interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  min: number;
  max: number;
  className?: string;
}

/**
 * A required whole number within bounds. An empty input holds NaN so the schema answers "not a number"; the
 * bound messages get the bounds they name.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  min,
  max,
  className,
}: NumberFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation('domain');
  const { field, fieldState } = useController({ control, name });
  const key = fieldState.error?.message;
  const error = key ? t(key, { defaultValue: key, min, max }) : undefined;
  const value = field.value as number | undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required className={className}>
      <input
        ref={field.ref}
        name={field.name}
        onBlur={field.onBlur}
        value={value === undefined || Number.isNaN(value) ? '' : value}
        onChange={(event) =>
          field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
        }
        id={id}
        type="number"
        required
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error))}
      />
    </FieldShell>
  );
}
