import type { FastifyReply } from 'fastify';

/**
 * Aborted when the connection closes before this reply was written: the shopper closed the tab, their phone lost
 * its network, or their client stopped waiting. Work that must not finish for nobody (placing an order) checks it.
 */
export function shopperHungUp(reply: FastifyReply): AbortSignal {
  const hungUp = new AbortController();
  const socket = reply.request.raw.socket;
  // Asked after an await (auth, consents): the connection may be gone already, and 'close' will not come again.
  if (!socket || socket.destroyed) {
    hungUp.abort();
    return hungUp.signal;
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) hungUp.abort();
  });
  return hungUp.signal;
}
