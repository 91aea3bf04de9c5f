import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell, inputClassName } from './field-shell.tsx';
import { useFieldControl } from './use-field-control.ts';

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
      <input {...rest} {...controlProps} type={type} className={inputClassName(Boolean(error))} />
    </FieldShell>
  );
}
