import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, inputClassName } from '../../ui/form/field-shell.tsx';
import { useFieldControl } from '../../ui/form/use-field-control.ts';

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
  const { t } = useTranslation('customisation');
  const { id, error, controlProps } = useFieldControl(control, name);
  return (
    <FieldShell id={id} label={label} error={error} required className={className}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={pickerValue(controlProps.value)}
          onChange={(event) => controlProps.onChange(event.target.value.toUpperCase())}
          onBlur={controlProps.onBlur}
          aria-label={t('pickColour', { field: typeof label === 'string' ? label : '' })}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border-0 bg-white p-1 ring-1 ring-slate-300 ring-inset"
        />
        <input
          {...controlProps}
          required
          spellCheck={false}
          autoComplete="off"
          className={`${inputClassName(Boolean(error))} font-mono uppercase`}
        />
      </div>
    </FieldShell>
  );
}
