import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database "goes down": open connections are cut and new ones refused, as when its server stops. */
  cut(): Promise<void>;
  /** The database is back on the same address. */
  restore(): Promise<void>;
}

/**
 * A TCP relay in front of a server (the test's PostgreSQL), so a test can take the database away from one shop
 * process and give it back, without touching the database the other tests share.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => pair.forEach((s) => s.destroy()));
      socket.on('close', () => {
        pair.forEach((s) => s.destroy());
        sockets.delete(socket);
      });
    }
    client.pipe(upstream).pipe(client);
  };
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  let server = createServer(relay);
  const port = await listen(server, 0);
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      server = createServer(relay);
      await listen(server, port);
    },
  };
}
