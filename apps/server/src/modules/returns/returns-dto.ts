import { paiseToRupees } from '@shop/shared/money';
import { RETURN_STATUS_LABELS, isRefundOverdue } from '@shop/shared/returns';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { evidenceApiUrl } from './returns-evidence';
import { payoutDestination } from './returns-payout';
import type { ReturnWithDetails } from './returns.repository';

/** An exchange's replacement as quoted, and the difference: positive is paid by the customer, negative refunded. */
function exchangeDto(ret: ReturnWithDetails): ReturnRequestDto['exchange'] {
  if (ret.exchangeTitle === null || ret.exchangeUnitPricePaise === null || ret.exchangeQuantity === null) return null;
  const replacement = ret.exchangeUnitPricePaise * ret.exchangeQuantity;
  return {
    variantId: ret.exchangeVariantId,
    title: ret.exchangeTitle,
    quantity: ret.exchangeQuantity,
    unitPrice: paiseToRupees(ret.exchangeUnitPricePaise),
    difference: paiseToRupees(replacement - (ret.creditedPaise ?? ret.refundPaise)),
    replacementOrderId: ret.replacementOrderId,
  };
}

/** The API shape of a return: rupees, ISO dates; the payout destination masked unless `full` (admin). */
export function toReturnDto(ret: ReturnWithDetails, { full = false, now = new Date() } = {}): ReturnRequestDto {
  return {
    _id: ret.id,
    orderId: ret.orderId,
    status: ret.status,
    reason: ret.reason,
    description: ret.description,
    evidence: ret.evidence.map((e) => ({ url: evidenceApiUrl(ret.id, e.id), kind: e.kind })),
    items: ret.items.map((i) => ({
      orderItemId: i.orderItemId,
      productId: i.productId,
      name: i.name,
      quantity: i.quantity,
      unitPrice: paiseToRupees(i.unitPricePaise),
      discountShare: paiseToRupees(i.discountSharePaise),
      refund: paiseToRupees(i.refundPaise),
      damaged: i.damaged,
    })),
    refundAmount: paiseToRupees(ret.refundPaise),
    refundMethod: ret.refundMethod,
    payout: ret.payoutDetails
      ? {
          method: ret.payoutDetails.method,
          destination: payoutDestination(ret.payoutDetails, { full }),
          reference: ret.payoutReference,
          paidAt: ret.payoutPaidAt?.toISOString() ?? null,
        }
      : null,
    adminNote: ret.adminNote,
    pickup: ret.pickupShipmentId
      ? { shipmentId: ret.pickupShipmentId, awb: ret.pickupAwb, status: ret.pickupStatus }
      : null,
    refundedAt: ret.refundedAt?.toISOString() ?? null,
    refundDueAt: ret.refundDueAt?.toISOString() ?? null,
    refundOverdue: isRefundOverdue(ret.refundDueAt, ret.status, now),
    openedByAdmin: ret.openedByAdmin,
    creditNoteNumber: ret.creditNoteNumber,
    creditedAmount: paiseToRupees(ret.creditedPaise ?? ret.refundPaise),
    exchange: exchangeDto(ret),
    events: ret.events.map((e) => ({
      status: e.status,
      label: RETURN_STATUS_LABELS[e.status as keyof typeof RETURN_STATUS_LABELS] ?? e.status,
      at: e.at.toISOString(),
      note: e.note,
    })),
    createdAt: ret.createdAt.toISOString(),
    ...(full ? { customerName: ret.customerName, customerEmail: ret.customerEmail } : {}),
  };
}
