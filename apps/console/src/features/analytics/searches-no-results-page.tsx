import { useTranslation } from 'react-i18next';
import { AnalyticsFrame } from './components/analytics-frame.tsx';
import { QueriesReport } from './components/queries-report.tsx';

/** /analytics/searches-no-results (spec 1 §2; the old analytics/query-no-results redirects here). */
export function Component() {
  const { t } = useTranslation(['analytics', 'common']);
  return (
    <AnalyticsFrame
      title={t('pages.analyticsSearchesNoResults', { ns: 'common' })}
      description={t('noResults.intro')}
    >
      {(context) => <QueriesReport {...context} results="without" />}
    </AnalyticsFrame>
  );
}
