import { isScheduleValid } from '@playboard/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../ui/form/field-shell.tsx';

/** When an element applies: ISO moments, either open (null or absent). */
interface ElementSchedule {
  activationDate?: string | null | undefined;
  deactivationDate?: string | null | undefined;
}

/** What an element of a rule carries besides its value: when it applies, the products it is limited to, stock. */
export interface ElementOptionsValue {
  schedule: ElementSchedule;
  filters: Record<string, string[]>;
  allowUnavailable?: boolean | undefined;
}

/** An ISO moment as a `datetime-local` value in the browser's time zone; '' when not set. */
function toLocalInput(moment: string | null | undefined): string {
  if (!moment) return '';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO moment; null when empty. */
function fromLocalInput(value: string): string | null {
  return value === '' ? null : new Date(value).toISOString();
}

/** A filter map as "field: a, b; other: c", and back. */
function filtersText(filters: Record<string, string[]>): string {
  return Object.entries(filters)
    .map(([field, values]) => `${field}: ${values.join(', ')}`)
    .join('; ');
}

function parseFilters(text: string): Record<string, string[]> {
  const entries = text
    .split(';')
    .map((part) => part.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0]!.trim() !== '')
    .map(([field, values]) => [
      field.trim(),
      values
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ]);
  return Object.fromEntries(entries);
}

/** When the element is active (from / until, either open), its filters and, for boosts and pins, out-of-stock products. */
export function ElementOptions({
  name,
  value,
  stock,
  onChange,
}: {
  /** The element's name, for the fields' accessible names. */
  name: string;
  value: ElementOptionsValue;
  /** Whether the element can put products in front of shoppers (a boost, a pin): it offers `allowUnavailable`. */
  stock: boolean;
  onChange: (value: ElementOptionsValue) => void;
}) {
  const { t } = useTranslation('query-ranking');
  const id = useId();
  const invalid = !isScheduleValid(value.schedule);
  const scheduled = Boolean(value.schedule.activationDate || value.schedule.deactivationDate);
  const filtered = Object.keys(value.filters).length > 0;
  return (
    <details className="group mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm" open={invalid || undefined}>
      <summary className="cursor-pointer text-xs font-medium text-slate-700">
        {t('element.options', { name })}
        {scheduled && <span className="ml-2 text-indigo-700">{t('element.scheduled')}</span>}
        {filtered && <span className="ml-2 text-indigo-700">{t('element.filtered')}</span>}
        {value.allowUnavailable && (
          <span className="ml-2 text-amber-700">{t('element.evenUnavailable')}</span>
        )}
      </summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium text-slate-700">
            {t('element.from', { name })}
          </label>
          <input
            id={`${id}-from`}
            type="datetime-local"
            value={toLocalInput(value.schedule.activationDate)}
            onChange={(event) =>
              onChange({
                ...value,
                schedule: { ...value.schedule, activationDate: fromLocalInput(event.target.value) },
              })
            }
            aria-invalid={invalid || undefined}
            className={inputClassName(invalid)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-until`} className="text-xs font-medium text-slate-700">
            {t('element.until', { name })}
          </label>
          <input
            id={`${id}-until`}
            type="datetime-local"
            value={toLocalInput(value.schedule.deactivationDate)}
            onChange={(event) =>
              onChange({
                ...value,
                schedule: { ...value.schedule, deactivationDate: fromLocalInput(event.target.value) },
              })
            }
            aria-invalid={invalid || undefined}
            className={inputClassName(invalid)}
          />
        </div>
        {invalid && (
          <p role="alert" className="text-xs text-rose-700 sm:col-span-2">
            {t('element.scheduleInvalid')}
          </p>
        )}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-filters`} className="text-xs font-medium text-slate-700">
            {t('element.filters', { name })}
          </label>
          <input
            id={`${id}-filters`}
            type="text"
            defaultValue={filtersText(value.filters)}
            onBlur={(event) => onChange({ ...value, filters: parseFilters(event.target.value) })}
            placeholder={t('element.filtersPlaceholder')}
            className={inputClassName(false)}
          />
          <p className="text-xs text-slate-500">{t('element.filtersHint')}</p>
        </div>
        {stock && (
          <label className="flex items-center gap-2 text-xs text-slate-700 sm:col-span-2">
            <input
              type="checkbox"
              checked={Boolean(value.allowUnavailable)}
              onChange={(event) =>
                onChange({ ...value, allowUnavailable: event.target.checked || undefined })
              }
              className="size-4 rounded border-slate-300 text-indigo-600"
            />
            {t('element.allowUnavailable')}
          </label>
        )}
      </div>
    </details>
  );
}
