import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpRelay {
  /** Listens (again, on the same port once it has one) and relays every new connection to the target. */
  open(): Promise<void>;
  /**
   * Stops listening (new connections are refused) and drops every connection under way; `beforeDrop` runs in between
   * (e.g. PostgreSQL ending those sessions itself, as a restart does).
   */
  cut(beforeDrop?: () => Promise<unknown>): Promise<void>;
  port(): number;
  /** The same address with the relay in place of the server, e.g. a DATABASE_URL through the relay. */
  relayed(url: string): string;
}

/**
 * A TCP relay between a server's pool and PostgreSQL, so a test cuts "the database" without touching the machine's
 * server (other tests use it at the same time): stop listening and drop every connection, then listen again.
 */
export function tcpRelay(targetPort: () => number): TcpRelay {
  const sockets = new Set<Socket>();
  let listener: Server | undefined;
  let port = 0;
  return {
    open: () =>
      new Promise<void>((ready) => {
        const server = createServer((client) => {
          const upstream = connect(targetPort(), '127.0.0.1');
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => {});
          }
          client.pipe(upstream).pipe(client);
        });
        listener = server;
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as { port: number }).port;
          ready();
        });
      }),
    async cut(beforeDrop) {
      const closed = new Promise<void>((done) => {
        if (listener?.listening) listener.close(() => done());
        else done();
      });
      await beforeDrop?.();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    port: () => port,
    relayed(url: string) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
  };
}
