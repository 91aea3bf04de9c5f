import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell, inputClassName } from './field-shell.tsx';
import { useFieldControl } from './use-field-control.ts';

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
  const { id, error, controlProps } = useFieldControl(control, name, hint);
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      <select {...rest} {...controlProps} className={inputClassName(Boolean(error))}>
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
