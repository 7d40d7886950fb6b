import { codCollection, dueOnDeliveryText } from '@shop/shared/cod-fee-advance';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import { useT } from '../../lib/i18n/i18n';

type CollectionFacts = Pick<Order, 'paymentMethod' | 'total' | 'codFeeAdvance' | 'codFeeAdvancePaidAt'>;

/**
 * A COD order whose COD fee was asked in advance by UPI (docs/decisions/252): what was paid and what is left to
 * pay at the door, by the shared split the server, the courier's label and the invoice use. Null otherwise.
 */
function splitOf(order: CollectionFacts) {
  const fee = rupeesToPaise(order.codFeeAdvance ?? 0);
  if (order.paymentMethod !== 'cod' || fee === 0) return null;
  const collection = codCollection({
    paymentMethod: order.paymentMethod,
    totalPaise: rupeesToPaise(order.total),
    codFeeAdvancePaise: fee,
    codFeeAdvancePaidAt: order.codFeeAdvancePaidAt ?? null,
  });
  return { fee, collection };
}

/** The split in English words (the admin's order dialog). */
export function codCollectionOf(order: CollectionFacts) {
  const split = splitOf(order);
  if (!split) return null;
  const { fee, collection } = split;
  return {
    paidText: collection.paidInAdvancePaise > 0 ? `${formatPaise(fee)} COD fee paid by UPI` : null,
    dueText: dueOnDeliveryText(collection),
  };
}

/** One line for order cards and the success page: "₹Y to pay on delivery (₹X COD fee paid by UPI)". */
export function CodCollectionNote({ order, className }: { order: CollectionFacts; className?: string }) {
  const { t } = useT();
  const split = splitOf(order);
  if (!split) return null;
  const { fee, collection } = split;
  return (
    <p className={className} data-testid="cod-due-on-delivery">
      <span className="font-medium">{t('cod.dueOnDelivery', { amount: formatPaise(collection.dueOnDeliveryPaise) })}</span>
      {collection.paidInAdvancePaise > 0 && (
        <span className="text-slate-500"> {t('cod.feePaid', { amount: formatPaise(fee) })}</span>
      )}
    </p>
  );
}
