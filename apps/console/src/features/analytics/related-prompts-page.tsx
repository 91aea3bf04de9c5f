import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import type { AnalyticsReport, RelatedPromptRow } from './api/get-analytics-report.ts';
import { AnalyticsFrame, type AnalyticsContext } from './components/analytics-frame.tsx';
import { useReportColumns } from './components/report-columns.ts';
import { ReportTable } from './components/report-table.tsx';

type PromptColumn = keyof RelatedPromptRow;

const report: AnalyticsReport = { resource: 'related-prompts' };

function RelatedPromptsReport(context: AnalyticsContext) {
  const { t } = useTranslation(['analytics', 'common']);
  const column = useReportColumns<RelatedPromptRow>();
  const columns: DataTableColumn<RelatedPromptRow, PromptColumn>[] = [
    { key: 'prompt', header: t('columns.prompt'), cell: (row) => row.prompt, sortable: true },
    column.count('impressions', t('columns.impressions')),
    column.count('clicks', t('columns.clicks')),
    column.rate('ctr', t('columns.ctr')),
  ];
  return (
    <ReportTable
      {...context}
      report={report}
      columns={columns}
      rowKey={(row) => row.prompt}
      defaultSort={{ key: 'impressions', direction: 'desc' }}
      caption={t('pages.analyticsRelatedPrompts', { ns: 'common' })}
      fileName="related-prompts"
    />
  );
}

/** /analytics/related-prompts (spec 1 §2): how often the layer showed each related prompt and its clicks. */
export function Component() {
  const { t } = useTranslation(['analytics', 'common']);
  return (
    <AnalyticsFrame
      title={t('pages.analyticsRelatedPrompts', { ns: 'common' })}
      description={t('relatedPrompts.intro')}
    >
      {(context) => <RelatedPromptsReport {...context} />}
    </AnalyticsFrame>
  );
}
