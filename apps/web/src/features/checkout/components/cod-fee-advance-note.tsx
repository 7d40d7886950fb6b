import { COD_FEE_ADVANCE_REFUND_RULE, codFeeAdvanceSentence } from '@shop/shared/cod-fee-advance';
import type { CheckoutTotals } from '../utils/checkout-totals';

/**
 * Cash on delivery in a shop that asks for the COD fee in advance by UPI (docs/decisions/252): the two amounts,
 * from the shared rule the server and Razorpay's amount follow, and what happens to the fee, before the shopper
 * places the order.
 */
export function CodFeeAdvanceNote({ totals }: { totals: CheckoutTotals }) {
  if (totals.codFeeAdvancePaise === 0) return null;
  return (
    <div
      className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
      data-testid="cod-fee-advance"
    >
      <p className="font-medium">{codFeeAdvanceSentence(totals.codFeeAdvancePaise, totals.totalPaise)}</p>
      <p className="mt-0.5 text-xs text-amber-800">{COD_FEE_ADVANCE_REFUND_RULE}</p>
    </div>
  );
}
