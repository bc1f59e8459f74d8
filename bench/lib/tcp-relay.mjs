// A TCP relay to a real server (PostgreSQL) that a test or the scale proof can cut and restore: cut() drops
// every open connection and refuses new ones, as a database restart does, without touching the shared server;
// silence() keeps them open but passes nothing and answers no new one, as a network partition does.
// Used by bench/scale.mjs and apps/server/test/resilience.test.ts (types in tcp-relay.d.mts).
import net from "node:net";

export async function startTcpRelay(target) {
  const sockets = new Set();
  let server = null;
  let port = 0;
  let silent = false;
  const listen = () =>
    new Promise((resolve, reject) => {
      const next = net.createServer((client) => {
        if (silent) {
          sockets.add(client);
          client.on("close", () => sockets.delete(client));
          client.on("error", () => client.destroy());
          return client.pause();
        }
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
  const silence = () => {
    silent = true;
    for (const socket of sockets) {
      socket.unpipe();
      socket.pause();
    }
  };
  // After silence(), the silent connections are dropped (as a partition that outlived TCP's patience).
  const restore = async () => {
    if (silent) await cut();
    silent = false;
    await listen();
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    silence,
    restore,
    close: cut,
  };
}
