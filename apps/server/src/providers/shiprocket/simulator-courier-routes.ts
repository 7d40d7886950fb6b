import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatIstSeconds } from './dates';
import { isObject } from './simulator-model';
import { badRequest, invalidData, type SimRouteContext } from './simulator-routing';

/** courier/*: assigning an AWB, requesting the pickup, tracking, and serviceability. */
export function registerCourierRoutes(app: FastifyInstance, { sim, gate, noLimit }: SimRouteContext) {
  app.post('/courier/assign/awb', { config: noLimit }, async (request, reply) => {
    if (!(await gate('awb', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    const s = sim.find({ shipmentId: body.shipment_id });
    if (!s) return invalidData(reply, { shipment_id: ['The selected shipment id is invalid.'] });
    if (s.cancelled) {
      // An error inside a 200, as Shiprocket does for AWB failures.
      return {
        awb_assign_status: 0,
        response: { data: { awb_assign_error: 'Order is cancelled. AWB cannot be assigned.' } },
      };
    }
    sim.assignAwb(s, typeof body.courier_id === 'number' ? body.courier_id : Number(body.courier_id) || undefined);
    // A return's reverse pickup is scheduled with its AWB (the published AWB answer carries the pickup date;
    // docs/decisions/167-manifest-and-return-pickup.md); a forward shipment waits for courier/generate/pickup.
    if (s.isReturn && s.pickupRequestedAt === null) sim.requestPickup(s);
    return {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: s.courier!.id,
          awb_code: s.awb,
          cod: String(s.payload.payment_method).toLowerCase() === 'cod' ? 1 : 0,
          order_id: s.srOrderId,
          shipment_id: s.shipmentId,
          awb_code_status: 1,
          assigned_date_time: { date: formatIstSeconds(s.awbAssignedAt!) },
          applied_weight: s.payload.weight,
          courier_name: s.courier!.name,
          pickup_scheduled_date: s.pickupScheduledAt === null ? null : formatIstSeconds(s.pickupScheduledAt),
        },
      },
    };
  });

  const track =
    (by: 'shipmentId' | 'awb') => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      if (!(await gate('track', request, reply))) return reply;
      const moved = sim.advanceDue();
      for (const s of moved) void sim.postWebhook(s);
      const s = sim.find(by === 'awb' ? { awb: request.params.id } : { shipmentId: request.params.id });
      if (!s)
        return {
          tracking_data: { track_status: 0, shipment_status: 0, error: `No shipment found for ${request.params.id}` },
        };
      return sim.trackingOf(s);
    };
  app.get('/courier/track/shipment/:id', { config: noLimit }, track('shipmentId'));
  app.get('/courier/track/awb/:id', { config: noLimit }, track('awb'));

  // One shipment per call; the id may come as [id] (the documented form) or bare.
  app.post('/courier/generate/pickup', { config: noLimit }, async (request, reply) => {
    if (!(await gate('pickup', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    const ids = Array.isArray(body.shipment_id) ? body.shipment_id : body.shipment_id == null ? [] : [body.shipment_id];
    const s = ids.length === 1 ? sim.find({ shipmentId: ids[0] }) : undefined;
    if (!s || s.cancelled) return badRequest(reply, 'Invalid shipment id');
    if (!s.awb) return badRequest(reply, 'AWB is not assigned to this shipment. Please assign AWB first.');
    if (s.pickupRequestedAt !== null) return badRequest(reply, 'Already in Pickup Queue.');
    sim.requestPickup(s);
    return {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: formatIstSeconds(s.pickupScheduledAt!),
        pickup_token_number: `Reference No: ${s.courier?.id ?? 0}_${s.shipmentId}`,
        status: 3,
        others: '',
        pickup_generated_date: {
          date: `${formatIstSeconds(s.pickupRequestedAt!)}.000000`,
          timezone_type: 3,
          timezone: 'Asia/Kolkata',
        },
        data: `Pickup is confirmed by ${s.courier?.name ?? 'the courier'} For AWB :- ${s.awb}`,
      },
    };
  });

  const serviceability = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await gate('serviceability', request, reply))) return reply;
    const answer = sim.serviceability(isObject(request.query) ? request.query : {});
    return reply.status(answer.http).send(answer.body);
  };
  app.get('/courier/serviceability', { config: noLimit }, serviceability);
  app.get('/courier/serviceability/', { config: noLimit }, serviceability);
}
