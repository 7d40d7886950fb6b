import type { FastifyReply, FastifyRequest } from 'fastify';
import { INVALID, human, type Op } from './simulator-model';
import type { ShiprocketSimState } from './simulator-state';

/** Answers for the caller (false) with an injected fault or a 401, or lets the route go on (true). */
export type SimGate = (op: Op, request: FastifyRequest, reply: FastifyReply, needsAuth?: boolean) => Promise<boolean>;

/** What every group of routes is given. */
export interface SimRouteContext {
  sim: ShiprocketSimState;
  gate: SimGate;
  noLimit: { rateLimit: false };
}

/** Injected failures first (a slow or broken Shiprocket), then the bearer token. */
export function createGate(sim: ShiprocketSimState): SimGate {
  return async (op, request, reply, needsAuth = true) => {
    sim.count(op);
    if (await sim.faults.apply(op, request, reply)) return false;
    if (needsAuth && !sim.isTokenValid(request.headers.authorization)) {
      await reply.status(401).send({ message: 'Unauthenticated.' });
      return false;
    }
    return true;
  };
}

/** Shiprocket's 422: the field errors of a request it cannot take. */
export const invalidData = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.status(422).send({ message: INVALID, errors, status_code: 422 });
export const badRequest = (reply: FastifyReply, message: string, extra: Record<string, unknown> = {}) =>
  reply.status(400).send({ message, status_code: 400, ...extra });
export const mustBeArray = (reply: FastifyReply, field: string) =>
  invalidData(reply, { [field]: [`The ${human(field)} must be an array.`] });
