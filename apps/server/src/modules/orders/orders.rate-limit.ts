import { serverWords } from '../../lib/shopper-words';
import { minutesLeft, tooManyRequests } from '../../lib/too-many-requests';
import type { FastifyRequest } from 'fastify';

/**
 * How many orders one signed-in customer may place per window (issue 10). Counted per user id, not per IP:
 * shoppers behind one mobile-carrier NAT must not share a budget, and one account must not dodge the limit
 * by switching networks. Generous for a person at checkout, tight for a script.
 */
export const ORDER_CREATION_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * The route-level @fastify/rate-limit config of POST /api/orders. Its hook runs after the route's own
 * onRequest auth hook, so the caller is already known (and an anonymous caller got 401 without counting);
 * it also runs before the body is read, so a limited request takes no stock and writes nothing.
 */
export function orderCreationRateLimit() {
  return {
    ...ORDER_CREATION_LIMIT,
    keyGenerator: (request: FastifyRequest) =>
      request.authUser ? `order-create:user:${request.authUser.id}` : `order-create:ip:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(serverWords('limit.ordersTooQuickly', minutesLeft(context.ttl))),
  };
}
