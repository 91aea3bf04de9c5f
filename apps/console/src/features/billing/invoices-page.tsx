import type { Invoice } from '@playboard/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSubscriptionQueryOptions } from '../../api/get-subscription.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { Page } from '../../ui/page.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { useDownloadInvoice } from './api/download-invoice.ts';
import { useInvoices } from './api/get-invoices.ts';
import { useBillingFormat } from './format.ts';

const PAGE_SIZE = 20;

const statusTones: Record<Invoice['status'], string> = {
  PAID: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  OPEN: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  VOID: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  UNCOLLECTIBLE: 'bg-rose-50 text-rose-800 ring-rose-600/20',
};

function InvoicesTable({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(['billing', 'domain']);
  const format = useBillingFormat();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const [offset, setOffset] = useState(0);
  const invoices = useInvoices(organizationId, { limit: PAGE_SIZE, offset });
  const download = useDownloadInvoice(organizationId);

  if (invoices.isPending) return <TableSkeleton label={t('invoices.loading')} columns={5} />;
  if (!invoices.data) return <QueryFallback query={invoices} t={(key) => t(`invoices.${key}`)} />;
  const { results, numFound } = invoices.data;

  if (numFound === 0) {
    return (
      <EmptyState
        title={t('invoices.empty.title')}
        example={
          <p className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-700 ring-1 ring-slate-200">
            {t('invoices.empty.example')}
          </p>
        }
      >
        {t('domain:invoices.issued')} {t('invoices.empty.message')}
      </EmptyState>
    );
  }

  const columns: DataTableColumn<Invoice>[] = [
    { key: 'id', header: t('invoices.columns.id'), cell: (invoice) => invoice.number },
    { key: 'date', header: t('invoices.columns.date'), cell: (invoice) => format.date(invoice.date) },
    {
      key: 'amount',
      header: t('invoices.columns.amount'),
      numeric: true,
      cell: (invoice) => format.money(invoice.amountCents, invoice.currency),
    },
    {
      key: 'status',
      header: t('invoices.columns.status'),
      cell: (invoice) => (
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
            statusTones[invoice.status],
          )}
        >
          {t(`invoices.statuses.${invoice.status}`)}
        </span>
      ),
    },
    {
      key: 'download',
      header: t('invoices.columns.download'),
      cell: (invoice) => (
        <Button
          variant="secondary"
          className="-my-1 px-3 py-1"
          // Starts with the "PDF" it shows, so a voice command of the visible word finds it (WCAG 2.5.3).
          aria-label={t('invoices.downloadInvoice', { number: invoice.number })}
          loading={download.isPending && download.variables.id === invoice.id}
          loadingLabel={t('invoices.downloading')}
          onClick={() =>
            download.mutate(invoice, {
              onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
            })
          }
        >
          {t('invoices.download')}
        </Button>
      ),
    },
  ];

  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <DataTable
        caption={t('invoices.caption')}
        columns={columns}
        rows={results}
        rowKey={(invoice) => invoice.id}
        busy={invoices.isPlaceholderData}
        sortLabels={{ asc: t('invoices.sortAsc'), desc: t('invoices.sortDesc') }}
      />
      <Pagination
        offset={offset}
        pageSize={PAGE_SIZE}
        total={numFound}
        onOffsetChange={setOffset}
        labels={{
          navigation: t('invoices.pages'),
          previous: t('invoices.previous'),
          next: t('invoices.next'),
          showing: t('invoices.showing', {
            first: offset + 1,
            last: Math.min(offset + PAGE_SIZE, numFound),
            total: numFound,
          }),
        }}
      />
    </div>
  );
}

/**
 * /invoices (spec 1 §2, §3): id, date, amount (with VAT), status and the PDF, newest first, a page
 * at a time (spec 2 §7 limit and offset). Invoices before 2024 are not available (spec 1 §9).
 */
export function Component() {
  const { t } = useTranslation('billing');
  const organization = useCurrentOrganization();
  const subscription = useQuery({
    ...getSubscriptionQueryOptions(organization?.uuid ?? ''),
    enabled: organization !== null,
  });
  return (
    <Page title={t('invoices.title')} description={t('invoices.intro')}>
      {subscription.isPending ? (
        <TableSkeleton label={t('invoices.loading')} columns={5} />
      ) : subscription.data?.externalBilling ? (
        <Callout tone="info" title={t('subscription.shopify.title')}>
          {t('invoices.shopify')}
        </Callout>
      ) : (
        organization && <InvoicesTable key={organization.uuid} organizationId={organization.uuid} />
      )}
    </Page>
  );
}
