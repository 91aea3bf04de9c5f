import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy } from './field-shell.tsx';

/**
 * A form field whose control holds a string: the id FieldShell labels, the error it shows, and the
 * props that bind an input or a select to the form (an unset value reads as '', the error and the
 * hint describe the control).
 */
export function useFieldControl<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
  hint?: unknown,
) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return {
    id,
    error,
    controlProps: {
      ...field,
      value: (field.value as string | undefined) ?? '',
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
    },
  };
}
