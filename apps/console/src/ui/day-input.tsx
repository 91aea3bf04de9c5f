import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from './form/field-shell.tsx';

type Part = 'day' | 'month' | 'year';

/** How the interface language writes a day in figures: the order of its parts and what separates them. */
function dayPattern(language: string): { order: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 25)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => ['day', 'month', 'year'].includes(type));
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '/' };
}

/** `YYYY-MM-DD` written in the language's figures (25/11/2026 in en-GB, 11/25/2026 in en). */
function formatDay(day: string, language: string): string {
  if (!day) return '';
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A day typed in the language's order (any separator) as `YYYY-MM-DD`; null when it is no calendar day. */
function parseDay(text: string, language: string): string | null {
  const figures = text.trim().split(/\D+/).filter(Boolean);
  if (figures.length !== 3) return null;
  const { order } = dayPattern(language);
  const value = (part: Part) => Number(figures[order.indexOf(part)]);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

interface DayInputProps {
  id: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The letters of the pattern in the interface language, e.g. { day: 'DD', month: 'MM', year: 'YYYY' }. */
  letters: Record<Part, string>;
  /** Said under the field when what was typed is no day; `{{pattern}}` is the pattern. */
  invalidMessage: (pattern: string) => string;
  className?: string;
}

/**
 * A day typed as the interface language writes it (a browser's date field follows the browser's
 * locale instead): committed on blur or Enter, emptied to clear, refused with a message when it is
 * no calendar day.
 */
export function DayInput({ id, value, onChange, letters, invalidMessage, className }: DayInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => formatDay(value, language));
  const [shown, setShown] = useState({ value, language });
  const [invalid, setInvalid] = useState(false);
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    setText(formatDay(value, language));
    setInvalid(false);
  }
  const { order, separator } = dayPattern(language);
  const pattern = order.map((part) => letters[part]).join(separator);

  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const day = parseDay(text, language);
    setInvalid(day === null);
    if (day !== null && day !== value) onChange(day);
    if (day !== null) setText(formatDay(day, language));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`${className ?? ''} ${inputClassName(invalid)}`}
      />
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-700">
          {invalidMessage(pattern)}
        </p>
      )}
    </>
  );
}
