import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page.tsx';
import { AuditLog } from './audit-page.tsx';

/** /platform-audit: the platform's own changes (users, roles, role assignments, feature flags), for its operators. */
export function Component() {
  const { t } = useTranslation('audit');
  return (
    <Page title={t('platform.title')} description={t('platform.description')}>
      <AuditLog source={{ platform: true }} />
    </Page>
  );
}
