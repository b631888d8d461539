// A port nobody listens on (engineers and CI share this machine), unless BENCH_PORT pins the first one.
import net from "node:net";

let next = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;

export async function freePort() {
  if (next) return next++;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
