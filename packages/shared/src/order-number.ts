/** The order number customers see: the last 8 characters of the id, upper-case. */
export function formatOrderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

export function invoiceFileName(orderId: string): string {
  return `invoice-${formatOrderNumber(orderId).toLowerCase()}.pdf`;
}

/** "credit-note-cn2627-000007.pdf": one file name per credit note, so an order's notes never overwrite each other. */
export function creditNoteFileName(number: string): string {
  return `credit-note-${number.toLowerCase().replace(/[^a-z0-9-]/g, '-')}.pdf`;
}
