// Opens (migrates and seeds) the embedded database when the server starts, not on the first visit, and puts two
// small hooks in front of Next's HTTP server: the request guard (405 for TRACE, relative request lines, security
// headers on every answer) and the socket-address stamp (lib/http/socket-address.ts) for the provider's throttling;
// under `next start`, the graceful shutdown (lib/http/graceful-shutdown.ts) in place of Next's.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketAddressStamp } = await import("./lib/http/socket-address");
  installSocketAddressStamp();
  const { installRequestGuard } = await import("./lib/http/request-guard");
  installRequestGuard();
  if (process.env.NODE_ENV === "production") {
    const { installGracefulShutdown } = await import("./lib/http/graceful-shutdown");
    const { stopInProcessProvider } = await import("./lib/provider/warm-up");
    const { closeRedis } = await import("./lib/redis/client.mjs");
    installGracefulShutdown(async (msLeft) => {
      await Promise.all([stopInProcessProvider(msLeft), closeRedis()]);
    });
  }
  const { warmUpProvider } = await import("./lib/provider/warm-up");
  await warmUpProvider();
  // Not awaited: it asks the server for its own pages, so it needs the server listening.
  const { warmPublicPages } = await import("./lib/cache/warm-up");
  void warmPublicPages(process.env.PORT || "3000");
}
