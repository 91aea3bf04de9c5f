import { relativeTime } from '@playboard/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Often enough that seconds visibly count up, rarely enough to cost nothing. */
export const RELATIVE_TIME_TICK_MS = 5_000;

/**
 * Which side of now a moment belongs to: a past event ("last synchronised") or a planned one
 * ("next synchronisation"). A moment on the wrong side of the browser's clock (the server's clock
 * runs a little ahead, or the planned time has just gone by) reads as now rather than as the
 * future or the past.
 */
export type Tense = 'past' | 'future';

/** "5 minutes ago" / "in 1 hour" in `language`, measured against `now`, clamped to its tense. */
export function formatRelativeTime(iso: string, now: Date, language: string, tense: Tense): string {
  const moment = new Date(iso);
  const wrongSide = tense === 'past' ? moment > now : moment < now;
  const { value, unit } = relativeTime(wrongSide ? now : moment, now);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
}

/** A relative time in the interface language (domain thresholds) that follows the clock while shown. */
export function useRelativeTime(iso: string | null, tense: Tense): string | null {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // The moment can change under a mounted screen (a synchronisation finishes): measure it
    // against the clock at once, not against the time the screen opened.
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, [iso]);
  if (!iso) return null;
  return formatRelativeTime(iso, now, i18n.language, tense);
}
