import type { ConfigRevisionKind } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { buttonClassName, type ButtonVariant } from './button.tsx';

/**
 * "History": opens the site's configuration history filtered to one kind of tuning, or to one
 * entity of it, so a tuning screen shows what changed there, who changed it, and how to undo it.
 */
export function HistoryLink({
  kind,
  entityId,
  variant = 'ghost',
  className,
}: {
  kind: ConfigRevisionKind;
  entityId?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link to={paths.history.getHref({ kind, entityId })} className={buttonClassName(variant, className)}>
      {t('history.link')}
    </Link>
  );
}
