import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import type { AnalyticsReport, RelatedPromptRow } from './api/get-analytics-report.ts';
import { AnalyticsFrame, type AnalyticsContext } from './components/analytics-frame.tsx';
import { useReportColumns } from './components/report-columns.ts';
import { ReportTable } from './components/report-table.tsx';

type PromptColumn = keyof RelatedPromptRow;

const report: AnalyticsReport = { resource: 'related-prompts' };

/** "No results" or "Rarely picked": the state the server read for the prompt now. */
function StateBadge({ state }: { state: RelatedPromptRow['state'] }) {
  const { t } = useTranslation('analytics');
  if (state === null) return null;
  return (
    <span
      title={t(`relatedPrompts.stateHints.${state}`)}
      className={
        state === 'noResults'
          ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900'
          : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900'
      }
    >
      {t(`relatedPrompts.states.${state}`)}
    </span>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function RelatedPromptsReport(context: AnalyticsContext) {
  const { t } = useTranslation(['analytics', 'common']);
  const column = useReportColumns<RelatedPromptRow>();
  const columns: DataTableColumn<RelatedPromptRow, PromptColumn>[] = [
    {
      key: 'prompt',
      header: t('columns.prompt'),
      cell: (row) =>
        row.promptId ? (
          <Link
            to={paths.relatedPrompts.getHref(row.promptId)}
            className="font-medium text-indigo-700 hover:underline"
          >
            {row.prompt}
          </Link>
        ) : UUID.test(row.prompt) ? (
          // Its events name it by id; the prompt itself is gone.
          <span className="text-slate-600">
            {t('relatedPrompts.deleted')} <span className="text-xs text-slate-500">{row.prompt}</span>
          </span>
        ) : (
          row.prompt
        ),
      sortable: true,
    },
    column.count('impressions', t('columns.impressions')),
    column.count('clicks', t('columns.clicks')),
    column.rate('ctr', t('columns.ctr')),
    column.count('addToCarts', t('columns.addToCarts')),
    column.rate('addToCartRate', t('columns.addToCartRate')),
    { key: 'state', header: t('columns.state'), cell: (row) => <StateBadge state={row.state} /> },
  ];
  return (
    <ReportTable
      {...context}
      report={report}
      columns={columns}
      rowKey={(row) => row.promptId ?? row.prompt}
      defaultSort={{ key: 'impressions', direction: 'desc' }}
      caption={t('pages.analyticsRelatedPrompts', { ns: 'common' })}
      fileName="related-prompts"
      emptyText={t('relatedPrompts.empty')}
    />
  );
}

/**
 * /analytics/related-prompts (spec 1 §2): how often the layer showed each related prompt, its
 * clicks and the add-to-carts from its next queries, flagged when it needs a look.
 */
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
