import type { PayoutDetails } from '@shop/shared/schemas/returns';

/** How a COD refund's destination is shown: the UPI ID, or the bank account with only its last 4 digits. */
export function payoutDestination(details: PayoutDetails | null, { full = false } = {}): string {
  if (!details) return '';
  if (details.method === 'upi') return `UPI ${details.upiId}`;
  const number = full ? details.accountNumber : `XXXX${details.accountNumber.slice(-4)}`;
  return `${details.accountName}, A/c ${number}, IFSC ${details.ifsc}`;
}
