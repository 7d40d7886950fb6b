/** The order number customers see: the last 8 characters of the id, upper-case. */
export function formatOrderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

export function invoiceFileName(orderId: string): string {
  return `invoice-${formatOrderNumber(orderId).toLowerCase()}.pdf`;
}
