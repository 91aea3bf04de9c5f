import type { FormEvent, ReactNode } from 'react';
import { useCanWrite } from '../lib/access.ts';
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

/**
 * A form in a card of its own: a title, its fields, and a submit button at the bottom right. On a
 * READ-only screen (spec 2 §6) the fields show disabled and there is no submit button.
 */
export function FormCard({
  title,
  onSubmit,
  submitLabel,
  savingLabel,
  saving,
  dirty,
  children,
}: FormCardProps) {
  const canWrite = useCanWrite();
  return (
    <form
      noValidate
      onSubmit={canWrite ? onSubmit : (event) => event.preventDefault()}
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <fieldset disabled={!canWrite} className="min-w-0 space-y-4">
        {children}
      </fieldset>
      {canWrite && (
        <div className="flex justify-end">
          <Button type="submit" loading={saving} loadingLabel={savingLabel} disabled={!dirty}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
