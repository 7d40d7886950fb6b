import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseFaultSpec, type FaultPlan } from '../simulator-faults';
import { SimError, badRequest, invalidKey, safeEqual, serverErrorBody } from './simulator-errors';
import {
  RAZORPAY_SIM_OPS,
  type RazorpaySimOp,
  type RazorpaySimState,
  type RazorpaySimulatorOptions,
} from './simulator-store';

/** Route options of the simulator's endpoints: `open` ones (checkout) and `api` ones (HTTP Basic key check). */
export interface SimRoutes {
  config: { readonly rateLimit: false };
  open: (op: RazorpaySimOp) => { config: SimRoutes['config']; onRequest: RouteHook[] };
  api: (op: RazorpaySimOp) => { config: SimRoutes['config']; onRequest: RouteHook[] };
}
type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function checkBasicAuth(request: FastifyRequest, options: RazorpaySimulatorOptions) {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) {
    throw new SimError(401, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Please provide your api key for authentication purposes.' },
    });
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const keyId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (colon < 0 || !safeEqual(keyId, options.keyId) || !safeEqual(secret, options.keySecret)) throw invalidKey();
}

export function createSimRoutes(options: RazorpaySimulatorOptions, faults: FaultPlan<RazorpaySimOp>): SimRoutes {
  const config = { rateLimit: false } as const;
  /** Injected faults come before anything else, the key check included (a broken provider checks nothing). */
  const faultHook = (op: RazorpaySimOp) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (await faults.apply(op, request, reply)) return reply;
  };
  return {
    config,
    open: (op) => ({ config, onRequest: [faultHook(op)] }),
    api: (op) => ({
      config,
      onRequest: [faultHook(op), async (request: FastifyRequest) => checkBasicAuth(request, options)],
    }),
  };
}

/** Razorpay's error bodies for every failure, its 400 for an unknown URL, and the whole-simulator outages. */
export function registerSimHandlers(app: FastifyInstance, state: RazorpaySimState) {
  app.setErrorHandler((error: unknown, _request, reply) => {
    if (error instanceof SimError) return reply.status(error.statusCode).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.status(status).send(badRequest((error as Error).message).body);
    return reply.status(500).send(serverErrorBody());
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(400).send(badRequest('The requested URL was not found on the server.').body),
  );

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.endsWith('checkout.js')) return;
    if (request.url.includes('/checkout/')) {
      // checkout.js may be served from another origin than the shop (a standalone simulator).
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-headers', 'content-type');
    }
    if (state.outage === 'disconnect') {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (state.outage === 'error') return reply.status(503).send(serverErrorBody());
    if (state.outage === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs).unref());
  });
}

/** `/__sim/faults`: the fault plan over HTTP, for a simulator in another process. */
export function registerControlRoutes(app: FastifyInstance, faults: FaultPlan<RazorpaySimOp>) {
  const config = { rateLimit: false } as const;
  app.get('/__sim/faults', { config }, async () => ({ faults: faults.pending() }));
  app.post('/__sim/faults', { config }, async (request, reply) => {
    const parsed = parseFaultSpec(request.body, RAZORPAY_SIM_OPS);
    if ('error' in parsed) return reply.status(400).send({ message: parsed.error });
    faults.add(parsed.spec);
    return { ok: true };
  });
  app.delete('/__sim/faults', { config }, async () => {
    faults.clear();
    return { ok: true };
  });
}
