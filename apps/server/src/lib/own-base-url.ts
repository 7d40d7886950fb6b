import type { FastifyInstance } from 'fastify';

/** This server's own base URL for loopback calls (in-process simulators), known only once it listens (tests listen on port 0). */
export function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
