import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  useController,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell } from './field-shell.tsx';

export interface TermsFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a list of strings. */
  name: FieldPath<T>;
  label: ReactNode;
  /** Defaults to how to add and remove terms. */
  hint?: ReactNode;
  placeholder?: string;
  autoFocus?: boolean;
}

/** Terms a text holds: "a, b, c" (or one a line) gives a, b and c. */
export function splitTerms(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

type TermsError = FieldError & { root?: FieldError } & Record<number, FieldError | undefined>;

/** The list's own error (too few, too many) first, else the first term's error (a duplicate). */
function firstError(error: TermsError | undefined, count: number): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  if (error.root?.message) return error.root.message;
  for (let index = 0; index < count; index++) {
    const message = error[index]?.message;
    if (message) return message;
  }
  return undefined;
}

/**
 * A list of terms typed as chips: Enter or a comma adds the text typed, Backspace in an empty box
 * removes the last chip, a paste of "a, b, c" adds three, leaving the box adds what is in it. Each
 * chip has a remove button. A term the schema refuses (a duplicate) is marked; the message is the
 * domain's (its i18n key).
 */
export function TermsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  placeholder,
  autoFocus,
}: TermsFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const { field, fieldState } = useController({ control, name });
  const terms = (field.value as string[] | undefined) ?? [];
  const error = fieldState.error as TermsError | undefined;
  const message = firstError(error, terms.length);
  const help = hint ?? t('terms.hint');

  const add = (candidates: string[]) => {
    if (candidates.length === 0) return;
    field.onChange([...terms, ...candidates]);
    setText('');
  };
  const remove = (index: number) => {
    field.onChange(terms.filter((_, at) => at !== index));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      if (text.trim() === '' && event.key === 'Enter') return;
      event.preventDefault();
      add(splitTerms(text));
    } else if (event.key === 'Backspace' && text === '' && terms.length > 0) {
      event.preventDefault();
      remove(terms.length - 1);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[,\n]/.test(pasted)) return;
    event.preventDefault();
    add(splitTerms(`${text}${pasted}`));
  };

  return (
    <FieldShell id={id} label={label} hint={help} error={message}>
      <div
        className={clsx(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md bg-white px-2 py-1.5 shadow-sm ring-1 ring-inset',
          'focus-within:ring-2',
          message
            ? 'ring-rose-400 focus-within:ring-rose-600'
            : 'ring-slate-300 focus-within:ring-indigo-600',
        )}
        onClick={() => input.current?.focus()}
      >
        <ul aria-label={t('terms.list')} className="contents">
          {terms.map((term, index) => {
            const invalid = Boolean(error?.[index]);
            return (
              <li
                key={`${index}-${term}`}
                className={clsx(
                  'inline-flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs font-medium',
                  invalid ? 'bg-rose-100 text-rose-800 ring-1 ring-rose-300' : 'bg-indigo-50 text-indigo-900',
                )}
              >
                <span className="break-words">{term}</span>
                <button
                  type="button"
                  aria-label={t('terms.remove', { term })}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove(index);
                  }}
                  className="rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" className="size-3">
                    <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L6.94 8l-2.72 2.72a.75.75 0 1 0 1.06 1.06L8 9.06l2.72 2.72a.75.75 0 1 0 1.06-1.06L9.06 8l2.72-2.72a.75.75 0 0 0-1.06-1.06L8 6.94 5.28 4.22Z" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={id}
          name={field.name}
          value={text}
          autoFocus={autoFocus}
          placeholder={terms.length === 0 ? placeholder : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={(event) => {
            // Leaving for another field (Tab, a click), the chip is added once that field has the
            // focus: a dialog changed while nothing is focused takes the focus to itself (Radix's
            // focus trap), and the next field would never get it.
            const typed = splitTerms(text);
            const next = event.relatedTarget;
            if (next instanceof HTMLElement && typed.length > 0) {
              next.addEventListener('focus', () => add(typed), { once: true });
            } else {
              add(typed);
            }
            field.onBlur();
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, help, message)}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
      </div>
    </FieldShell>
  );
}
