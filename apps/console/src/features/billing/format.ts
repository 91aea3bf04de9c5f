import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money, number and date formatting in the UI language. Amounts are cents of their currency; dates
 * are the Billing API's instants and calendar days, shown in UTC so that a day never moves.
 */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const longDate = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    const money = (cents: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
    return {
      money,
      number: (value: number) => integer.format(Math.round(value)),
      percent: (ratio: number) => percent.format(ratio),
      /** An instant (ISO datetime) or a calendar day (ISO date). */
      date: (value: string) => longDate.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
      shortDay: (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`)),
      /** The time of an instant, in UTC and saying so (usage days are UTC days). */
      time: (value: string) => time.format(new Date(value)),
    };
  }, [language]);
}
