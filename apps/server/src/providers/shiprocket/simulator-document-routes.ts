import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isObject, type SimShipment } from './simulator-model';
import { renderLabels, renderManifest } from './simulator-documents';
import { badRequest, mustBeArray, type SimRouteContext } from './simulator-routing';

/** A generated document's address, like the S3 links Shiprocket answers, on this simulator. */
const fileUrl = (request: FastifyRequest, route: string, name: string) => {
  const base = (request.routeOptions.url ?? route).slice(0, -route.length);
  return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}${base}/files/${name}`;
};

/** Labels and manifests (PDFs the simulator renders), and the /files they are served from. */
export function registerDocumentRoutes(app: FastifyInstance, { sim, gate, noLimit }: SimRouteContext) {
  app.post('/courier/generate/label', { config: noLimit }, async (request, reply) => {
    if (!(await gate('label', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.shipment_id)) return mustBeArray(reply, 'shipment_id');
    const ready: SimShipment[] = [];
    const notCreated: unknown[] = [];
    for (const id of body.shipment_id) {
      const s = sim.find({ shipmentId: id });
      if (s?.awb && !s.cancelled) ready.push(s);
      else notCreated.push(id);
    }
    if (ready.length === 0)
      return { label_created: 0, not_created: notCreated, response: 'No valid shipment ids to print label' };
    const name = await sim.storeFile('label', renderLabels(ready.map((s) => sim.labelShipment(s))));
    return {
      label_created: 1,
      label_url: fileUrl(request, '/courier/generate/label', name),
      response: 'Label has been created and uploaded successfully!',
      not_created: notCreated,
    };
  });

  // The AWB must be assigned and a pickup requested; a shipment is manifested once.
  app.post('/manifests/generate', { config: noLimit }, async (request, reply) => {
    if (!(await gate('manifest', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.shipment_id) || body.shipment_id.length === 0) return mustBeArray(reply, 'shipment_id');
    const found = body.shipment_id.map((id) => sim.find({ shipmentId: id }));
    if (found.some((s) => !s || s.cancelled || !s.awb || s.pickupRequestedAt === null))
      return badRequest(reply, 'Pickup is not generated for some shipment ids. Please generate pickup first.');
    const already = found.filter((s) => s!.manifestedAt !== null).map((s) => s!.shipmentId);
    if (already.length > 0)
      return badRequest(
        reply,
        'Manifest already generated for some shipment_ids, Please try again after removin them',
        {
          already_manifested_shipment_ids: already,
        },
      );
    for (const s of found) s!.manifestedAt = sim.now();
    const list = found.map((s) => sim.labelShipment(s!));
    const name = await sim.storeFile('manifest', renderManifest(`MANIFEST-${found[0]!.shipmentId}`, list));
    return { status: 1, manifest_url: fileUrl(request, '/manifests/generate', name) };
  });

  // A manifest generated before, again (by Shiprocket order ids); '' when none was generated.
  app.post('/manifests/print', { config: noLimit }, async (request, reply) => {
    if (!(await gate('manifest', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.order_ids)) return mustBeArray(reply, 'order_ids');
    const found = body.order_ids
      .map((id) => sim.find({ srOrderId: id }))
      .filter((s): s is SimShipment => s !== undefined && s.manifestedAt !== null);
    if (found.length === 0) return { manifest_url: '' };
    const list = found.map((s) => sim.labelShipment(s));
    const name = await sim.storeFile('manifest', renderManifest(`MANIFEST-${found[0]!.shipmentId}`, list));
    return { manifest_url: fileUrl(request, '/manifests/print', name) };
  });

  app.get<{ Params: { name: string } }>('/files/:name', { config: noLimit }, async (request, reply) => {
    const file = sim.files.get(request.params.name);
    if (!file) return reply.status(404).send({ message: 'Not Found' });
    return reply.type('application/pdf').send(file);
  });
}
