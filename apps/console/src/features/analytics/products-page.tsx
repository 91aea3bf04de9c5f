import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import type { AnalyticsReport, ProductRow } from './api/get-analytics-report.ts';
import { AnalyticsFrame, type AnalyticsContext } from './components/analytics-frame.tsx';
import { useReportColumns } from './components/report-columns.ts';
import { ReportTable } from './components/report-table.tsx';

type ProductColumn = 'name' | 'clicks' | 'addToCarts' | 'checkouts';

const report: AnalyticsReport = { resource: 'products' };

function ProductsReport(context: AnalyticsContext) {
  const { t } = useTranslation(['analytics', 'common']);
  const column = useReportColumns<ProductRow>();
  const columns: DataTableColumn<ProductRow, ProductColumn>[] = [
    {
      key: 'name',
      header: t('columns.product'),
      sortable: true,
      cell: (row) => (
        <>
          <span className="block text-slate-900">{row.name ?? t('columns.unknownProduct')}</span>
          <span className="block font-mono text-xs text-slate-500">{row.productId}</span>
        </>
      ),
    },
    column.count('clicks', t('columns.clicks')),
    column.count('addToCarts', t('columns.addToCarts')),
    column.count('checkouts', t('columns.checkouts')),
  ];
  return (
    <ReportTable
      {...context}
      report={report}
      columns={columns}
      rowKey={(row) => row.productId}
      defaultSort={{ key: 'clicks', direction: 'desc' }}
      caption={t('pages.analyticsProducts', { ns: 'common' })}
      fileName="products"
    />
  );
}

/** /analytics/products (spec 1 §2): the products shoppers clicked, added to the cart and bought. */
export function Component() {
  const { t } = useTranslation(['analytics', 'common']);
  return (
    <AnalyticsFrame title={t('pages.analyticsProducts', { ns: 'common' })} description={t('products.intro')}>
      {(context) => <ProductsReport {...context} />}
    </AnalyticsFrame>
  );
}
