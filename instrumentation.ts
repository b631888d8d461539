// Opens (migrates and seeds) the embedded database when the server starts, not on the first visit, and puts two
// small hooks in front of Next's HTTP server: the request guard (405 for TRACE, relative request lines, security
// headers on every answer) and the socket-address stamp (lib/http/socket-address.ts) for the provider's throttling.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketAddressStamp } = await import("./lib/http/socket-address");
  installSocketAddressStamp();
  const { installRequestGuard } = await import("./lib/http/request-guard");
  installRequestGuard();
  const { warmUpProvider } = await import("./lib/provider/warm-up");
  await warmUpProvider();
  // Not awaited: it asks the server for its own pages, so it needs the server listening.
  const { warmPublicPages } = await import("./lib/cache/warm-up");
  void warmPublicPages(process.env.PORT || "3000");
}
