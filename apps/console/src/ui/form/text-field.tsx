import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName } from './field-shell.tsx';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'defaultValue' | 'value' | 'onChange'
> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  type = 'text',
  className,
  ...rest
}: TextFieldProps<T>) {
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
      <input
        {...rest}
        {...field}
        value={(field.value as string | undefined) ?? ''}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error))}
      />
    </FieldShell>
  );
}
