import type { ReactNode } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, inputClassName } from '../../ui/form/field-shell.tsx';

/** The colour picker only takes #rrggbb: a valid #rgb is widened, anything else shows black. */
function pickerValue(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : '#000000';
}

export interface ColourFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  className?: string;
}

/** A required HEX colour: a picker and the code as text, both editing the same value (spec 1 §5 color). */
export function ColourField<T extends FieldValues>({ control, name, label, className }: ColourFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation('customisation');
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = (field.value as string | undefined) ?? '';
  return (
    <FieldShell id={id} label={label} error={error} required className={className}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={pickerValue(value)}
          onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          onBlur={field.onBlur}
          aria-label={t('pickColour', { field: typeof label === 'string' ? label : '' })}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border-0 bg-white p-1 ring-1 ring-slate-300 ring-inset"
        />
        <input
          {...field}
          value={value}
          id={id}
          required
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className={`${inputClassName(Boolean(error))} font-mono uppercase`}
        />
      </div>
    </FieldShell>
  );
}
