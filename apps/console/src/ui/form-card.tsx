import type { FormEvent, ReactNode } from 'react';
import { Button } from './button.tsx';

interface FormCardProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The submit button's label while saving. */
  savingLabel: string;
  saving: boolean;
  /** Whether there are changes to save: the submit button is unavailable without. */
  dirty: boolean;
  children: ReactNode;
}

/** A form in a card of its own: a title, its fields, and a submit button at the bottom right. */
export function FormCard({
  title,
  onSubmit,
  submitLabel,
  savingLabel,
  saving,
  dirty,
  children,
}: FormCardProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
      <div className="flex justify-end">
        <Button type="submit" loading={saving} loadingLabel={savingLabel} disabled={!dirty}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
