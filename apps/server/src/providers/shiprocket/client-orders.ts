import {
  adhocOrderAnswerSchema,
  cancelAnswerSchema,
  ordersSearchAnswerSchema,
  returnOrderAnswerSchema,
} from './answer-schemas';
import { asProviderId, okBody, parseOkAnswer, unusableCreateAnswer } from './client-answers';
import type { ShiprocketTransport } from './client-transport';
import type {
  AdhocOrderPayload,
  AdhocOrderResponse,
  FoundProviderOrder,
  ReturnOrderPayload,
  ReturnOrderResponse,
  ShippingProvider,
} from './types';

/** Orders: creating a shipment or a return order, cancelling, and finding what a timed-out create made. */
export function shiprocketOrderCalls(
  call: ShiprocketTransport['call'],
): Pick<ShippingProvider, 'createAdhocOrder' | 'createReturnOrder' | 'cancelOrders' | 'findOrdersByChannelId'> {
  return {
    // Never repeated: Shiprocket has no idempotency, a second POST is a second shipment (docs/providers.md).
    createAdhocOrder(payload: AdhocOrderPayload): Promise<AdhocOrderResponse> {
      return call('POST', 'orders/create/adhoc', payload, { isRepeatable: false }, (answer) => {
        const body = okBody(answer, 'the new shipment');
        const parsed = adhocOrderAnswerSchema.safeParse(body);
        if (!parsed.success) throw unusableCreateAnswer(body, answer, 'the new shipment');
        const data = parsed.data;
        return {
          order_id: data.order_id,
          shipment_id: data.shipment_id,
          status: data.status ?? 'NEW',
          status_code: data.status_code ?? 1,
          awb_code: data.awb_code == null || data.awb_code === '' ? null : String(data.awb_code),
          courier_company_id: data.courier_company_id ?? null,
          courier_name: data.courier_name ?? null,
        };
      });
    },

    // Never repeated: a second POST would be a second return order (a repeated order_id is refused anyway).
    createReturnOrder(payload: ReturnOrderPayload): Promise<ReturnOrderResponse> {
      return call('POST', 'orders/create/return', payload, { isRepeatable: false }, (answer) => {
        const body = okBody(answer, 'the return order');
        const parsed = returnOrderAnswerSchema.safeParse(body);
        if (!parsed.success) throw unusableCreateAnswer(body, answer, 'the return order');
        return {
          order_id: parsed.data.order_id,
          shipment_id: parsed.data.shipment_id,
          status: parsed.data.status ?? 'RETURN PENDING',
          status_code: parsed.data.status_code ?? null,
        };
      });
    },

    // Cancelling a cancelled order changes nothing, so a lost answer is worth asking again.
    async cancelOrders(providerOrderIds: string[]) {
      await call(
        'POST',
        'orders/cancel',
        { ids: providerOrderIds.map(asProviderId) },
        { isRepeatable: true },
        (answer) => parseOkAnswer(cancelAnswerSchema, answer, 'the cancellation'),
      );
    },

    findOrdersByChannelId(channelOrderId: string): Promise<FoundProviderOrder[]> {
      const params = new URLSearchParams({ search: channelOrderId });
      return call('GET', `orders?${params.toString()}`, undefined, { isRepeatable: true }, (answer) => {
        const body = parseOkAnswer(ordersSearchAnswerSchema, answer, 'the order search');
        // `search` also matches AWBs and partial ids: only an exact channel order id is ours.
        return body.data
          .filter((o) => o.channel_order_id === channelOrderId)
          .map((o) => {
            const shipment = Array.isArray(o.shipments) ? o.shipments[0] : o.shipments;
            return {
              providerOrderId: String(o.id),
              channelOrderId: o.channel_order_id,
              shipmentId: shipment ? String(shipment.id) : null,
              awbCode: shipment?.awb ? String(shipment.awb) : null,
              status: o.status ?? null,
            };
          });
      });
    },
  };
}
