import type { FastifyInstance } from 'fastify';

/**
 * Reads the client's address once, as the request arrives. Node asks the socket for its peer only when
 * `remoteAddress` is first read and remembers the answer; read for the first time after the client has hung up,
 * it is undefined. A route's own rate limit runs after its async auth hook, and its key is `request.ip`: a shopper
 * who gave up during a sale (the sale bench saw it) made @fastify/rate-limit throw a TypeError on the undefined
 * address. Read here first, the address stays known for the rest of the request. A request whose client is
 * already gone before the first hook is dropped without an answer nobody would read.
 */
export function keepClientAddress(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    // (A live Unix-socket connection has no address either; only a closed one is dropped.)
    if (socket?.remoteAddress === undefined && socket?.destroyed !== false) {
      reply.hijack();
      request.raw.destroy();
    }
    done();
  });
}
