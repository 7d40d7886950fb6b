import { creditNoteFileName, formatOrderNumber, invoiceFileName } from '@shop/shared/order-number';
import { API_BASE, ApiError } from '../api-client';
import { getToken } from '../token';

/**
 * GET /api/orders/:id/invoice (or /credit-note, for a cancelled invoiced order) as a file. The bearer token has to go with the request, so a plain link
 * will not do: fetch it, then hand the bytes to the browser as a download named invoice-{last 8}.pdf.
 */
export async function downloadInvoice(
  orderId: string,
  kind: 'invoice' | 'credit-note' = 'invoice',
  creditNoteNumber?: string,
): Promise<void> {
  const token = getToken();
  const query = creditNoteNumber ? `?number=${encodeURIComponent(creditNoteNumber)}` : '';
  const response = await fetch(`${API_BASE}/orders/${encodeURIComponent(orderId)}/${kind}${query}`, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, `Invoice request failed with status ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download =
      kind === 'invoice'
        ? invoiceFileName(orderId)
        : creditNoteNumber
          ? creditNoteFileName(creditNoteNumber)
          : `credit-note-${formatOrderNumber(orderId).toLowerCase()}.pdf`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
