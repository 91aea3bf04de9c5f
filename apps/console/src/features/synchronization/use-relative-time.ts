import { relativeTime } from '@playboard/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TICK_MS = 30_000;

/** "5 minutes ago" / "in 1 hour" in the interface language (domain thresholds), kept fresh while shown. */
export function useRelativeTime(iso: string | null): string | null {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!iso) return null;
  const { value, unit } = relativeTime(new Date(iso), now);
  return new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(value, unit);
}
