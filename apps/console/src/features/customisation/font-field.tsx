import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, inputClassName } from '../../ui/form/field-shell.tsx';
import { FONT_STACKS, type CustomisationFormValues } from './customisation-form.ts';

const CUSTOM = 'custom';

/** The layer font: a web-safe or common stack, or any CSS font-family list the shop loads itself. */
export function FontField({ control }: { control: Control<CustomisationFormValues> }) {
  const id = useId();
  const customId = useId();
  const { t } = useTranslation('customisation');
  const { field, fieldState } = useController({ control, name: 'font' });
  const value = field.value;
  const [custom, setCustom] = useState(() => !FONT_STACKS.some((stack) => stack.value === value));
  const error = fieldState.error?.message;
  return (
    <div className="space-y-3">
      <FieldShell id={id} label={t('brand.font')}>
        <select
          id={id}
          value={custom ? CUSTOM : value}
          onChange={(event) => {
            const chosen = event.target.value;
            setCustom(chosen === CUSTOM);
            if (chosen !== CUSTOM) field.onChange(chosen);
          }}
          className={inputClassName(false)}
        >
          {FONT_STACKS.map((stack) => (
            <option key={stack.label} value={stack.value} style={{ fontFamily: stack.value }}>
              {stack.label}
            </option>
          ))}
          <option value={CUSTOM}>{t('brand.fontCustom')}</option>
        </select>
      </FieldShell>
      {custom && (
        <FieldShell
          id={customId}
          label={t('brand.fontFamily')}
          hint={t('brand.fontFamilyHint')}
          error={error}
          required
        >
          <input
            {...field}
            id={customId}
            required
            spellCheck={false}
            autoComplete="off"
            placeholder={'"Brand Sans", Arial, sans-serif'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(customId, true, error)}
            className={`${inputClassName(Boolean(error))} font-mono`}
          />
        </FieldShell>
      )}
    </div>
  );
}
