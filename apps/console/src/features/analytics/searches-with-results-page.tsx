import { useTranslation } from 'react-i18next';
import { AnalyticsFrame } from './components/analytics-frame.tsx';
import { QueriesReport } from './components/queries-report.tsx';

/** /analytics/searches-with-results (spec 1 §2; the old analytics/query-results redirects here). */
export function Component() {
  const { t } = useTranslation(['analytics', 'common']);
  return (
    <AnalyticsFrame
      title={t('pages.analyticsSearchesWithResults', { ns: 'common' })}
      description={t('withResults.intro')}
    >
      {(context) => <QueriesReport {...context} results="with" />}
    </AnalyticsFrame>
  );
}
