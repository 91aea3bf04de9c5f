import { useTranslation } from 'react-i18next';
import { Callout } from './callout.tsx';

/** Says, above a READ-only screen, why it has no save, create or delete buttons (spec 2 §6). */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  return <Callout className="mb-4">{t('readOnly.notice')}</Callout>;
}
