import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, inputClassName } from './field-shell.tsx';

export interface PasswordFieldProps<T extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'defaultValue' | 'value' | 'onChange' | 'type'
> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...rest}
          {...field}
          value={(field.value as string | undefined) ?? ''}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClassName(Boolean(error))} pr-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
    </FieldShell>
  );
}
