import { localDay, type ConfigRevisionKind } from '@playboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../lib/session.ts';
import { formatRelativeTime } from '../../ui/use-relative-time.ts';

/** The site's time zone, in which the history shows its days and times. */
export function useSiteTimeZone(): string {
  return useSelection().site?.timeZone ?? 'UTC';
}

/** An instant as "3 hours ago" and, exactly, as the date and time of the site's time zone. */
export function useWhen(): (iso: string) => { relative: string; exact: string; day: string } {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  return useCallback(
    (iso: string) => {
      const at = new Date(iso);
      return {
        relative: formatRelativeTime(iso, new Date(), i18n.language, 'past'),
        exact: new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'medium',
          timeZone,
        }).format(at),
        day: localDay(at, timeZone),
      };
    },
    [i18n.language, timeZone],
  );
}

/** "Synonyms “jeans, denim”", or the kind alone for the settings a site has one of. */
export function useEntityName(): (kind: ConfigRevisionKind, label: string | undefined) => string {
  const { t } = useTranslation('history');
  return useCallback((kind, label) => (label ? `${t(`kinds.${kind}`)} “${label}”` : t(`kinds.${kind}`)), [t]);
}
