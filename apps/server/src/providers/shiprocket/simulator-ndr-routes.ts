import type { FastifyInstance } from 'fastify';
import { isObject, str } from './simulator-model';
import { isInNdr, morningOf, ndrRow, page, readAction } from './simulator-ndr';
import { badRequest, invalidData, type SimRouteContext } from './simulator-routing';

/** `ndr/all`, `ndr/{awb}` and `ndr/{awb}/action` (simulator-ndr.ts has the rules; decision 220). */
const RTO_INITIATED = 9;

export function registerNdrRoutes(app: FastifyInstance, { sim, gate, noLimit }: SimRouteContext) {
  const inNdr = () => sim.shipments().filter(isInNdr);

  app.get('/ndr/all', { config: noLimit }, async (request, reply) => {
    if (!(await gate('ndr', request, reply))) return;
    const query = isObject(request.query) ? request.query : {};
    const search = str(query.search);
    const from = str(query.from);
    const to = str(query.to);
    const rows = inNdr()
      .filter((s) => !search || s.awb === search)
      .map(ndrRow)
      .filter(
        (row) => (!from || row.ndr_raised_at.slice(0, 10) >= from) && (!to || row.ndr_raised_at.slice(0, 10) <= to),
      );
    const perPage = Math.min(100, Math.max(1, Number(query.per_page) || 15));
    return page(rows, perPage, Math.max(1, Number(query.page) || 1));
  });

  app.get<{ Params: { awb: string } }>('/ndr/:awb', { config: noLimit }, async (request, reply) => {
    if (!(await gate('ndr', request, reply))) return;
    const s = sim.find({ awb: request.params.awb });
    if (!s?.ndr) return reply.status(404).send({ message: 'No NDR found for this AWB.', status_code: 404 });
    return page([ndrRow(s)], 15, 1);
  });

  app.post<{ Params: { awb: string } }>('/ndr/:awb/action', { config: noLimit }, async (request, reply) => {
    if (!(await gate('ndr', request, reply))) return;
    const s = sim.find({ awb: request.params.awb });
    if (!s) return reply.status(404).send({ message: 'No NDR found for this AWB.', status_code: 404 });
    const read = readAction(isObject(request.body) ? request.body : {}, sim.now());
    if ('errors' in read) return invalidData(reply, read.errors!);
    if (!isInNdr(s) || s.ndr!.reattemptAt !== null)
      return badRequest(reply, 'Action cannot be taken: the shipment is not in NDR.');
    const { action } = read;
    s.ndr!.actions.push(action);
    if (action.action === 'return') {
      sim.force(s, RTO_INITIATED);
    } else {
      s.ndr!.reattemptAt = action.deferredDate
        ? Math.max(sim.now(), morningOf(action.deferredDate))
        : sim.now() + sim.stepMs;
      if (action.phone) s.payload.billing_phone = action.phone;
      if (action.address1) s.payload.billing_address = [action.address1, action.address2].filter(Boolean).join(', ');
    }
    sim.persist();
    return reply.status(202).send({ status: 'Data Updated Sucessfully' });
  });
}
