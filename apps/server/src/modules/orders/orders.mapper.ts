import { paiseToRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { codCollection } from '@shop/shared/cod-fee-advance';
import type { Order } from '@shop/shared/schemas/order';
import type { OrderWithItems } from './orders.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The API shape of an order (docs/product.md#data), rupees with 2 decimals. Item name, sku and image come from
 * the snapshot taken at checkout, so an order reads the same after the product is edited or deleted.
 */
export function toOrderDto(order: OrderWithItems): Order {
  const address = order.shippingAddress;
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.id),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    couponCode: order.couponCode,
    shippingFee: paiseToRupees(order.shippingFeePaise),
    total: paiseToRupees(order.totalPaise),
    notes: order.notes,
    trackingNumber: order.trackingNumber,
    invoiceNumber: order.invoiceNumber,
    invoiceDate: iso(order.invoiceDate),
    paymentExpiresAt: iso(order.paymentExpiresAt),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    packedAt: iso(order.packedAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    confirmedAt: iso(order.confirmedAt),
    codConfirmBy: iso(order.codConfirmBy),
    returnedAt: iso(order.returnedAt),
    codFeeAdvance: paiseToRupees(order.codFeeAdvancePaise),
    codFeeAdvancePaidAt: iso(order.codFeeAdvancePaidAt),
    // The one split (decision 252): the success page, My Orders and the order page read this figure.
    dueOnDelivery: paiseToRupees(codCollection(order).dueOnDeliveryPaise),
    user: { _id: order.userId, name: order.customerName, email: order.customerEmail },
    shippingAddress: {
      name: address.name,
      ...(address.email ? { email: address.email } : {}),
      phone: address.phone,
      street: address.street,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    items: order.items.map((item) => ({
      product: {
        _id: item.productId,
        name: item.name,
        sku: item.sku,
        images: item.image ? [item.image] : [],
      },
      name: item.name,
      sku: item.sku,
      price: paiseToRupees(item.unitPricePaise),
      mrp: paiseToRupees(item.mrpPaise),
      quantity: item.quantity,
      discount: paiseToRupees(item.discountPaise),
      gstRate: item.gstRatePercent,
      variantId: item.variantId,
      variantTitle: item.variantTitle ?? '',
    })),
  };
}
