import type { InputHTMLAttributes, ReactNode } from 'react';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, inputClassName } from './field-shell.tsx';
import { PasswordRules, passwordRulesId, type PasswordRule } from './password-rules.tsx';
import { useFieldControl } from './use-field-control.ts';

export interface PasswordFieldProps<T extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'defaultValue' | 'value' | 'onChange' | 'type'
> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** For a new password: the rule it follows, shown under it and marked as it is typed. */
  rules?: PasswordRule;
}

/** A password input with a show/hide toggle; for a new password, its rule under it. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  rules,
  className,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps<T>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const { id, error, controlProps } = useFieldControl(control, name, hint);
  const describedBy = [controlProps['aria-describedby'], rules && passwordRulesId(id)].filter(Boolean);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...rest}
          {...controlProps}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
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
      {rules && <PasswordRules id={passwordRulesId(id)} rule={rules} value={controlProps.value} />}
    </FieldShell>
  );
}
