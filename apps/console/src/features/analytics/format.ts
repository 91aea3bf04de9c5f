import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const dayFormat: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * Number, rate and day formatting in the UI language. Days are the API's calendar days (of the
 * site's time zone), read and written in UTC so that no zone moves them to another date.
 */
export function useAnalyticsFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const shortDay = new Intl.DateTimeFormat(language, dayFormat);
    const longDay = new Intl.DateTimeFormat(language, { ...dayFormat, year: 'numeric' });
    const date = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      number: (value: number) => integer.format(value),
      rate: (value: number) => percent.format(value),
      shortDay: (day: string) => shortDay.format(date(day)),
      longDay: (day: string) => longDay.format(date(day)),
    };
  }, [language]);
}
