import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import type { AnalyticsReport, ProductRow } from './api/get-analytics-report.ts';
import { AnalyticsFrame, type AnalyticsContext } from './components/analytics-frame.tsx';
import { ReportTable } from './components/report-table.tsx';
import { useAnalyticsFormat } from './format.ts';

type ProductColumn = 'name' | 'clicks' | 'addToCarts' | 'checkouts';

const report: AnalyticsReport = { resource: 'products' };

function ProductsReport(context: AnalyticsContext) {
  const { t } = useTranslation(['analytics', 'common']);
  const format = useAnalyticsFormat();
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
    {
      key: 'clicks',
      header: t('columns.clicks'),
      cell: (row) => format.number(row.clicks),
      numeric: true,
      sortable: true,
    },
    {
      key: 'addToCarts',
      header: t('columns.addToCarts'),
      cell: (row) => format.number(row.addToCarts),
      numeric: true,
      sortable: true,
    },
    {
      key: 'checkouts',
      header: t('columns.checkouts'),
      cell: (row) => format.number(row.checkouts),
      numeric: true,
      sortable: true,
    },
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
