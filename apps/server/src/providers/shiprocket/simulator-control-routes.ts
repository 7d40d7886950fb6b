import type { FastifyInstance } from 'fastify';
import { parseFaultSpec, type FaultMode, type FaultSpec } from '../simulator-faults';
import { SHIPROCKET_SIM_OPS, isObject, type Op } from './simulator-model';
import type { SimRouteContext } from './simulator-routing';
import { SR_STATUSES, srStatusLabel } from './types';

/**
 * The control route's fault, also in the older form without `mode`: a status is an error answer, a body alone
 * a wrong-shape 200, a delay alone a slow answer.
 */
function faultFromControl(body: Record<string, unknown>): { spec: FaultSpec<Op> } | { error: string } {
  if (body.mode !== undefined) return parseFaultSpec(body, SHIPROCKET_SIM_OPS);
  const mode: FaultMode = typeof body.status === 'number' ? 'error' : body.body !== undefined ? 'wrong-shape' : 'slow';
  return parseFaultSpec({ ...body, mode }, SHIPROCKET_SIM_OPS);
}

/** `/__sim`: tests steer the simulator (state, reset, config, faults, expired tokens, forced steps, webhooks). */
export function registerControlRoutes(app: FastifyInstance, { sim, noLimit }: SimRouteContext) {
  app.get('/__sim/state', { config: noLimit }, async () => sim.snapshot());
  app.post('/__sim/reset', { config: noLimit }, async () => {
    sim.reset();
    return { ok: true };
  });
  app.post('/__sim/config', { config: noLimit }, async (request) => {
    const body = isObject(request.body) ? request.body : {};
    sim.configure({
      stepMs: typeof body.step_ms === 'number' ? body.step_ms : undefined,
      webhookUrl: typeof body.webhook_url === 'string' ? body.webhook_url : undefined,
      webhookKey: typeof body.webhook_key === 'string' ? body.webhook_key : undefined,
    });
    return { ok: true };
  });
  app.get('/__sim/faults', { config: noLimit }, async () => ({ faults: sim.faults.pending() }));
  app.post('/__sim/faults', { config: noLimit }, async (request, reply) => {
    const parsed = faultFromControl(isObject(request.body) ? request.body : {});
    if ('error' in parsed) return reply.status(400).send({ message: parsed.error });
    sim.faults.add(parsed.spec);
    return { ok: true };
  });
  app.delete('/__sim/faults', { config: noLimit }, async () => {
    sim.faults.clear();
    return { ok: true };
  });
  app.post('/__sim/expire-tokens', { config: noLimit }, async () => {
    sim.expireTokens();
    return { ok: true };
  });
  app.post('/__sim/advance', { config: noLimit }, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const s = sim.find({ awb: body.awb, shipmentId: body.shipment_id });
    if (!s) return reply.status(404).send({ message: 'No such shipment' });
    if (!s.awb) sim.assignAwb(s);
    const sr = body.sr_status === undefined ? undefined : Number(body.sr_status);
    if (sr !== undefined && !SR_STATUSES[sr])
      return reply.status(400).send({ message: `Unknown sr-status ${String(body.sr_status)}` });
    // An UNDELIVERED step may carry the courier's NDR reason ("Customer Asked For Future Delivery").
    const activity = sim.force(s, sr, typeof body.ndr_reason === 'string' ? body.ndr_reason : undefined);
    if (!activity) return reply.status(409).send({ message: 'The shipment has no further step' });
    const webhook = body.webhook === false ? null : await sim.postWebhook(s);
    return {
      sr_status: activity.srStatus,
      label: srStatusLabel(activity.srStatus),
      webhook_status: webhook?.status ?? null,
    };
  });
  app.post('/__sim/webhook', { config: noLimit }, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const s = sim.find({ awb: body.awb, shipmentId: body.shipment_id });
    if (!s) return reply.status(404).send({ message: 'No such shipment' });
    const webhook = await sim.postWebhook(s);
    return { webhook_status: webhook?.status ?? null };
  });
}
