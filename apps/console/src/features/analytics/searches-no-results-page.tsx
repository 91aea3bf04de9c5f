import { useTranslation } from 'react-i18next';
import { AnalyticsFrame } from './components/analytics-frame.tsx';
import { NoResultsReport } from './no-results-report.tsx';

/**
 * /analytics/searches-no-results (spec 1 §2; the old analytics/query-no-results redirects here),
 * each search with a fix from the catalogue (issue 15).
 */
export function Component() {
  const { t } = useTranslation(['analytics', 'common']);
  return (
    <AnalyticsFrame
      title={t('pages.analyticsSearchesNoResults', { ns: 'common' })}
      description={t('noResults.intro')}
    >
      {(context) => <NoResultsReport {...context} />}
    </AnalyticsFrame>
  );
}
