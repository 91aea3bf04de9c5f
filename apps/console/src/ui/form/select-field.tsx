import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName } from './field-shell.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'defaultValue' | 'value' | 'onChange'
> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a business type". */
  placeholder?: string;
  hint?: ReactNode;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  className,
  ...rest
}: SelectFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      <select
        {...rest}
        {...field}
        value={(field.value as string | undefined) ?? ''}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error))}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
