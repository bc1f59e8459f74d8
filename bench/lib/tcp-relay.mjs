// A TCP relay to a real server (PostgreSQL) that a test or the scale proof can cut and restore: cut() drops
// every open connection and refuses new ones, as a database restart does, without touching the shared server.
// Used by bench/scale.mjs and apps/server/test/resilience.test.ts (types in tcp-relay.d.mts).
import net from "node:net";

export async function startTcpRelay(target) {
  const sockets = new Set();
  let server = null;
  let port = 0;
  const listen = () =>
    new Promise((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = next.address().port;
        server = next;
        resolve();
      });
    });
  const cut = () =>
    new Promise((resolve) => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!current) return resolve();
      current.close(() => resolve());
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
