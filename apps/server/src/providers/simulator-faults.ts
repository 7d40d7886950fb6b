import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Fault injection shared by the provider simulators (Razorpay, Shiprocket): tests make an endpoint misbehave
 * the way a real provider does on a bad day, for the next N calls or until cleared. Provider-neutral; each
 * simulator supplies its own error and wrong-shape bodies. (It lives here only because simulators may not be
 * placed outside their provider folders; Shiprocket's simulator imports it from here.)
 */

/**
 * - slow: answer normally, but only after `delayMs` (default beyond any client timeout). The provider still does
 *   the work when the caller has given up, as a real slow provider does: a retry must be harmless.
 * - error: answer `status` (default 503) with the provider's error body; nothing is done.
 * - invalid-json: 200 with a body that is not JSON (a proxy's page cut short); nothing is done.
 * - wrong-shape: 200 with JSON of the wrong shape (`body`, or a provider-specific default); nothing is done.
 * - hang: never answer (until the caller gives up); nothing is done.
 * - disconnect: drop the connection without an answer; nothing is done.
 */
export const FAULT_MODES = ['slow', 'error', 'invalid-json', 'wrong-shape', 'hang', 'disconnect'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const DEFAULT_SLOW_MS = 30_000;
export const DEFAULT_ERROR_STATUS = 503;

export interface FaultSpec<Op extends string> {
  /** The endpoint, or 'any' for every endpoint. */
  op: Op | 'any';
  mode: FaultMode;
  /** How many calls it hits (default 1), or 'always' until cleared. */
  times?: number | 'always';
  /** For 'error': the HTTP status (default 503). */
  status?: number;
  /** For 'slow' (default 30 s); for any other mode, a wait before the fault. */
  delayMs?: number;
  /**
   * For 'slow': keep working the whole delay after the caller gave up, as a busy provider does, instead of
   * running the endpoint as soon as the caller hangs up. The work then lands at a known time, after the caller's
   * own follow-up (a lookup) has seen it missing.
   */
  finishesAfterHangUp?: boolean;
  /** For 'error' and 'wrong-shape': the body to send instead of the simulator's default. */
  body?: unknown;
}

interface ActiveFault<Op extends string> extends FaultSpec<Op> {
  remaining: number;
}

export interface FaultBodies {
  /** The provider's own body for a server error. */
  error(status: number): unknown;
  /** Valid JSON a client must not accept as this endpoint's answer. */
  wrongShape: unknown;
}

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

/** Waits `ms`, or less when the caller hangs up first (it no longer waits for the answer). */
function waitUnlessClosed(ms: number, reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      reply.raw.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    reply.raw.once('close', done);
  });
}

export function createFaultPlan<Op extends string>(bodies: FaultBodies) {
  const faults: ActiveFault<Op>[] = [];
  const hits: Record<string, number> = {};
  /** Sockets held open by 'hang', dropped when the simulator closes so nothing waits on them. */
  const held = new Set<{ destroy(): void }>();

  function take(op: Op): ActiveFault<Op> | undefined {
    const index = faults.findIndex((f) => f.op === op || f.op === 'any');
    if (index < 0) return undefined;
    const fault = faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(index, 1);
    return fault;
  }

  return {
    add(spec: FaultSpec<Op>) {
      const remaining = spec.times === 'always' ? Number.POSITIVE_INFINITY : Math.max(1, spec.times ?? 1);
      faults.push({ ...spec, remaining });
    },
    /** Clears the faults of one endpoint, or all. */
    clear(op?: Op | 'any') {
      for (let i = faults.length - 1; i >= 0; i -= 1) if (op === undefined || faults[i]!.op === op) faults.splice(i, 1);
    },
    pending: (): FaultSpec<Op>[] => faults.map(({ remaining, ...spec }) => ({ ...spec, times: remaining })),
    /** How many calls each endpoint received, faulty ones included. */
    hits: (op: Op): number => hits[op] ?? 0,
    resetHits() {
      for (const key of Object.keys(hits)) delete hits[key];
    },

    /**
     * Counts the call and applies the next fault due for `op`. True when the fault answered (or will never
     * answer) and the endpoint must not run; false when the endpoint runs normally (no fault, or after 'slow').
     */
    async apply(op: Op, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      hits[op] = (hits[op] ?? 0) + 1;
      const fault = take(op);
      if (!fault) return false;
      const delayMs = fault.delayMs ?? (fault.mode === 'slow' ? DEFAULT_SLOW_MS : 0);
      if (delayMs > 0) {
        await (fault.finishesAfterHangUp
          ? new Promise((resolve) => setTimeout(resolve, delayMs).unref())
          : waitUnlessClosed(delayMs, reply));
      }
      switch (fault.mode) {
        case 'slow':
          return false;
        case 'error': {
          const status = fault.status ?? DEFAULT_ERROR_STATUS;
          await reply.status(status).send(fault.body ?? bodies.error(status));
          return true;
        }
        case 'invalid-json':
          await reply.status(200).type('application/json').send('{"id":"<html><body>Bad Gateway</body></ht');
          return true;
        case 'wrong-shape':
          await reply.status(200).send(fault.body ?? bodies.wrongShape);
          return true;
        case 'hang': {
          const socket = request.raw.socket;
          reply.hijack();
          held.add(socket);
          socket.once('close', () => held.delete(socket));
          return true;
        }
        case 'disconnect':
          reply.hijack();
          request.raw.socket.destroy();
          return true;
      }
    },

    /** Drops connections held by 'hang' (the simulator is closing). */
    releaseHeld() {
      for (const socket of held) socket.destroy();
      held.clear();
    },
  };
}

export type FaultPlan<Op extends string> = ReturnType<typeof createFaultPlan<Op>>;

/** A fault from a control route's JSON ({op, mode, times, status, delay_ms, body}); an error message when invalid. */
export function parseFaultSpec<Op extends string>(
  input: unknown,
  ops: readonly Op[],
): { spec: FaultSpec<Op> } | { error: string } {
  const body =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const op = typeof body.op === 'string' && body.op ? body.op : 'any';
  if (op !== 'any' && !(ops as readonly string[]).includes(op))
    return { error: `op must be one of any, ${ops.join(', ')}` };
  if (!isFaultMode(body.mode)) return { error: `mode must be one of ${FAULT_MODES.join(', ')}` };
  const times = body.times === 'always' ? 'always' : typeof body.times === 'number' ? body.times : undefined;
  return {
    spec: {
      op: op as Op | 'any',
      mode: body.mode,
      times,
      status: typeof body.status === 'number' ? body.status : undefined,
      delayMs: typeof body.delay_ms === 'number' ? body.delay_ms : undefined,
      body: body.body,
    },
  };
}
