import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { myOrdersQueryOptions } from '../../../lib/orders/get-my-orders';
import { findPayableOrder } from '../../../lib/orders/pay-now';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Back at checkout with an online order still waiting for its payment: offer to pay that order instead of
 * placing a second one (which would hold the same stock twice).
 */
export function ResumeUnpaidOrder({ onResume }: { onResume: (order: Order) => void }) {
  const { t } = useT();
  const { data } = useQuery(myOrdersQueryOptions(undefined));
  const unpaid = data ? findPayableOrder(data.orders) : null;
  if (!unpaid) return null;
  return (
    <div
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
      role="status"
      data-testid="resume-unpaid-order"
    >
      <p>{t('checkout.resumeText', { number: unpaid.orderNumber, amount: formatRupees(unpaid.total) })}</p>
      <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => onResume(unpaid)}>
        {t('checkout.resumePay', { number: unpaid.orderNumber })}
      </Button>
    </div>
  );
}
