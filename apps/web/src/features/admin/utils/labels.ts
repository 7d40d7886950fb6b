const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (Razorpay)',
  whatsapp: 'WhatsApp',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/** docs/product.md#admin-area: the customer's name, or 'Guest' when the order has none. */
export function customerName(order: { user?: { name?: string | null } | null }): string {
  return order.user?.name?.trim() || 'Guest';
}
