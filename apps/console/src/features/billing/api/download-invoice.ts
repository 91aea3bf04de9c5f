import type { Invoice } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /billing/v1/organizations/{id}/subscription/invoices/{invoiceId}/pdf (spec 2 §7). */
export function getInvoicePdf(organizationId: string, invoiceId: string): Promise<Blob> {
  return api.file(
    billingPath(organizationId, `subscription/invoices/${encodeURIComponent(invoiceId)}/pdf`),
    'application/pdf',
  );
}

/** Saves a PDF under `fileName` through a link the browser downloads (the call needs the bearer token). */
function save(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads one invoice's PDF as `invoice-<number>.pdf`. */
export function useDownloadInvoice(organizationId: string) {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'id' | 'number'>) => {
      save(await getInvoicePdf(organizationId, invoice.id), `invoice-${invoice.number}.pdf`);
    },
  });
}
