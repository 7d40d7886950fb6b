import Fastify, { type FastifyInstance } from 'fastify';
import { SIM_DEV_CREDENTIALS } from './constants';
import { registerAuthRoutes } from './simulator-auth-routes';
import { registerControlRoutes } from './simulator-control-routes';
import { registerCourierRoutes } from './simulator-courier-routes';
import { registerDocumentRoutes } from './simulator-document-routes';
import {
  createShiprocketFaultPlan,
  type ShiprocketFaultPlan,
  type ShiprocketSimulatorOptions,
} from './simulator-model';
import { registerNdrRoutes } from './simulator-ndr-routes';
import { registerOrderRoutes } from './simulator-order-routes';
import { createGate, type SimRouteContext } from './simulator-routing';
import { createSimState } from './simulator-state';

/**
 * A Shiprocket stand-in that speaks the real API over HTTP (docs/providers.md): login and bearer tokens (401 on a
 * stale one), adhoc orders with 422 validation bodies, AWBs, tracking that walks the sr-status sequence to
 * DELIVERED as time passes, cancellation, serviceability, and tracking webhooks. Under `/__sim` (only when
 * `control` is on) tests steer it: faults, forced statuses, expired tokens, webhook re-sends, its state.
 * Its state lives in simulator-state.ts and its routes, by group, in the simulator-*-routes.ts files.
 */

export {
  SHIPROCKET_SIM_OPS,
  createShiprocketFaultPlan,
  simCurrentStatusId,
  type ShiprocketFaultPlan,
  type ShiprocketSimulatorOptions,
  type SimPickupLocation,
} from './simulator-model';
export type { ShiprocketSimState } from './simulator-state';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The simulator as a Fastify plugin: register it with a prefix (`/sim/shiprocket`) inside the shop, or on its
 * own server with {@link startShiprocketSimulator}.
 */
export async function shiprocketSimulator(app: FastifyInstance, options: ShiprocketSimulatorOptions) {
  const sim = createSimState(options);
  const noLimit = { rateLimit: false as const };

  // Webhooks need a clock even when nobody asks for tracking; the timer only posts what became due.
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      const moved = sim.advanceDue();
      if (moved.length > 0) sim.persist();
      for (const s of moved) await sim.postWebhook(s);
    } finally {
      ticking = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), Math.max(250, Math.min(sim.stepMs || 1000, 5000)));
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  // Before the server waits for its connections: those held open by a 'hang' fault would never end.
  app.addHook('preClose', async () => sim.faults.releaseHeld());

  if (options.loopbackOnly) {
    app.addHook('onRequest', async (request, reply) => {
      // The raw socket, not request.ip: a forwarded-for header must not open this up. A server bound to one
      // address calls itself from that address.
      const { remoteAddress = '', localAddress } = request.raw.socket;
      if (!LOOPBACK.has(remoteAddress) && remoteAddress !== localAddress)
        return reply.status(404).send({ message: 'Not Found' });
    });
  }

  // Every call that may have changed a shipment (create, AWB, pickup, manifest, cancel, a forced step) is saved
  // before its answer leaves, so a restart right after it forgets nothing.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') sim.persist();
    return payload;
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.status(status).send({ message: status === 500 ? 'Server Error' : error.message, status_code: status });
  });

  const routes: SimRouteContext = { sim, gate: createGate(sim), noLimit };
  registerAuthRoutes(app, routes, options.email);
  registerOrderRoutes(app, routes);
  registerCourierRoutes(app, routes);
  registerDocumentRoutes(app, routes);
  registerNdrRoutes(app, routes);
  if (options.control) registerControlRoutes(app, routes);
}

export interface StartedSimulator {
  url: string;
  app: FastifyInstance;
  /** Per-endpoint faults, the same as `/__sim/faults` without HTTP. */
  faults: ShiprocketFaultPlan;
  close(): Promise<void>;
}

/** The simulator on a server of its own (tests, `simulator-main.ts`), control routes on by default. */
export async function startShiprocketSimulator(
  options: Partial<ShiprocketSimulatorOptions> & { port?: number; host?: string } = {},
): Promise<StartedSimulator> {
  const app = Fastify({ logger: false });
  const { port, host, ...rest } = options;
  const faults = rest.faults ?? createShiprocketFaultPlan();
  await app.register(shiprocketSimulator, {
    ...rest,
    faults,
    email: rest.email ?? SIM_DEV_CREDENTIALS.email,
    password: rest.password ?? SIM_DEV_CREDENTIALS.password,
    stepMs: rest.stepMs ?? 0,
    control: rest.control ?? true,
  });
  await app.listen({ port: port ?? 0, host: host ?? '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://${host ?? '127.0.0.1'}:${bound}`, app, faults, close: () => app.close() };
}
