import type { FastifyInstance } from 'fastify';
import { formatIstSeconds } from './dates';
import { PICKED_UP_OR_LATER, isObject, str, type SimShipment } from './simulator-model';
import { invalidData, type SimRouteContext } from './simulator-routing';
import type { AdhocOrderPayload } from './types';

/** The create answer for an order id already used: that order as it stands (the published live answer's shape). */
function existingOrderAnswer(s: SimShipment) {
  return {
    order_id: s.srOrderId,
    channel_order_id: s.channelOrderId,
    shipment_id: s.shipmentId,
    status: s.cancelled ? 'CANCELED' : s.awb ? 'READY TO SHIP' : 'NEW',
    status_code: s.cancelled ? 5 : 1,
    onboarding_completed_now: 0,
    awb_code: s.awb ?? '',
    courier_company_id: s.courier?.id ?? null,
    courier_name: s.courier?.name ?? null,
  };
}

/** orders/create/adhoc and orders/create/return, the order search, and cancellation. */
export function registerOrderRoutes(app: FastifyInstance, { sim, gate, noLimit }: SimRouteContext) {
  app.post('/orders/create/adhoc', { config: noLimit }, async (request, reply) => {
    if (!(await gate('create', request, reply))) return reply;
    await sim.refreshPickups();
    const errors = sim.validateAdhoc(request.body);
    if (Object.keys(errors).length > 0) return invalidData(reply, errors);
    const payload = request.body as AdhocOrderPayload;
    // Shiprocket dedupes on the channel order id: a used one answers 200 with the order that has it, even a
    // cancelled one, and creates nothing (docs/decisions/168-shiprocket-simulator-state.md).
    const existing = sim.shipments().find((s) => !s.isReturn && s.channelOrderId === String(payload.order_id));
    if (existing) return existingOrderAnswer(existing);
    const s = sim.createOrder(payload);
    return {
      order_id: s.srOrderId,
      channel_order_id: s.channelOrderId,
      shipment_id: s.shipmentId,
      status: 'NEW',
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: null,
      courier_company_id: null,
      courier_name: null,
    };
  });

  app.post('/orders/create/return', { config: noLimit }, async (request, reply) => {
    if (!(await gate('create', request, reply))) return reply;
    await sim.refreshPickups();
    const errors = sim.validateReturn(request.body);
    if (Object.keys(errors).length > 0) return invalidData(reply, errors);
    const s = sim.createReturn(request.body as Record<string, unknown>);
    return {
      order_id: s.srOrderId,
      shipment_id: s.shipmentId,
      status: 'RETURN PENDING',
      status_code: 21,
      company_name: 'shiprocket',
    };
  });

  // GET /orders?search=: by AWB or by our channel order id (what the shop asks after a create timed out).
  app.get('/orders', { config: noLimit }, async (request, reply) => {
    if (!(await gate('orders', request, reply))) return reply;
    const query = isObject(request.query) ? request.query : {};
    const search = str(query.search).trim();
    const matches = sim
      .shipments()
      .filter((s) => search !== '' && (s.channelOrderId === search || s.awb === search))
      .reverse();
    return {
      data: matches.map((s) => ({
        id: s.srOrderId,
        channel_order_id: s.channelOrderId,
        customer_name: `${s.payload.billing_customer_name} ${s.payload.billing_last_name ?? ''}`.trim(),
        status: s.cancelled ? 'CANCELED' : s.awb ? 'READY TO SHIP' : 'NEW',
        status_code: s.cancelled ? 5 : 1,
        payment_method: String(s.payload.payment_method).toLowerCase(),
        created_at: formatIstSeconds(s.createdAt),
        shipments: [
          {
            id: s.shipmentId,
            courier: s.courier?.name ?? '',
            awb: s.awb ?? '',
            pickup_scheduled_date: s.pickupScheduledAt === null ? null : formatIstSeconds(s.pickupScheduledAt),
          },
        ],
      })),
      meta: {
        pagination: {
          total: matches.length,
          count: matches.length,
          per_page: 15,
          current_page: 1,
          total_pages: 1,
          links: {},
        },
      },
    };
  });

  app.post('/orders/cancel', { config: noLimit }, async (request, reply) => {
    if (!(await gate('cancel', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.ids) || body.ids.length === 0) {
      return invalidData(reply, { ids: ['The ids field is required.'] });
    }
    const found = body.ids.map((id) => sim.find({ srOrderId: id }));
    if (found.some((s) => !s)) return reply.status(404).send({ message: 'Order not found.', status_code: 404 });
    if (found.some((s) => s!.activities.some((a) => PICKED_UP_OR_LATER.has(a.srStatus)) && !s!.cancelled)) {
      return reply
        .status(400)
        .send({ message: 'Order cannot be cancelled: the shipment has already been picked up.', status_code: 400 });
    }
    for (const s of found) {
      const hadAwb = Boolean(s!.awb);
      const wasCancelled = s!.cancelled;
      sim.cancel(s!);
      if (hadAwb && !wasCancelled) void sim.postWebhook(s!);
    }
    return reply.status(200).send({ status_code: 200, message: 'Order cancelled successfully.' });
  });
}
