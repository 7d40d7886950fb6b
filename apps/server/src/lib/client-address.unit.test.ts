import { once } from 'node:events';
import { connect } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { keepClientAddress } from './client-address';

/** A route limited per address whose auth-like hook is still busy when the client hangs up. */
async function shopWithSlowAuth(keepAddress: boolean) {
  const app = Fastify({ logger: false });
  if (keepAddress) keepClientAddress(app);
  await app.register(rateLimit, { global: false });
  const errors: Error[] = [];
  app.addHook('onError', async (_request, _reply, error) => {
    errors.push(error);
  });
  let hungUp: () => void = () => {};
  const clientGone = new Promise<void>((resolve) => (hungUp = resolve));
  app.post(
    '/api/orders',
    {
      onRequest: async (request) => {
        request.raw.socket.once('close', () => hungUp());
        await clientGone;
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async () => ({ ok: true }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, errors, clientGone };
}

/** Sends a request and hangs up before any answer, as a shopper who gave up. */
async function sendAndHangUp(app: FastifyInstance) {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('POST /api/orders HTTP/1.1\r\nhost: shop\r\ncontent-length: 0\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

describe('the client address of a request whose shopper hung up', () => {
  it('without the early read, a route rate limit after an async hook meets an undefined address', async () => {
    const shop = await shopWithSlowAuth(false);
    app = shop.app;
    await sendAndHangUp(shop.app);
    await shop.clientGone;
    await expect.poll(() => shop.errors.map((error) => error.name)).toContain('TypeError');
  });

  it('read as the request arrives, the limit still counts that address and nothing throws', async () => {
    const shop = await shopWithSlowAuth(true);
    app = shop.app;
    await sendAndHangUp(shop.app);
    await shop.clientGone;
    // Give the rate-limit hook and the handler their turn after the hang-up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shop.errors).toEqual([]);
  });
});
